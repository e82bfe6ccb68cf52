import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PricePrediction } from '@wayfare/contracts/flight-shop';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import { roundFareForDisplay } from '@wayfare/domain/display-rules';
import { pricePredictionQueryOptions } from '../../api/flights-calls';
import { LoadingState } from '../../ui/states';
import { buildLinePath, scaleSeries } from './chart-geometry';

const CHART_BOX = { width: 320, height: 96, padding: 8 };

function formatWhole(intl: ReturnType<typeof useIntl>, money: Money): string {
  const { amount, currency } = roundFareForDisplay(money);
  return intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0 });
}

function formatDay(intl: ReturnType<typeof useIntl>, isoDate: string): string {
  return intl.formatDate(`${isoDate}T12:00:00Z`, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A hand-drawn line of the lowest observed price per day, with its text alternative. */
function PriceHistoryChart({ history }: { history: PricePrediction['history'] }) {
  const intl = useIntl();
  const titleId = useId();
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last || history.length < 2) return null;
  const amounts = history.map((point) => point.lowest.amountMinor);
  const points = scaleSeries(amounts, CHART_BOX);
  const lowest = history.reduce(
    (low, p) => (p.lowest.amountMinor < low.lowest.amountMinor ? p : low),
    first,
  );
  const highest = history.reduce(
    (high, p) => (p.lowest.amountMinor > high.lowest.amountMinor ? p : high),
    first,
  );
  const lastPoint = points[points.length - 1];
  const summary = intl.formatMessage(
    { id: 'prediction.chartSummary' },
    {
      firstDate: formatDay(intl, first.observedOn),
      lastDate: formatDay(intl, last.observedOn),
      first: formatWhole(intl, first.lowest),
      last: formatWhole(intl, last.lowest),
      min: formatWhole(intl, lowest.lowest),
      max: formatWhole(intl, highest.lowest),
    },
  );
  return (
    <figure className="wf-prediction-chart">
      <svg
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{summary}</title>
        <line
          x1={CHART_BOX.padding}
          x2={CHART_BOX.width - CHART_BOX.padding}
          y1={CHART_BOX.height - CHART_BOX.padding}
          y2={CHART_BOX.height - CHART_BOX.padding}
          className="wf-chart-axis"
        />
        <path
          d={buildLinePath(points)}
          className="wf-chart-line"
          vectorEffect="non-scaling-stroke"
        />
        {lastPoint ? (
          <circle cx={lastPoint.x} cy={lastPoint.y} r={4} className="wf-chart-dot" />
        ) : null}
      </svg>
      <figcaption className="wf-prediction-caption">
        {intl.formatMessage({ id: 'prediction.chartLabel' })}: {formatDay(intl, first.observedOn)} –{' '}
        {formatDay(intl, last.observedOn)}
      </figcaption>
    </figure>
  );
}

/** PricePrediction (spec §2 step): buy or wait, the current lowest price, its history and why. */
export function PricePredictionPanel({ request }: { request: FlightSearchRequest }) {
  const intl = useIntl();
  const prediction = useQuery(pricePredictionQueryOptions(request));
  const heading = intl.formatMessage({ id: 'prediction.heading' });
  if (prediction.isPending) {
    return (
      <section className="wf-card wf-prediction" aria-label={heading}>
        <LoadingState label={intl.formatMessage({ id: 'prediction.loading' })} />
      </section>
    );
  }
  if (prediction.isError) {
    return (
      <section className="wf-card wf-prediction" aria-label={heading}>
        <p className="wf-prediction-note">{intl.formatMessage({ id: 'prediction.error' })}</p>
      </section>
    );
  }
  const data = prediction.data;
  return (
    <section className="wf-card wf-prediction" aria-labelledby="price-prediction-title">
      <div className="wf-prediction-text">
        <div className="wf-prediction-head">
          <h2 id="price-prediction-title">{heading}</h2>
          <span className="wf-prediction-badge" data-recommendation={data.recommendation}>
            {intl.formatMessage({ id: `prediction.${data.recommendation}` })}
          </span>
        </div>
        {data.currentLowest ? (
          <p className="wf-prediction-lowest">
            {intl.formatMessage(
              { id: 'prediction.currentLowest' },
              { price: formatWhole(intl, data.currentLowest) },
            )}
          </p>
        ) : null}
        <p>{intl.formatMessage({ id: `prediction.reason.${data.reason}` })}</p>
        {data.expectedChangePercent !== null && data.reason !== 'NotEnoughHistory' ? (
          <p className="wf-prediction-note">
            {intl.formatMessage(
              { id: 'prediction.expectedChange' },
              {
                percent: intl.formatNumber(data.expectedChangePercent, {
                  signDisplay: 'exceptZero',
                }),
              },
            )}
          </p>
        ) : null}
        <p className="wf-prediction-note">
          {intl.formatMessage({ id: 'prediction.observations' }, { count: data.observationCount })}
        </p>
      </div>
      <PriceHistoryChart history={data.history} />
    </section>
  );
}
