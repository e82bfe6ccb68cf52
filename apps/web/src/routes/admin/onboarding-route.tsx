import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { OnboardingState } from '@wayfare/contracts/business';
import type { ApiError } from '../../api/api-error';
import { isApiError } from '../../api/api-error';
import {
  businessQueryOptions,
  markBusinessLive,
  updateBusinessName,
} from '../../api/business-calls';
import { BookingModePanel } from '../../features/onboarding/booking-mode-panel';
import { EmployeesPanel } from '../../features/onboarding/employees-panel';
import '../../features/onboarding/onboarding.css';
import { PolicyTiersPanel } from '../../features/onboarding/policy-tiers-panel';
import { TermsPanel } from '../../features/onboarding/terms-panel';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { ErrorModal } from '../../ui/error-modal';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import { validateBusinessName } from './business-name';
import { AreaMessages } from '../../i18n/area-messages';
import { ONBOARDING_EN } from '../../i18n/catalogues/onboarding';

/** A validation failure the server tied to the name field is shown beside it, not in a modal. */
function isNameFieldError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.field === 'name' || error.field === undefined)
  );
}

function RenameForm({ business }: { business: OnboardingState }) {
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

function GoLivePanel({ business }: { business: OnboardingState }) {
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
          {business.goLiveBlockers.length > 0 ? (
            <div className="wf-notice" data-tone="neutral">
              <p>{intl.formatMessage({ id: 'onboarding.goLiveBlocked' })}</p>
              <ul>
                {business.goLiveBlockers.map((b) => (
                  <li key={b}>{intl.formatMessage({ id: `onboarding.blocker.${b}` })}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <Button
              isPending={goLive.isPending}
              isDisabled={business.goLiveBlockers.length > 0}
              onPress={() => goLive.mutate()}
            >
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

type StepId = 'profile' | 'tiers' | 'employees' | 'terms' | 'live';

/** The setup checklist: each step links to its section and says whether it is done. */
function Checklist({ business }: { business: OnboardingState }) {
  const intl = useIntl();
  const steps: { id: StepId; isDone: boolean; detail?: string }[] = [
    { id: 'profile', isDone: business.bookingMode !== null },
    {
      id: 'tiers',
      isDone: business.policyTierCount > 0,
      detail: intl.formatNumber(business.policyTierCount),
    },
    {
      id: 'employees',
      isDone: business.employeeCount > 1,
      detail: intl.formatNumber(business.employeeCount),
    },
    { id: 'terms', isDone: business.termsAccepted },
    { id: 'live', isDone: business.isLive },
  ];
  return (
    <nav aria-labelledby="checklist-title" className="wf-card wf-onboarding-checklist">
      <h2 id="checklist-title" className="wf-visually-hidden">
        {intl.formatMessage({ id: 'onboarding.checklist' })}
      </h2>
      <ol>
        {steps.map((step) => {
          const label = `${intl.formatMessage({ id: `onboarding.step.${step.id}` })}${
            step.detail ? ` (${step.detail})` : ''
          }`;
          const state = intl.formatMessage({
            id: step.isDone ? 'onboarding.step.done' : 'onboarding.step.todo',
          });
          return (
            <li key={step.id} data-done={step.isDone || undefined}>
              <a href={`#${step.id}-section`} aria-label={`${label}: ${state}`}>
                <span className="wf-onboarding-step-mark" aria-hidden="true">
                  {step.isDone ? '✓' : ''}
                </span>
                <span>{label}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** /onboarding on the admin host: profile, policy tiers, employees, terms, then go live. */
function OnboardingPage() {
  const intl = useIntl();
  const business = useQuery(businessQueryOptions());
  const title = intl.formatMessage({ id: 'onboarding.title' });
  return (
    <div className="wf-page-narrow wf-stack wf-onboarding">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {business.data ? (
        <p className="wf-lead">
          {intl.formatMessage({ id: 'onboarding.intro' }, { business: business.data.name })}
        </p>
      ) : null}
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
          <Checklist business={business.data} />
          <div id="profile-section" className="wf-stack wf-onboarding-section">
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
            <BookingModePanel business={business.data} />
            <RenameForm key={business.data.businessId} business={business.data} />
          </div>
          <div id="tiers-section" className="wf-onboarding-section">
            <PolicyTiersPanel />
          </div>
          <div id="employees-section" className="wf-onboarding-section">
            <EmployeesPanel />
          </div>
          <div id="terms-section" className="wf-onboarding-section">
            <TermsPanel business={business.data} />
          </div>
          <div id="live-section" className="wf-onboarding-section">
            <GoLivePanel business={business.data} />
          </div>
        </>
      ) : null}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={ONBOARDING_EN}>
      <OnboardingPage />
    </AreaMessages>
  );
}
