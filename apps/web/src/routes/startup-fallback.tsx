import { useIntl } from 'react-intl';
import { AppHeader } from '../features/shell/app-header';
import { readWebviewMode } from '../native-bridge/webview-mode';
import { LoadingState } from '../ui/states';

/**
 * Shown for the moment the first screen's code loads (the router's HydrateFallback): the shell's
 * own header and a loader, so the page never flashes blank or unbranded and the header does not
 * change size when the app arrives. A phone app's webview has no site header (webview mode).
 */
export function StartupFallback() {
  const intl = useIntl();
  return (
    <>
      {readWebviewMode(window.location) ? null : <AppHeader />}
      <main className="wf-main">
        <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
      </main>
    </>
  );
}
