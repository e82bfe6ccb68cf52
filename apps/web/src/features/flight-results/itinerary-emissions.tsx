import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ItineraryEmissions } from '@wayfare/contracts/flight-shop';
import { classifyEmissions } from '@wayfare/domain/flight-emissions';

/** Whole kilograms, as the line and the explanation say them. */
export function formatCo2Kg(intl: ReturnType<typeof useIntl>, grams: number): string {
  return intl.formatNumber(Math.round(grams / 1000), { maximumFractionDigits: 0 });
}

/**
 * Issue 23: an itinerary's CO₂ per passenger (the shop service's estimate), a badge against the
 * route's typical (lower / typical / higher, `domain/flight-emissions.ts` `classifyEmissions`) and
 * a disclosure saying in plain words how it is estimated, with a link to the method's page.
 */
export function ItineraryEmissionsLine({ emissions }: { emissions: ItineraryEmissions }) {
  const intl = useIntl();
  const level = classifyEmissions(emissions.differencePercent);
  const kg = formatCo2Kg(intl, emissions.gramsPerPassenger);
  const difference = intl.formatNumber(emissions.differencePercent / 100, {
    style: 'percent',
    signDisplay: 'exceptZero',
  });
  return (
    <div className="wf-emissions" data-testid="itinerary-emissions" data-level={level}>
      <p className="wf-emissions-figure">
        <span className="wf-emissions-kg">
          {intl.formatMessage({ id: 'emissions.perPassenger' }, { kg })}
        </span>{' '}
        <span className="wf-emissions-badge" data-level={level}>
          {intl.formatMessage({ id: `emissions.level.${level}` })}
          {emissions.differencePercent !== 0 ? (
            <> · {intl.formatMessage({ id: 'emissions.vsTypical' }, { difference })}</>
          ) : null}
        </span>
      </p>
      <details className="wf-emissions-details">
        <summary>{intl.formatMessage({ id: 'emissions.explainSummary' })}</summary>
        <p>
          {intl.formatMessage(
            { id: 'emissions.explain' },
            {
              cabin: intl.formatMessage({ id: `cabin.${emissions.cabinClass}` }),
              typical: formatCo2Kg(intl, emissions.typicalGramsPerPassenger),
            },
          )}
        </p>
        <p>
          <Link to="/terms/co2-estimates">
            {intl.formatMessage({ id: 'emissions.methodLink' })}
          </Link>
        </p>
      </details>
    </div>
  );
}
