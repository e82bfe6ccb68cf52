import { useIntl } from 'react-intl';
import { ROUTE_GROUPS } from '@wayfare/domain/price-model/features';
import { TRAINED_PRICE_BACKTEST } from '@wayfare/domain/price-model/trained-price-backtest';
import { PageTitle } from '../../components/page-title';
import './protection-terms.css';

const FIGURES = ['change', 'chance', 'band', 'backtest'] as const;
const WATCH = ['start', 'checks', 'alerts', 'stop'] as const;

/**
 * `/terms/price-prediction-price-watch` (issue 19): how the buy-or-wait advice is made, what its
 * figures mean, the current model's backtest by kind of trip (the figures the price prediction
 * shows, from the one generated source the model carries, domain/price-model), and how price
 * watch checks and alerts. The same in both tenants.
 */
export function PricePredictionTermsPage() {
  const intl = useIntl();
  const backtest = TRAINED_PRICE_BACKTEST;
  const travellers = ROUTE_GROUPS.reduce((sum, g) => sum + backtest.groups[g].travellers, 0);
  const percent = (value: number, digits: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits });
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={intl.formatMessage({ id: 'predictionTerms.title' })} />
      <h1>{intl.formatMessage({ id: 'predictionTerms.title' })}</h1>
      <p>{intl.formatMessage({ id: 'predictionTerms.intro' })}</p>
      <h2>{intl.formatMessage({ id: 'predictionTerms.method.title' })}</h2>
      <p>{intl.formatMessage({ id: 'predictionTerms.method.observe' })}</p>
      <p>{intl.formatMessage({ id: 'predictionTerms.method.model' })}</p>
      <p>{intl.formatMessage({ id: 'predictionTerms.method.advice' })}</p>
      <p>{intl.formatMessage({ id: 'predictionTerms.method.facts' })}</p>
      <h2>{intl.formatMessage({ id: 'predictionTerms.figures.title' })}</h2>
      <dl className="wf-card wf-protection-terms">
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{intl.formatMessage({ id: `predictionTerms.figures.${figure}.label` })}</dt>
            <dd>{intl.formatMessage({ id: `predictionTerms.figures.${figure}.value` })}</dd>
          </div>
        ))}
      </dl>
      <table className="wf-card wf-prediction-backtest">
        <caption>
          {intl.formatMessage(
            { id: 'predictionTerms.backtest.caption' },
            {
              travellers: intl.formatNumber(travellers),
              searches: intl.formatNumber(backtest.searches),
            },
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'predictionTerms.backtest.group' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'predictionTerms.backtest.saving' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'predictionTerms.backtest.noWorse' })}</th>
          </tr>
        </thead>
        <tbody>
          {ROUTE_GROUPS.map((group) => (
            <tr key={group}>
              <th scope="row">{intl.formatMessage({ id: `predictionTerms.group.${group}` })}</th>
              <td>{percent(backtest.groups[group].meanSavingPercent, 1)}</td>
              <td>{percent(backtest.groups[group].noWorsePercent, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{intl.formatMessage({ id: 'predictionTerms.limits' })}</p>
      <h2>{intl.formatMessage({ id: 'predictionTerms.watch.title' })}</h2>
      <ul>
        {WATCH.map((item) => (
          <li key={item}>{intl.formatMessage({ id: `predictionTerms.watch.${item}` })}</li>
        ))}
      </ul>
    </div>
  );
}
