import { useIntl } from 'react-intl';
import type { CabinClass } from '@wayfare/contracts/flights';
import {
  CABIN_MULTIPLIERS,
  CO2_PER_KG_FUEL,
  correctDistanceKm,
  DEFAULT_LOAD_FACTOR,
  PASSENGER_FUEL_SHARE,
  TYPICAL_BAND_PERCENT,
} from '@wayfare/domain/flight-emissions';
import { TermsPageLayout } from './terms-page-layout';

const SOURCES = ['icao', 'desnz', 'eea'] as const;

/**
 * `/terms/co2-estimates` (issue 23): how a flight's CO₂ per passenger is estimated, in plain
 * words, with the factors read from the domain's one rule (`domain/flight-emissions.ts`) and the
 * published sources named (docs/co2-method.md has the whole method). The same in both tenants.
 */
export function Co2EstimatesTermsPage() {
  const intl = useIntl();
  const number = (value: number, digits = 2) =>
    intl.formatNumber(value, { maximumFractionDigits: digits });
  const percent = (value: number) =>
    intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const cabins = Object.keys(CABIN_MULTIPLIERS.wideBody) as CabinClass[];
  return (
    <TermsPageLayout
      title={intl.formatMessage({ id: 'co2Terms.title' })}
      intro={intl.formatMessage({ id: 'co2Terms.intro' })}
      rows={[
        {
          label: intl.formatMessage({ id: 'co2Terms.row.routing' }),
          value: intl.formatMessage(
            { id: 'co2Terms.row.routingValue' },
            {
              short: number(correctDistanceKm(0)),
              medium: number(correctDistanceKm(1000) - 1000),
              long: number(correctDistanceKm(10_000) - 10_000),
            },
          ),
        },
        {
          label: intl.formatMessage({ id: 'co2Terms.row.fuel' }),
          value: intl.formatMessage(
            { id: 'co2Terms.row.fuelValue' },
            { kg: number(CO2_PER_KG_FUEL) },
          ),
        },
        {
          label: intl.formatMessage({ id: 'co2Terms.row.passengers' }),
          value: percent(PASSENGER_FUEL_SHARE),
        },
        {
          label: intl.formatMessage({ id: 'co2Terms.row.loadFactor' }),
          value: percent(DEFAULT_LOAD_FACTOR),
        },
        {
          label: intl.formatMessage({ id: 'co2Terms.row.typical' }),
          value: intl.formatMessage(
            { id: 'co2Terms.row.typicalValue' },
            { band: percent(TYPICAL_BAND_PERCENT / 100) },
          ),
        },
      ]}
      sections={[
        {
          title: intl.formatMessage({ id: 'co2Terms.method.title' }),
          ordered: true,
          items: (['distance', 'aircraft', 'fuel', 'share', 'cabin', 'sum'] as const).map((step) =>
            intl.formatMessage({ id: `co2Terms.method.${step}` }),
          ),
        },
        {
          title: intl.formatMessage({ id: 'co2Terms.cabins.title' }),
          items: cabins.map((cabin) =>
            intl.formatMessage(
              { id: 'co2Terms.cabins.item' },
              {
                cabin: intl.formatMessage({ id: `cabin.${cabin}` }),
                narrow: number(CABIN_MULTIPLIERS.narrowBody[cabin], 1),
                wide: number(CABIN_MULTIPLIERS.wideBody[cabin], 1),
              },
            ),
          ),
        },
        {
          title: intl.formatMessage({ id: 'co2Terms.sources.title' }),
          items: SOURCES.map((source) => intl.formatMessage({ id: `co2Terms.sources.${source}` })),
        },
        {
          title: intl.formatMessage({ id: 'co2Terms.limits.title' }),
          body: intl.formatMessage({ id: 'co2Terms.limits.body' }),
        },
      ]}
    />
  );
}
