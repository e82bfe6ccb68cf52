import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { TrackingCount, TrackingSummaryResponse } from '@wayfare/contracts/tracking';
import { trackingSummaryQueryOptions } from '../../api/admin-tracking-calls';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { EXPERIMENTS_TRACKING_EN } from '../../i18n/catalogues/experiments-tracking';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './tracking-route.css';

/** The window the view counts: the last day. */
const WINDOW_HOURS = 24;

type CountsKey = 'byName' | 'byEntrySource' | 'byUtmSource' | 'byTenant';
const SECTIONS: readonly { key: CountsKey; heading: string }[] = [
  { key: 'byName', heading: 'adminTracking.byName' },
  { key: 'byEntrySource', heading: 'adminTracking.byEntrySource' },
  { key: 'byUtmSource', heading: 'adminTracking.byUtmSource' },
  { key: 'byTenant', heading: 'adminTracking.byTenant' },
];

function CountsTable({
  id,
  heading,
  counts,
  describe,
}: {
  id: string;
  heading: string;
  counts: readonly TrackingCount[];
  describe: (value: string | null) => string;
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-stack wf-tracking-counts" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'adminTracking.value' })}</th>
            <th scope="col" className="wf-tracking-count">
              {intl.formatMessage({ id: 'adminTracking.count' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((row) => (
            <tr key={row.value ?? ''}>
              <th scope="row">{describe(row.value)}</th>
              <td className="wf-tracking-count">{intl.formatNumber(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Summary({ summary }: { summary: TrackingSummaryResponse }) {
  const intl = useIntl();
  if (summary.total === 0)
    return (
      <Notice title={intl.formatMessage({ id: 'adminTracking.empty.title' })}>
        <p>{intl.formatMessage({ id: 'adminTracking.empty.body' })}</p>
      </Notice>
    );
  const describe = (key: CountsKey) => (value: string | null) => {
    if (value === null) return intl.formatMessage({ id: 'adminTracking.none' });
    if (key === 'byTenant' && (value === 'capone' || value === 'capone-corporate'))
      return intl.formatMessage({ id: `adminTracking.tenant.${value}` });
    return value;
  };
  return (
    <>
      <p className="wf-lead">
        {intl.formatMessage(
          { id: 'adminTracking.total' },
          {
            count: summary.total,
            since: intl.formatDate(summary.since, { dateStyle: 'medium', timeStyle: 'short' }),
          },
        )}
      </p>
      <div className="wf-tracking-grid">
        {SECTIONS.map(({ key, heading }) => (
          <CountsTable
            key={key}
            id={`tracking-${key}`}
            heading={intl.formatMessage({ id: heading as 'adminTracking.byName' })}
            counts={summary[key]}
            describe={describe(key)}
          />
        ))}
      </div>
    </>
  );
}

function TrackingView() {
  const intl = useIntl();
  const summary = useQuery(trackingSummaryQueryOptions(WINDOW_HOURS));
  const title = intl.formatMessage({ id: 'adminTracking.title' });
  return (
    <section className="wf-page wf-stack wf-tracking" aria-labelledby="tracking-title">
      <PageTitle title={title} />
      <div className="wf-row wf-tracking-head">
        <h1 id="tracking-title">{title}</h1>
        {summary.isSuccess ? (
          <Button onPress={() => void summary.refetch()} isDisabled={summary.isFetching}>
            {intl.formatMessage({ id: 'adminTracking.refresh' })}
          </Button>
        ) : null}
      </div>
      <p>{intl.formatMessage({ id: 'adminTracking.intro' })}</p>
      {summary.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'adminTracking.loading' })} />
      ) : summary.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'adminTracking.error' })}
          action={
            <Button onPress={() => void summary.refetch()}>
              {intl.formatMessage({ id: 'adminTracking.retry' })}
            </Button>
          }
        />
      ) : (
        <Summary summary={summary.data} />
      )}
    </section>
  );
}

/** /tracking on the admin host (an admin's): the last day's tracking events, counted (issue 24). */
export function Component() {
  return (
    <AreaMessages english={EXPERIMENTS_TRACKING_EN}>
      <TrackingView />
    </AreaMessages>
  );
}
