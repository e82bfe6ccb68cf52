import { useIntl } from 'react-intl';
import { postTravelAppEvent } from '../../native-bridge/native-bridge';
import { Button } from '../../ui/button';

/**
 * In the app, the person's account is the app's own screen, not the portal's profile page: the
 * button asks the app to open it (`navigateToNativeFeature`, `feature: 'account'`).
 */
export function NativeAccountLink() {
  const intl = useIntl();
  return (
    <section className="wf-native-account" aria-labelledby="native-account-title">
      <div>
        <h2 id="native-account-title">{intl.formatMessage({ id: 'travelApp.account.title' })}</h2>
        <p>{intl.formatMessage({ id: 'travelApp.account.body' })}</p>
      </div>
      <Button
        variant="secondary"
        onPress={() => postTravelAppEvent('navigateToNativeFeature', { feature: 'account' }, null)}
      >
        {intl.formatMessage({ id: 'travelApp.account.open' })}
      </Button>
    </section>
  );
}
