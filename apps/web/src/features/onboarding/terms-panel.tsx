import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { OnboardingState } from '@wayfare/contracts/business';
import { isApiError } from '../../api/api-error';
import { businessQueryOptions, postAcknowledgement } from '../../api/business-calls';
import { Button } from '../../ui/button';
import { formatTermsVersion } from './terms-version';
import { BusinessTermsList } from './business-terms-list';
import { Checkbox } from '../../ui/checkbox';
import { ErrorModal } from '../../ui/error-modal';

/** The admin accepts the business travel terms (the 40106 acknowledgement) as an onboarding step. */
export function TermsPanel({ business }: { business: OnboardingState }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [isAccepted, setIsAccepted] = useState(false);
  const accept = useMutation({
    mutationFn: () => postAcknowledgement({ termsVersion: business.termsVersion, accepted: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessQueryOptions().queryKey }),
  });
  const failure = accept.error;
  return (
    <section className="wf-card wf-stack" aria-labelledby="terms-title">
      <h2 id="terms-title">{intl.formatMessage({ id: 'onboarding.terms.title' })}</h2>
      {business.termsAccepted ? (
        <p role="status" className="wf-success-text">
          {intl.formatMessage(
            { id: 'onboarding.terms.accepted' },
            { version: formatTermsVersion(intl, business.termsVersion) },
          )}
        </p>
      ) : (
        <>
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'onboarding.terms.help' })}
          </p>
          <BusinessTermsList />
          <form
            className="wf-stack"
            onSubmit={(event) => {
              event.preventDefault();
              if (isAccepted && !accept.isPending) accept.mutate();
            }}
          >
            <Checkbox isSelected={isAccepted} onChange={setIsAccepted}>
              {intl.formatMessage({ id: 'ack.checkbox' })}
            </Checkbox>
            <div>
              <Button type="submit" isDisabled={!isAccepted} isPending={accept.isPending}>
                {intl.formatMessage({ id: 'onboarding.terms.accept' })}
              </Button>
            </div>
          </form>
        </>
      )}
      <ErrorModal
        isOpen={failure !== null}
        message={
          isApiError(failure) && failure.status !== 0
            ? failure.message
            : intl.formatMessage({ id: 'error.network' })
        }
        referenceId={isApiError(failure) ? failure.referenceId : null}
        onSubmit={() => accept.reset()}
      />
    </section>
  );
}
