import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { Button } from '../ui/button';
import { Notice } from '../ui/states';

/** Renders inside the shell when a route fails to load or throws while rendering. */
export function RouteErrorBoundary() {
  const intl = useIntl();
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <div className="wf-page-narrow">
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'routeError.title' })}
        action={
          <Button onPress={() => window.location.reload()}>
            {intl.formatMessage({ id: 'routeError.reload' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'routeError.body' })}</p>
      </Notice>
    </div>
  );
}
