import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  preferenceMetadataQueryOptions,
  preferencesQueryOptions,
} from '../../api/preference-calls';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { PreferencesForm } from './preferences-form';
import './preferences.css';

/** The profile's travel preferences: the saved ones and the form's choices, then the form. */
export function PreferencesSection({ userId }: { userId: string }) {
  const intl = useIntl();
  const preferences = useQuery(preferencesQueryOptions(userId));
  const metadata = useQuery(preferenceMetadataQueryOptions());
  if (preferences.isPending || metadata.isPending) {
    return <LoadingState label={intl.formatMessage({ id: 'preferences.loading' })} />;
  }
  if (preferences.isError || metadata.isError) {
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'preferences.loadError' })}
        action={
          <Button
            onPress={() => {
              void preferences.refetch();
              void metadata.refetch();
            }}
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  }
  return (
    <PreferencesForm userId={userId} preferences={preferences.data} metadata={metadata.data} />
  );
}
