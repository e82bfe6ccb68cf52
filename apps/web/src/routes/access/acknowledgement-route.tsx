import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { CURRENT_TERMS_VERSION } from '@wayfare/contracts/business';
import { isApiError } from '../../api/api-error';
import { ROUTE_PATHS } from '../../api/access-rules';
import { saveAuthRedirect } from '../../api/auth-redirect';
import { postAcknowledgement } from '../../api/business-calls';
import { userInfoQueryOptions } from '../../api/session-calls';
import { BusinessTermsList } from '../../features/onboarding/business-terms-list';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { ErrorModal } from '../../ui/error-modal';
import { formatTermsVersion } from '../../features/onboarding/terms-version';

/** /acknowledgement/ (40106): accept the business travel terms, then go home. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAccepted, setIsAccepted] = useState(false);
  const acknowledge = useMutation({
    mutationFn: () => postAcknowledgement({ termsVersion: CURRENT_TERMS_VERSION, accepted: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      await navigate(ROUTE_PATHS.home, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        saveAuthRedirect(ROUTE_PATHS.acknowledgement);
        void navigate(ROUTE_PATHS.invalidSession, { replace: true });
      }
    },
  });
  const failure = acknowledge.error;
  const showsFailure = failure !== null && !(isApiError(failure) && failure.status === 401);
  const title = intl.formatMessage({ id: 'ack.title' });

  return (
    <section className="wf-page-narrow wf-card wf-stack" aria-labelledby="ack-title">
      <PageTitle title={title} />
      <div>
        <h1 id="ack-title">{title}</h1>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'ack.version' },
            { version: formatTermsVersion(intl, CURRENT_TERMS_VERSION) },
          )}
        </p>
      </div>
      <p className="wf-lead">{intl.formatMessage({ id: 'ack.intro' })}</p>
      <BusinessTermsList />
      <form
        className="wf-stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (isAccepted && !acknowledge.isPending) acknowledge.mutate();
        }}
      >
        <Checkbox isSelected={isAccepted} onChange={setIsAccepted}>
          {intl.formatMessage({ id: 'ack.checkbox' })}
        </Checkbox>
        <div>
          <Button type="submit" isDisabled={!isAccepted} isPending={acknowledge.isPending}>
            {intl.formatMessage({ id: acknowledge.isPending ? 'ack.saving' : 'ack.continue' })}
          </Button>
        </div>
      </form>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'access.signOutHint' })}{' '}
        <Link to={ROUTE_PATHS.endSession}>{intl.formatMessage({ id: 'account.signOut' })}</Link>
      </p>
      <ErrorModal
        isOpen={showsFailure}
        message={
          isApiError(failure) && failure.status !== 0
            ? failure.message
            : intl.formatMessage({ id: 'error.network' })
        }
        referenceId={isApiError(failure) ? failure.referenceId : null}
        onSubmit={() => acknowledge.reset()}
      />
    </section>
  );
}
