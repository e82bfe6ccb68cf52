import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { AdminPolicyTier, Employee, EmployeeAccess } from '@wayfare/contracts/business';
import { isApiError, type ApiError } from '../../api/api-error';
import {
  businessQueryOptions,
  employeesQueryOptions,
  inviteEmployee,
  policyTiersQueryOptions,
  updateEmployeeAccess,
} from '../../api/business-calls';
import { Button } from '../../ui/button';
import { ErrorModal } from '../../ui/error-modal';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import { EmployeeAccessFields } from './employee-access-fields';
import {
  accessDraftOf,
  checkAccessDraft,
  checkInviteDraft,
  createInviteDraft,
  toAccess,
  type EmployeeAccessDraft,
  type InviteDraft,
  type InviteError,
  type InviteField,
} from './employee-form';

/** Server failures shown beside a field rather than in the error modal. */
const FIELD_ERRORS = new Set([
  'email',
  'firstName',
  'lastName',
  'policyTierId',
  'canViewUsers',
  'canViewAdmin',
]);
const isFieldError = (error: unknown): error is ApiError =>
  isApiError(error) && error.field !== undefined && FIELD_ERRORS.has(error.field);

function useFailureText() {
  const intl = useIntl();
  return (error: unknown) =>
    isApiError(error) && error.status !== 0
      ? error.message
      : intl.formatMessage({ id: 'error.network' });
}

function InviteForm({
  tiers,
  onDone,
  onCancel,
}: {
  tiers: readonly AdminPolicyTier[];
  onDone: (employee: Employee) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const failureText = useFailureText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<InviteDraft>(() => createInviteDraft(tiers[0]?.id ?? ''));
  const [errors, setErrors] = useState<Partial<Record<InviteField, InviteError>>>({});
  const [hasTried, setHasTried] = useState(false);
  const invite = useMutation({ mutationFn: inviteEmployee, onSuccess: onDone });
  useEffect(() => headingRef.current?.focus(), []);

  const update = (next: InviteDraft) => {
    setDraft(next);
    if (invite.error) invite.reset();
    if (hasTried) {
      const check = checkInviteDraft(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const serverField = isFieldError(invite.error) ? invite.error : null;
  const text = (field: InviteField) => {
    const id = errors[field];
    if (id) return intl.formatMessage({ id });
    return serverField?.field === field ? serverField.message : null;
  };
  const permissionError =
    serverField && (serverField.field === 'canViewUsers' || serverField.field === 'canViewAdmin')
      ? serverField.message
      : null;
  const unexpected = invite.error !== null && !isFieldError(invite.error) ? invite.error : null;

  return (
    <form
      className="wf-card wf-stack wf-tier-editor"
      aria-labelledby="invite-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setHasTried(true);
        const check = checkInviteDraft(draft);
        if (check.ok) {
          setErrors({});
          invite.mutate(check.request);
        } else {
          setErrors(check.errors);
        }
      }}
    >
      <h3 id="invite-title" ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: 'onboarding.invite.title' })}
      </h3>
      <div className="wf-tier-row">
        <TextField
          label={intl.formatMessage({ id: 'onboarding.invite.firstName' })}
          value={draft.firstName}
          onChange={(firstName) => update({ ...draft, firstName })}
          errorMessage={text('firstName')}
          autoComplete="off"
          isRequired
        />
        <TextField
          label={intl.formatMessage({ id: 'onboarding.invite.lastName' })}
          value={draft.lastName}
          onChange={(lastName) => update({ ...draft, lastName })}
          errorMessage={text('lastName')}
          autoComplete="off"
          isRequired
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.invite.email' })}
        type="email"
        inputMode="email"
        value={draft.email}
        onChange={(email) => update({ ...draft, email })}
        errorMessage={text('email')}
        autoComplete="off"
        isRequired
      />
      <EmployeeAccessFields
        draft={draft}
        onChange={update}
        tiers={tiers}
        errors={{
          ...errors,
          ...(serverField?.field === 'policyTierId' && !errors.policyTierId
            ? { policyTierId: 'onboarding.invite.error.tier' as const }
            : {}),
        }}
        permissionError={permissionError}
      />
      <div className="wf-row">
        <Button type="submit" isPending={invite.isPending}>
          {intl.formatMessage({
            id: invite.isPending ? 'onboarding.invite.sending' : 'onboarding.invite.send',
          })}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'onboarding.invite.cancel' })}
        </Button>
      </div>
      <ErrorModal
        isOpen={unexpected !== null}
        message={failureText(unexpected)}
        referenceId={isApiError(unexpected) ? unexpected.referenceId : null}
        onSubmit={() => invite.reset()}
      />
    </form>
  );
}

function EditAccessDialog({
  employee,
  tiers,
  onClose,
  onSaved,
}: {
  employee: Employee;
  tiers: readonly AdminPolicyTier[];
  onClose: () => void;
  onSaved: (employee: Employee) => void;
}) {
  const intl = useIntl();
  const failureText = useFailureText();
  const [draft, setDraft] = useState<EmployeeAccessDraft>(() => accessDraftOf(employee));
  const [errors, setErrors] = useState<Partial<Record<InviteField, InviteError>>>({});
  const save = useMutation({
    mutationFn: (access: EmployeeAccess) => updateEmployeeAccess(employee.userId, access),
    onSuccess: onSaved,
  });
  const name = `${employee.firstName} ${employee.lastName}`;
  const saveError = save.error;
  const permissionError =
    isApiError(saveError) &&
    (saveError.field === 'canViewAdmin' || saveError.field === 'canViewUsers')
      ? saveError.message
      : null;
  const unexpected = saveError !== null && permissionError === null ? saveError : null;
  return (
    <ModalDialog
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={intl.formatMessage({ id: 'onboarding.employees.editTitle' }, { name })}
    >
      <form
        className="wf-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkAccessDraft(draft);
          setErrors(found);
          if (Object.keys(found).length === 0) save.mutate(toAccess(draft));
        }}
      >
        <EmployeeAccessFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (save.error) save.reset();
          }}
          tiers={tiers}
          errors={errors}
          permissionError={permissionError}
        />
        <p role="alert" className="wf-field-error">
          {unexpected ? failureText(unexpected) : ''}
        </p>
        <div className="wf-row">
          <Button type="submit" isPending={save.isPending}>
            {intl.formatMessage({ id: 'onboarding.access.save' })}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: 'onboarding.invite.cancel' })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Onboarding's employees: who is in the business, their access, and invitations. */
export function EmployeesPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const employees = useQuery(employeesQueryOptions());
  const tiers = useQuery(policyTiersQueryOptions());
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  const [status, setStatus] = useState('');
  const inviteButtonRef = useRef<HTMLDivElement>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: policyTiersQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: businessQueryOptions().queryKey }),
    ]);

  const tierList = tiers.data?.tiers ?? [];
  let body;
  if (employees.isPending || tiers.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'onboarding.employees.loading' })} />;
  } else if (employees.isError || tiers.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'onboarding.employees.error' })}
        action={
          <Button
            onPress={() => {
              void employees.refetch();
              void tiers.refetch();
            }}
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="wf-table-scroll">
          <table className="wf-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'onboarding.employees.name' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'onboarding.employees.roles' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'onboarding.employees.tier' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'onboarding.employees.status' })}</th>
                <th scope="col">
                  <span className="wf-visually-hidden">
                    {intl.formatMessage({ id: 'onboarding.employees.actions' })}
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {employees.data.employees.map((e) => {
                const name = `${e.firstName} ${e.lastName}`;
                return (
                  <tr key={e.userId}>
                    <th scope="row">
                      <span className="wf-employee-name">
                        {name}
                        {e.isYou
                          ? ` ${intl.formatMessage({ id: 'onboarding.employees.you' })}`
                          : ''}
                      </span>
                      <span className="wf-field-description">{e.email}</span>
                    </th>
                    <td>
                      {intl.formatList(
                        e.roles.map((r) => intl.formatMessage({ id: `onboarding.role.${r}` })),
                      )}
                    </td>
                    <td>
                      {e.policyTierName ??
                        intl.formatMessage({ id: 'onboarding.employees.noTier' })}
                    </td>
                    <td>
                      <span
                        className="wf-badge"
                        data-tone={e.status === 'Active' ? 'success' : 'neutral'}
                      >
                        {intl.formatMessage({ id: `onboarding.employees.status.${e.status}` })}
                      </span>
                      {!e.termsAccepted ? (
                        <span className="wf-field-description">
                          {intl.formatMessage({ id: 'onboarding.employees.termsPending' })}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <Button variant="secondary" onPress={() => setEditing(e)}>
                        <span aria-hidden="true">
                          {intl.formatMessage({ id: 'onboarding.employees.editShort' })}
                        </span>
                        <span className="wf-visually-hidden">
                          {intl.formatMessage({ id: 'onboarding.employees.edit' }, { name })}
                        </span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {tierList.length === 0 ? (
          <p className="wf-notice">{intl.formatMessage({ id: 'onboarding.employees.needTier' })}</p>
        ) : isInviting ? (
          <InviteForm
            tiers={tierList}
            onCancel={() => setIsInviting(false)}
            onDone={(employee) => {
              setIsInviting(false);
              setStatus(
                intl.formatMessage(
                  { id: 'onboarding.employees.invited' },
                  { email: employee.email },
                ),
              );
              void refresh().then(() => inviteButtonRef.current?.querySelector('button')?.focus());
            }}
          />
        ) : (
          <div ref={inviteButtonRef}>
            <Button
              onPress={() => {
                setStatus('');
                setIsInviting(true);
              }}
            >
              {intl.formatMessage({ id: 'onboarding.invite.open' })}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="wf-card wf-stack" aria-labelledby="employees-title">
      <h2 id="employees-title">{intl.formatMessage({ id: 'onboarding.employees.title' })}</h2>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'onboarding.employees.help' })}
      </p>
      <p role="status" className="wf-success-text wf-onboarding-status">
        {status}
      </p>
      {body}
      {editing ? (
        <EditAccessDialog
          employee={editing}
          tiers={tierList}
          onClose={() => setEditing(null)}
          onSaved={(employee) => {
            setEditing(null);
            setStatus(
              intl.formatMessage(
                { id: 'onboarding.employees.saved' },
                { name: `${employee.firstName} ${employee.lastName}` },
              ),
            );
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}
