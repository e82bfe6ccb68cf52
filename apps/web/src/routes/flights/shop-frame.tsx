import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import { PricePredictionPanel } from '../../features/price-prediction/price-prediction-panel';
import { formatIsoDate } from '../../format/format-dates';
import { selectSearchRequest } from '../../model/flight-search-params';
import { isSameStep, type ShopStepRef } from './shop-steps';

function stepLabel(
  intl: ReturnType<typeof useIntl>,
  step: ShopStepRef,
  tripType: FlightShopRequest['tripType'],
): string {
  if (step.step === 'ReviewItinerary')
    return intl.formatMessage({ id: 'flightShop.step.ReviewItinerary' });
  if (tripType === 'multi_city') {
    return intl.formatMessage(
      { id: 'flightShop.step.ChooseFlight' },
      { number: step.sliceIndex + 1 },
    );
  }
  return intl.formatMessage({ id: `flightShop.step.${step.step}` });
}

/** The flight a choose step is for, as its heading names it. */
export interface StepPlace {
  origin: string;
  destination: string;
  departureDate: string;
}

export interface ShopFrameProps {
  request: FlightShopRequest;
  steps: readonly ShopStepRef[];
  current: ShopStepRef;
  /**
   * Going back to a step already done (with its index in `steps`); absent while the search runs,
   * when the done steps show as done without being links.
   */
  onGoBack?: (step: ShopStepRef, index: number) => void;
  /** Beside the price prediction's advice (watch this trip, freeze this price). */
  predictionAction?: ReactNode;
  /** Between the prediction and the heading: the flights chosen before this step. */
  chosenFlights?: ReactNode;
  /** The results' own airports and date for the step, once they are in. */
  place?: StepPlace | null;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/**
 * The shop's frame: the steps, the price prediction and the step's heading, drawn from the URL
 * alone. It shows while the search runs, with the searching state inside it, and stays when the
 * answer arrives, so the page's heading is on screen at once and nothing above it moves
 * (issue 16: the largest text waited for the search answer).
 */
export function ShopFrame({
  request,
  steps,
  current,
  onGoBack,
  predictionAction,
  chosenFlights,
  place,
  headingRef,
  children,
}: ShopFrameProps) {
  const intl = useIntl();
  const currentIndex = steps.findIndex((step) => isSameStep(step, current));
  const sliceRequest =
    current.step === 'ReviewItinerary' ? null : request.slices[current.sliceIndex];
  const heading = place ?? sliceRequest;
  return (
    <>
      <nav className="wf-shop-steps" aria-label={intl.formatMessage({ id: 'flightShop.steps' })}>
        <ol>
          {steps.map((step, index) => {
            const isCurrent = index === currentIndex;
            const isDone = index < currentIndex;
            const content = (
              <>
                <span className="wf-step-number" aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                <span className="wf-step-text">{stepLabel(intl, step, request.tripType)}</span>
                {isDone ? (
                  <span className="wf-visually-hidden">
                    {' '}
                    ({intl.formatMessage({ id: 'flightShop.stepDone' })})
                  </span>
                ) : null}
              </>
            );
            return (
              <li key={index} data-state={isCurrent ? 'current' : isDone ? 'done' : 'upcoming'}>
                {isDone && onGoBack ? (
                  <button
                    type="button"
                    className="wf-step-link"
                    onClick={() => onGoBack(step, index)}
                  >
                    {content}
                  </button>
                ) : (
                  <span className="wf-step-label" aria-current={isCurrent ? 'step' : undefined}>
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      {current.step !== 'ReviewItinerary' && current.sliceIndex === 0 ? (
        <PricePredictionPanel request={selectSearchRequest(request)} action={predictionAction} />
      ) : null}

      {chosenFlights}

      <h2 ref={headingRef} tabIndex={-1} className="wf-step-heading">
        {current.step === 'ReviewItinerary'
          ? intl.formatMessage({ id: 'review.heading' })
          : intl.formatMessage(
              { id: 'flightShop.chooseHeading' },
              {
                origin: heading?.origin ?? '',
                destination: heading?.destination ?? '',
                date: formatIsoDate(intl, heading?.departureDate ?? ''),
              },
            )}
      </h2>

      {children}
    </>
  );
}
