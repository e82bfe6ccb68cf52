import { useIntl } from 'react-intl';
import { LoadingState } from '../ui/states';

/**
 * Shown while the first screen's code loads when that takes longer than the first render waits
 * for it (main.tsx; the router's HydrateFallback, on the route just inside the app shell): the shell itself (header, main landmark, footer) is already drawn,
 * and stays when the page arrives, with only this loader giving way to the page. The shell used
 * to be drawn by this fallback and then again by the page's route, so the header was built twice
 * and the first copy removed (issue 16: removing it was one of the first load's long tasks).
 */
export function StartupFallback() {
  const intl = useIntl();
  return <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />;
}
