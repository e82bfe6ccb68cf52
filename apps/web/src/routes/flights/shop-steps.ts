import type { FlightTripType } from '@wayfare/contracts/flights';

/** Spec §2 flight shop steps; PricePrediction shows at the top of ChooseDeparture, FareDetails as a dialog. */
export type FlightShopStep =
  'PricePrediction' | 'ChooseDeparture' | 'ChooseReturn' | 'ReviewItinerary' | 'FareDetails';

export type ShopStepRef =
  { step: 'ChooseDeparture' | 'ChooseReturn'; sliceIndex: number } | { step: 'ReviewItinerary' };

/** Shop parameters, added to the search parameters: `step`, `slice` (multi-city), `fares`, `fareDetails`. */
export const SHOP_PARAM_KEYS = ['step', 'slice', 'fares', 'fareDetails'] as const;

/** One choose step per slice (departure, return, or each multi-city flight), then the review. */
export function listShopSteps(tripType: FlightTripType, sliceCount: number): ShopStepRef[] {
  const choose: ShopStepRef[] = Array.from({ length: sliceCount }, (_, sliceIndex) => ({
    step: tripType === 'round_trip' && sliceIndex === 1 ? 'ChooseReturn' : 'ChooseDeparture',
    sliceIndex,
  }));
  return [...choose, { step: 'ReviewItinerary' }];
}

export function isSameStep(a: ShopStepRef, b: ShopStepRef): boolean {
  if (a.step === 'ReviewItinerary' || b.step === 'ReviewItinerary') return a.step === b.step;
  return a.sliceIndex === b.sliceIndex;
}

export interface ShopState {
  current: ShopStepRef;
  /** Fare ids chosen so far, one per slice in order. */
  chosenFareIds: string[];
  fareDetailsId: string | null;
}

/**
 * Reads the step from the URL. A step can only be reached with a fare chosen for every slice
 * before it, so a hand-edited or stale URL falls back to the first slice still to choose.
 */
export function parseShopState(
  params: URLSearchParams,
  tripType: FlightTripType,
  sliceCount: number,
): ShopState {
  const chosenFareIds = (params.get('fares') ?? '')
    .split(',')
    .filter((id) => id.length > 0)
    .slice(0, sliceCount);
  const stepParam = params.get('step');
  const sliceParam = Number(params.get('slice') ?? '');
  const requested: ShopStepRef =
    stepParam === 'ReviewItinerary'
      ? { step: 'ReviewItinerary' }
      : stepParam === 'ChooseReturn'
        ? { step: 'ChooseReturn', sliceIndex: 1 }
        : {
            step: 'ChooseDeparture',
            sliceIndex: Number.isInteger(sliceParam) && sliceParam > 0 ? sliceParam : 0,
          };
  const steps = listShopSteps(tripType, sliceCount);
  const requestedIndex =
    requested.step === 'ReviewItinerary' ? sliceCount : Math.min(requested.sliceIndex, sliceCount);
  const reachable = Math.min(requestedIndex, chosenFareIds.length);
  const current = steps[reachable] ?? steps[0] ?? { step: 'ReviewItinerary' };
  return {
    current,
    chosenFareIds: chosenFareIds.slice(
      0,
      current.step === 'ReviewItinerary' ? sliceCount : reachable,
    ),
    fareDetailsId: params.get('fareDetails'),
  };
}

/** The URL parameters for a step, keeping the search parameters. */
export function buildShopParams(
  params: URLSearchParams,
  step: ShopStepRef,
  chosenFareIds: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SHOP_PARAM_KEYS) next.delete(key);
  next.set('step', step.step);
  if (step.step !== 'ReviewItinerary' && step.step === 'ChooseDeparture' && step.sliceIndex > 0) {
    next.set('slice', String(step.sliceIndex));
  }
  if (chosenFareIds.length > 0) next.set('fares', chosenFareIds.join(','));
  return next;
}
