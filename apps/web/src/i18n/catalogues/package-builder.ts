/** The trip builder on the flight results (issue 23, `packages` variant `trip-builder`). English. */
export const PACKAGE_BUILDER_EN = {
  'packageBuilder.title': 'Add a hotel and save',
  'packageBuilder.body':
    'Book these dates as a flight + hotel package and pay less than booking the two apart.',
  'packageBuilder.action': 'Build a package to {destination}',
} as const;
