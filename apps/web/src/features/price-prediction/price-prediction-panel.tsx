import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { PricePrediction } from '@wayfare/contracts/flight-shop';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import { formatMoney, selectMinorUnitsPerMajor } from '@wayfare/domain/money-format';
import { pricePredictionQueryOptions } from '../../api/flights-calls';
import { LoadingState } from '../../ui/states';
import { useGate } from '../../session/use-experiments';
import {
  buildAreaPath,
  buildLinePath,
  buildPriceChart,
  toDayNumber,
  toIsoDate,
} from './chart-geometry';

/** The chart's own units; the SVG scales to its column without distorting its labels. */
const CHART_BOX = { width: 360, height: 150, left: 52, right: 12, top: 10, bottom: 24 };

function formatWhole(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, { precision: 'whole' });
}

/** A calendar day in the reader's language: "Nov 26", "26 nov.". */
function formatDay(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate}T12:00:00Z`, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

interface PriceHistoryChartProps {
  history: PricePrediction['history'];
  forecast: PricePrediction['forecast'];
}

/**
 * The lowest price per day and, dashed, the lowest expected on each coming day inside its likely
 * range (shaded), with a date axis and a price axis in the reader's formats. Screen readers get a
 * summary, and everyone can open the same figures as a table.
 */
function PriceHistoryChart({ history, forecast }: PriceHistoryChartProps) {
  const intl = useIntl();
  const titleId = useId();
  const [isTableOpen, setIsTableOpen] = useState(false);
  const first = history[0];
  const last = history[history.length - 1];
  const currency = last?.lowest.currency ?? 'USD';
  const chart = buildPriceChart(
    history.map((p) => ({ day: toDayNumber(p.observedOn), amountMinor: p.lowest.amountMinor })),
    forecast.map((p) => ({ day: toDayNumber(p.expectedOn), amountMinor: p.lowest.amountMinor })),
    CHART_BOX,
    selectMinorUnitsPerMajor(currency),
    forecast.map((p) => ({
      day: toDayNumber(p.expectedOn),
      lowMinor: p.low.amountMinor,
      highMinor: p.high.amountMinor,
    })),
  );
  if (!first || !last || !chart) return null;
  const lowest = history.reduce((low, p) =>
    p.lowest.amountMinor < low.lowest.amountMinor ? p : low,
  );
  const highest = history.reduce((high, p) =>
    p.lowest.amountMinor > high.lowest.amountMinor ? p : high,
  );
  const expected = forecast[forecast.length - 1];
  const summary = [
    intl.formatMessage(
      { id: 'prediction.chartSummary' },
      {
        firstDate: formatDay(intl, first.observedOn),
        lastDate: formatDay(intl, last.observedOn),
        first: formatWhole(intl, first.lowest),
        last: formatWhole(intl, last.lowest),
        min: formatWhole(intl, lowest.lowest),
        max: formatWhole(intl, highest.lowest),
      },
    ),
    expected
      ? intl.formatMessage(
          { id: 'prediction.forecastSummary' },
          {
            date: formatDay(intl, expected.expectedOn),
            price: formatWhole(intl, expected.lowest),
            low: formatWhole(intl, expected.low),
            high: formatWhole(intl, expected.high),
          },
        )
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lastPoint = chart.history[chart.history.length - 1];
  const { plot } = chart;
  return (
    <figure className="wf-prediction-chart">
      <svg
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{summary}</title>
        {chart.yTicks.map((tick) => (
          <g key={tick.amountMinor}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
              className="wf-chart-grid"
            />
            <text x={plot.left - 6} y={tick.y} className="wf-chart-label" textAnchor="end">
              {formatWhole(intl, { amountMinor: tick.amountMinor, currency })}
            </text>
          </g>
        ))}
        <line
          x1={plot.left}
          x2={plot.right}
          y1={plot.bottom}
          y2={plot.bottom}
          className="wf-chart-axis"
        />
        {chart.xTicks.map((tick, index) => (
          <text
            key={tick.day}
            x={tick.x}
            y={CHART_BOX.height - 6}
            className="wf-chart-label"
            textAnchor={
              index === 0 ? 'start' : index === chart.xTicks.length - 1 ? 'end' : 'middle'
            }
          >
            {formatDay(intl, toIsoDate(tick.day))}
          </text>
        ))}
        {chart.band.length > 2 ? (
          <path d={buildAreaPath(chart.band)} className="wf-chart-band" />
        ) : null}
        <path d={buildLinePath(chart.history)} className="wf-chart-line" />
        {chart.forecast.length > 1 ? (
          <path d={buildLinePath(chart.forecast)} className="wf-chart-forecast" />
        ) : null}
        {lastPoint ? (
          <circle cx={lastPoint.x} cy={lastPoint.y} r={4} className="wf-chart-dot" />
        ) : null}
      </svg>
      <figcaption className="wf-prediction-caption">
        <span className="wf-chart-key" data-series="history">
          {intl.formatMessage({ id: 'prediction.chartLabel' })}
        </span>
        {forecast.length > 1 ? (
          <>
            <span className="wf-chart-key" data-series="forecast">
              {intl.formatMessage({ id: 'prediction.forecastLabel' })}
            </span>
            <span className="wf-chart-key" data-series="band">
              {intl.formatMessage({ id: 'prediction.bandLabel' })}
            </span>
          </>
        ) : null}
      </figcaption>
      {/* The table's rows (one a day) are built when it is opened: closed, nobody sees them, and
          formatting them all cost the results page's first render a long task (issue 16). */}
      <details
        className="wf-prediction-table"
        onToggle={(event) => setIsTableOpen(event.currentTarget.open)}
      >
        <summary>{intl.formatMessage({ id: 'prediction.showTable' })}</summary>
        {isTableOpen ? (
          <table>
            <caption className="wf-visually-hidden">
              {intl.formatMessage({ id: 'prediction.chartLabel' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'prediction.table.date' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'prediction.table.price' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'prediction.table.range' })}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((point) => (
                <tr key={point.observedOn}>
                  <th scope="row">{formatDay(intl, point.observedOn)}</th>
                  <td>{formatWhole(intl, point.lowest)}</td>
                  <td />
                </tr>
              ))}
              {forecast.slice(1).map((point) => (
                <tr key={point.expectedOn}>
                  <th scope="row">
                    {intl.formatMessage(
                      { id: 'prediction.table.expected' },
                      { date: formatDay(intl, point.expectedOn) },
                    )}
                  </th>
                  <td>{formatWhole(intl, point.lowest)}</td>
                  <td>
                    {intl.formatMessage(
                      { id: 'prediction.table.rangeValue' },
                      { low: formatWhole(intl, point.low), high: formatWhole(intl, point.high) },
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </details>
    </figure>
  );
}

/**
 * PricePrediction (spec §2 step): buy or wait, the current lowest price, why, the expected change
 * of waiting and the chance it costs more, the chart of past prices and the forecast band, and how
 * the advice did in backtests on similar trips, all from the one answer (one model scoring gives
 * the advice, the figures and the band), with a link to how it works.
 * On a narrow screen it shows the advice and the price, and opens the rest on request.
 */
export function PricePredictionPanel({
  request,
  action,
}: {
  request: FlightSearchRequest;
  /** What the page offers beside the advice (the route's "Watch this trip", "Freeze this price"). */
  action?: ReactNode;
}) {
  const intl = useIntl();
  const detailsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const prediction = useQuery(pricePredictionQueryOptions(request));
  // The chart is a product gate (issue 24): the advice and its figures show either way.
  const showChart = useGate('price-prediction-chart');
  const heading = intl.formatMessage({ id: 'prediction.heading' });
  // The page's actions show in every state, and the loading state holds the advice's place
  // (issue 16), so neither the prediction nor the actions push the results down as they arrive.
  const actions = action ? <div className="wf-prediction-actions">{action}</div> : null;
  if (prediction.isPending) {
    return (
      <section className="wf-card wf-prediction" aria-label={heading}>
        <div className="wf-prediction-pending">
          <LoadingState label={intl.formatMessage({ id: 'prediction.loading' })} />
        </div>
        {actions}
      </section>
    );
  }
  if (prediction.isError) {
    return (
      <section className="wf-card wf-prediction" aria-label={heading}>
        <p className="wf-prediction-note">{intl.formatMessage({ id: 'prediction.error' })}</p>
        {actions}
      </section>
    );
  }
  const data = prediction.data;
  return (
    <section
      className="wf-card wf-prediction"
      aria-labelledby="price-prediction-title"
      data-expanded={isExpanded || undefined}
    >
      <div className="wf-prediction-summary">
        <div className="wf-prediction-head">
          <h2 id="price-prediction-title">{heading}</h2>
          <span className="wf-prediction-badge" data-recommendation={data.recommendation}>
            {intl.formatMessage({ id: `prediction.${data.recommendation}` })}
          </span>
        </div>
        <div className="wf-prediction-lowest-row">
          {data.currentLowest ? (
            <p className="wf-prediction-lowest">
              {intl.formatMessage(
                { id: 'prediction.currentLowest' },
                { price: formatWhole(intl, data.currentLowest) },
              )}
            </p>
          ) : null}
          <button
            type="button"
            className="wf-link-button wf-prediction-toggle"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={() => setIsExpanded((open) => !open)}
          >
            {intl.formatMessage({ id: isExpanded ? 'prediction.less' : 'prediction.more' })}
          </button>
        </div>
      </div>
      <div id={detailsId} className="wf-prediction-details">
        <div className="wf-prediction-text">
          <p>{intl.formatMessage({ id: `prediction.reason.${data.reason}` })}</p>
          {data.expectedChangePercent !== null ? (
            <p className="wf-prediction-figure">
              {intl.formatMessage(
                { id: 'prediction.expectedChange' },
                {
                  percent: intl.formatNumber(data.expectedChangePercent / 100, {
                    style: 'percent',
                    signDisplay: 'exceptZero',
                    maximumFractionDigits: 1,
                  }),
                },
              )}
            </p>
          ) : null}
          {data.chanceOfRisePercent !== null ? (
            <p className="wf-prediction-figure">
              {intl.formatMessage(
                { id: 'prediction.riseChance' },
                {
                  percent: intl.formatNumber(data.chanceOfRisePercent / 100, { style: 'percent' }),
                },
              )}
            </p>
          ) : null}
          <p className="wf-prediction-note">
            {intl.formatMessage(
              { id: 'prediction.observations' },
              { count: data.observationCount },
            )}
          </p>
          {data.backtest ? (
            <p className="wf-prediction-note">
              {intl.formatMessage(
                { id: 'prediction.backtest' },
                {
                  saving: intl.formatNumber(data.backtest.meanSavingPercent / 100, {
                    style: 'percent',
                    maximumFractionDigits: 1,
                  }),
                  group: intl.formatMessage({ id: `prediction.group.${data.routeGroup}` }),
                  travellers: intl.formatNumber(data.backtest.travellers),
                  noWorse: intl.formatNumber(data.backtest.noWorsePercent / 100, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                },
              )}
            </p>
          ) : null}
          <p className="wf-prediction-note">
            <Link to="/terms/price-prediction-price-watch">
              {intl.formatMessage({ id: 'prediction.howItWorks' })}
            </Link>
          </p>
        </div>
        {showChart ? <PriceHistoryChart history={data.history} forecast={data.forecast} /> : null}
      </div>
      {actions}
    </section>
  );
}
