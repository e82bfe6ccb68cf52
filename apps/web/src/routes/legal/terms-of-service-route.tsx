import { LegalPage } from '../../features/shell/legal-page';

/** /terms-of-service/ */
export function Component() {
  return (
    <LegalPage
      title="tos.title"
      intro="tos.intro"
      sections={[
        { title: 'tos.bookings.title', body: 'tos.bookings.body' },
        { title: 'tos.prices.title', body: 'tos.prices.body' },
        { title: 'tos.protections.title', body: 'tos.protections.body' },
        { title: 'tos.promotions.title', body: 'tos.promotions.body' },
      ]}
    />
  );
}
