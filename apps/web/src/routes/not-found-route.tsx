import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** A real 404 inside the shell for every path that has no screen yet. */
export function Component() {
  const intl = useIntl();
  return (
    <section className="wf-page-narrow wf-not-found" aria-labelledby="not-found-title">
      <p className="wf-not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{intl.formatMessage({ id: 'notFound.title' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'notFound.body' })}</p>
      <Link to="/" className="wf-button" data-variant="primary">
        {intl.formatMessage({ id: 'common.goHome' })}
      </Link>
    </section>
  );
}
