import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { AdminPolicyTier, SavePolicyTierRequest } from '@wayfare/contracts/business';
import type { FlightDurationPolicy } from '@wayfare/contracts/policy';
import { formatMoney } from '@wayfare/domain/money-format';
import { isApiError } from '../../api/api-error';
import {
  businessQueryOptions,
  deletePolicyTier,
  employeesQueryOptions,
  policyTiersQueryOptions,
  savePolicyTier,
} from '../../api/business-calls';
import { Button } from '../../ui/button';
import { ErrorModal } from '../../ui/error-modal';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { TierEditor } from './tier-editor';
import { createTierDraft, draftFromTier, POLICY_CAP_CURRENCY } from './tier-form';

type Editing = { kind: 'new' } | { kind: 'edit'; tier: AdminPolicyTier } | null;

function formatCap(intl: IntlShape, minor: number | null): string {
  return minor === null
    ? intl.formatMessage({ id: 'onboarding.tiers.noCap' })
    : formatMoney({ amountMinor: minor, currency: POLICY_CAP_CURRENCY }, intl.locale, {
        precision: 'trimmed',
      });
}

function describeFlights(intl: IntlShape, tier: AdminPolicyTier): string[] {
  const { flights } = tier.policy;
  const line = (p: FlightDurationPolicy) => {
    const values = {
      cabins: intl.formatList(
        p.allowedFareClasses.map((c) => intl.formatMessage({ id: `cabin.${c}` })),
      ),
      oneWay: formatCap(intl, p.maxPriceForOneWay),
      roundTrip: formatCap(intl, p.maxPriceForRoundTrip),
      hours: flights.minHoursForLongFlight,
    };
    return p.duration === 'Long'
      ? intl.formatMessage({ id: 'onboarding.tiers.longFlights' }, values)
      : intl.formatMessage({ id: 'onboarding.tiers.flights' }, values);
  };
  return flights.policies
    .filter((p) => flights.enableLongFlights || p.duration === 'Short')
    .map(line);
}

/** A tier in a sentence or four: what its employees may book. */
function TierSummary({ tier }: { tier: AdminPolicyTier }) {
  const intl = useIntl();
  const hotel = tier.policy.hotels.policies[0];
  const car = tier.policy.cars.policies[0];
  return (
    <ul className="wf-tier-summary">
      <li>
        {intl.formatMessage({
          id: tier.isActive
            ? `onboarding.tiers.approval.${tier.approvalProcess}`
            : 'onboarding.tiers.open',
        })}
      </li>
      {describeFlights(intl, tier).map((text) => (
        <li key={text}>{text}</li>
      ))}
      {hotel ? (
        <li>
          {intl.formatMessage(
            { id: 'onboarding.tiers.hotels' },
            {
              stars: intl.formatList(hotel.allowedStarRatings.map(String), { type: 'disjunction' }),
              night: formatCap(intl, hotel.maxPricePerNight),
            },
          )}
        </li>
      ) : null}
      {car ? (
        <li>
          {intl.formatMessage(
            { id: 'onboarding.tiers.cars' },
            { day: formatCap(intl, car.maxPricePerDay) },
          )}
        </li>
      ) : null}
    </ul>
  );
}

/** Onboarding's policy tiers: list, create, edit, and delete a tier nobody is on. */
export function PolicyTiersPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const tiers = useQuery(policyTiersQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminPolicyTier | null>(null);
  const [status, setStatus] = useState('');
  const addButtonRef = useRef<HTMLDivElement>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyTiersQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: businessQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    ]);

  const save = useMutation({
    mutationFn: ({ tierId, request }: { tierId: string | null; request: SavePolicyTierRequest }) =>
      savePolicyTier(tierId, request),
    onSuccess: async (tier) => {
      setEditing(null);
      setStatus(intl.formatMessage({ id: 'onboarding.tiers.saved' }, { tier: tier.name }));
      await refresh();
      addButtonRef.current?.querySelector('button')?.focus();
    },
  });
  const remove = useMutation({
    mutationFn: (tier: AdminPolicyTier) => deletePolicyTier(tier.id),
    onSuccess: async (_, tier) => {
      setDeleting(null);
      setStatus(intl.formatMessage({ id: 'onboarding.tiers.deleted' }, { tier: tier.name }));
      await refresh();
    },
    onError: () => setDeleting(null),
  });

  const saveError = isApiError(save.error) ? save.error : null;
  const removeError = remove.error;

  let body;
  if (tiers.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'onboarding.tiers.loading' })} />;
  } else if (tiers.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'onboarding.tiers.error' })}
        action={
          <Button onPress={() => void tiers.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {tiers.data.tiers.length === 0 && editing?.kind !== 'new' ? (
          <p className="wf-notice">{intl.formatMessage({ id: 'onboarding.tiers.empty' })}</p>
        ) : null}
        <ul className="wf-tier-list">
          {tiers.data.tiers.map((tier) =>
            editing?.kind === 'edit' && editing.tier.id === tier.id ? (
              <li key={tier.id}>
                <TierEditor
                  editingName={tier.name}
                  initial={draftFromTier(tier.name, tier.policy)}
                  isSaving={save.isPending}
                  serverError={saveError}
                  onSave={(request) => save.mutate({ tierId: tier.id, request })}
                  onCancel={() => {
                    save.reset();
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li key={tier.id} className="wf-tier-card" aria-labelledby={`tier-${tier.id}`}>
                <div className="wf-tier-card-head">
                  <h3 id={`tier-${tier.id}`}>{tier.name}</h3>
                  <span className="wf-badge">
                    {intl.formatMessage(
                      { id: 'onboarding.tiers.employees' },
                      { count: tier.employeeCount },
                    )}
                  </span>
                </div>
                <TierSummary tier={tier} />
                <div className="wf-row">
                  <Button
                    variant="secondary"
                    isDisabled={editing !== null}
                    onPress={() => {
                      save.reset();
                      setStatus('');
                      setEditing({ kind: 'edit', tier });
                    }}
                  >
                    {intl.formatMessage({ id: 'onboarding.tiers.edit' }, { tier: tier.name })}
                  </Button>
                  {tier.employeeCount === 0 ? (
                    <Button
                      variant="secondary"
                      isDisabled={editing !== null}
                      onPress={() => {
                        setStatus('');
                        setDeleting(tier);
                      }}
                    >
                      {intl.formatMessage({ id: 'onboarding.tiers.delete' }, { tier: tier.name })}
                    </Button>
                  ) : null}
                </div>
              </li>
            ),
          )}
        </ul>
        {editing?.kind === 'new' ? (
          <TierEditor
            editingName={null}
            initial={createTierDraft()}
            isSaving={save.isPending}
            serverError={saveError}
            onSave={(request) => save.mutate({ tierId: null, request })}
            onCancel={() => {
              save.reset();
              setEditing(null);
            }}
          />
        ) : (
          <div ref={addButtonRef}>
            <Button
              isDisabled={editing !== null}
              onPress={() => {
                save.reset();
                setStatus('');
                setEditing({ kind: 'new' });
              }}
            >
              {intl.formatMessage({ id: 'onboarding.tiers.add' })}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="wf-card wf-stack" aria-labelledby="tiers-title">
      <h2 id="tiers-title">{intl.formatMessage({ id: 'onboarding.tiers.title' })}</h2>
      <p className="wf-field-description">{intl.formatMessage({ id: 'onboarding.tiers.help' })}</p>
      <p role="status" className="wf-success-text wf-onboarding-status">
        {status}
      </p>
      {body}
      <ModalDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        isDismissable
        title={intl.formatMessage(
          { id: 'onboarding.tiers.deleteTitle' },
          { tier: deleting?.name ?? '' },
        )}
      >
        <p>{intl.formatMessage({ id: 'onboarding.tiers.deleteBody' })}</p>
        <div className="wf-row">
          <Button isPending={remove.isPending} onPress={() => deleting && remove.mutate(deleting)}>
            {intl.formatMessage({ id: 'onboarding.tiers.deleteConfirm' })}
          </Button>
          <Button variant="secondary" onPress={() => setDeleting(null)}>
            {intl.formatMessage({ id: 'onboarding.tier.cancel' })}
          </Button>
        </div>
      </ModalDialog>
      <ErrorModal
        isOpen={removeError !== null}
        message={
          isApiError(removeError) && removeError.status !== 0
            ? removeError.message
            : intl.formatMessage({ id: 'error.network' })
        }
        referenceId={isApiError(removeError) ? removeError.referenceId : null}
        onSubmit={() => remove.reset()}
      />
    </section>
  );
}
