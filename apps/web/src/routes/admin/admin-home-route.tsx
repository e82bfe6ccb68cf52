import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { EXPERIMENTS_TRACKING_EN } from '../../i18n/catalogues/experiments-tracking';

/** The tracking view (issue 24), inside its messages' area. */
function TrackingLink() {
  const intl = useIntl();
  return (
    <Link to={ROUTE_PATHS.adminTracking} className="wf-button" data-variant="secondary">
      {intl.formatMessage({ id: 'adminTracking.link' })}
    </Link>
  );
}

/** The admin host's landing page. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.title' });
  return (
    <section className="wf-page-narrow wf-card wf-stack" aria-labelledby="admin-title">
      <PageTitle title={title} />
      <h1 id="admin-title">{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'admin.intro' })}</p>
      <div className="wf-row">
        <Link to={ROUTE_PATHS.onboarding} className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'admin.onboardingLink' })}
        </Link>
        <AreaMessages english={EXPERIMENTS_TRACKING_EN}>
          <TrackingLink />
        </AreaMessages>
      </div>
    </section>
  );
}
