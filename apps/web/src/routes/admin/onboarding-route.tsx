import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { BusinessProfile } from '@wayfare/contracts/business';
import type { ApiError } from '../../api/api-error';
import { isApiError } from '../../api/api-error';
import {
  businessQueryOptions,
  markBusinessLive,
  updateBusinessName,
} from '../../api/business-calls';
import { PageTitle } from '../../features/shell/page-title';
import { Button } from '../../ui/button';
import { ErrorModal } from '../../ui/error-modal';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import { validateBusinessName } from './business-name';

/** A validation failure the server tied to the name field is shown beside it, not in a modal. */
function isNameFieldError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.field === 'name' || error.field === undefined)
  );
}

function RenameForm({ business }: { business: BusinessProfile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [name, setName] = useState(business.name);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const rename = useMutation({
    mutationFn: (value: string) => updateBusinessName(value.trim()),
    onSuccess: (profile) => queryClient.setQueryData(businessQueryOptions().queryKey, profile),
  });
  const clientError = hasSubmitted ? validateBusinessName(name) : null;
  const fieldError = clientError
    ? intl.formatMessage({ id: clientError })
    : isNameFieldError(rename.error)
      ? rename.error.message
      : null;
  const unexpected = rename.error !== null && !isNameFieldError(rename.error) ? rename.error : null;

  return (
    <section className="wf-card wf-stack" aria-labelledby="rename-title">
      <h2 id="rename-title">{intl.formatMessage({ id: 'onboarding.renameTitle' })}</h2>
      <form
        className="wf-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasSubmitted(true);
          if (validateBusinessName(name) === null) rename.mutate(name);
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'onboarding.nameField' })}
          value={name}
          onChange={(value) => {
            setName(value);
            if (rename.isError || rename.isSuccess) rename.reset();
          }}
          errorMessage={fieldError}
          autoComplete="organization"
          isRequired
        />
        <div className="wf-row">
          <Button type="submit" variant="secondary" isPending={rename.isPending}>
            {intl.formatMessage({ id: rename.isPending ? 'onboarding.saving' : 'onboarding.save' })}
          </Button>
          <span role="status" className="wf-success-text">
            {rename.isSuccess ? intl.formatMessage({ id: 'onboarding.saved' }) : ''}
          </span>
        </div>
      </form>
      <ErrorModal
        isOpen={unexpected !== null}
        message={
          isApiError(unexpected) && unexpected.status !== 0
            ? unexpected.message
            : intl.formatMessage({ id: 'error.network' })
        }
        referenceId={isApiError(unexpected) ? unexpected.referenceId : null}
        onSubmit={() => rename.reset()}
      />
    </section>
  );
}

function GoLivePanel({ business }: { business: BusinessProfile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const goLive = useMutation({
    mutationFn: markBusinessLive,
    onSuccess: (profile) => queryClient.setQueryData(businessQueryOptions().queryKey, profile),
  });
  const failure = goLive.error;
  return (
    <section className="wf-card wf-stack" aria-labelledby="go-live-title">
      <h2 id="go-live-title">{intl.formatMessage({ id: 'onboarding.goLiveTitle' })}</h2>
      {business.isLive ? (
        <p role="status" className="wf-success-text">
          {intl.formatMessage({
            id: goLive.isSuccess ? 'onboarding.wentLive' : 'onboarding.isLive',
          })}
        </p>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'onboarding.goLiveHelp' })}</p>
          <div>
            <Button isPending={goLive.isPending} onPress={() => goLive.mutate()}>
              {intl.formatMessage({ id: 'onboarding.goLive' })}
            </Button>
          </div>
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
        onSubmit={() => goLive.reset()}
      />
    </section>
  );
}

/** /onboarding on the admin host: the business profile, rename, and go live. */
export function Component() {
  const intl = useIntl();
  const business = useQuery(businessQueryOptions());
  const title = intl.formatMessage({ id: 'onboarding.title' });
  return (
    <div className="wf-page-narrow wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {business.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'onboarding.loading' })} />
      ) : null}
      {business.isError ? (
        isApiError(business.error) &&
        (business.error.status === 401 || business.error.status === 403) ? (
          <LoadingState label={intl.formatMessage({ id: 'session.redirecting' })} />
        ) : (
          <Notice
            tone="error"
            title={intl.formatMessage({ id: 'onboarding.error' })}
            action={
              <Button onPress={() => void business.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            }
          />
        )
      ) : null}
      {business.data ? (
        <>
          <section className="wf-card" aria-labelledby="profile-title">
            <h2 id="profile-title" className="wf-profile-name">
              {business.data.name}
            </h2>
            <dl className="wf-facts">
              <div>
                <dt>{intl.formatMessage({ id: 'onboarding.status' })}</dt>
                <dd>
                  <span
                    className="wf-badge"
                    data-tone={business.data.isLive ? 'success' : 'neutral'}
                  >
                    {intl.formatMessage({
                      id: business.data.isLive ? 'onboarding.live' : 'onboarding.notLive',
                    })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'onboarding.employees' })}</dt>
                <dd>{intl.formatNumber(business.data.employeeCount)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'onboarding.policyTiers' })}</dt>
                <dd>{intl.formatNumber(business.data.policyTierCount)}</dd>
              </div>
            </dl>
          </section>
          <RenameForm key={business.data.businessId} business={business.data} />
          <GoLivePanel business={business.data} />
        </>
      ) : null}
    </div>
  );
}
