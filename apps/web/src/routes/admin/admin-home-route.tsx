import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import { PageTitle } from '../../components/page-title';

/** The admin host's landing page. */
export function Component() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.title' });
  return (
    <section className="wf-page-narrow wf-card wf-stack" aria-labelledby="admin-title">
      <PageTitle title={title} />
      <h1 id="admin-title">{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'admin.intro' })}</p>
      <div>
        <Link to={ROUTE_PATHS.onboarding} className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'admin.onboardingLink' })}
        </Link>
      </div>
    </section>
  );
}
