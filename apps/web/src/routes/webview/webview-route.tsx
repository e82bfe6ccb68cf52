import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS, writeStoredValue } from '../../api/storage-keys';
import { PageTitle } from '../../components/page-title';
import { markWebviewHandoff, noteHandoffWithoutToken } from '../../native-bridge/session-events';
import { LoadingState, Notice } from '../../ui/states';
import { readWebviewHandoff } from './webview-handoff';

/**
 * /webview/: store the app's session secret, then continue to `next` (bearer auth from here on).
 * Opening it starts webview mode (the shell's `readWebviewMode`), which lasts for the session.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [handoff] = useState(() =>
    readWebviewHandoff(window.location.hash, window.location.search),
  );
  // A session that ended in webview mode lands here; the app has heard sessionExpired already.
  const [sessionEnded] = useState(
    () => new URLSearchParams(window.location.search).get('sessionEnded') === 'true',
  );

  useEffect(() => {
    if (!handoff.token) {
      if (!sessionEnded) noteHandoffWithoutToken();
      return;
    }
    writeStoredValue(STORAGE_KEYS.sessionSecret, handoff.token);
    // The app hears sessionInitialized once the portal reads the session this token opens.
    markWebviewHandoff();
    queryClient.clear();
    void navigate(handoff.next, { replace: true });
  }, [handoff, navigate, queryClient, sessionEnded]);

  if (handoff.token) return <LoadingState label={intl.formatMessage({ id: 'webview.loading' })} />;
  if (sessionEnded) {
    const ended = intl.formatMessage({ id: 'webview.sessionEnded.title' });
    return (
      <div className="wf-page-narrow">
        <PageTitle title={ended} />
        <Notice headingLevel={1} title={ended}>
          <p>{intl.formatMessage({ id: 'webview.sessionEnded.body' })}</p>
        </Notice>
      </div>
    );
  }
  const title = intl.formatMessage({ id: 'webview.missingToken.title' });
  return (
    <div className="wf-page-narrow">
      <PageTitle title={title} />
      <Notice tone="error" headingLevel={1} title={title}>
        <p>{intl.formatMessage({ id: 'webview.missingToken.body' })}</p>
      </Notice>
    </div>
  );
}
