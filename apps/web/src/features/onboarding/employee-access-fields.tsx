import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EMPLOYEE_ROLES, type AdminPolicyTier } from '@wayfare/contracts/business';
import { Checkbox } from '../../ui/checkbox';
import {
  isPermissionRequired,
  toggleRole,
  type EmployeeAccessDraft,
  type InviteError,
  type InviteField,
} from './employee-form';

export interface EmployeeAccessFieldsProps<D extends EmployeeAccessDraft> {
  draft: D;
  onChange: (draft: D) => void;
  tiers: readonly AdminPolicyTier[];
  errors: Partial<Record<InviteField, InviteError>>;
  /** A server message tied to a permission (e.g. the admin's own admin access). */
  permissionError?: string | null;
}

const PERMISSIONS = ['canViewUsers', 'canViewAdmin'] as const;

/** Roles, permissions and policy tier: shared by the invite form and the edit-access dialog. */
export function EmployeeAccessFields<D extends EmployeeAccessDraft>({
  draft,
  onChange,
  tiers,
  errors,
  permissionError,
}: EmployeeAccessFieldsProps<D>) {
  const intl = useIntl();
  const id = useId();
  const rolesError = errors.roles ? intl.formatMessage({ id: errors.roles }) : null;
  const tierError = errors.policyTierId ? intl.formatMessage({ id: errors.policyTierId }) : null;
  return (
    <>
      <div className="wf-field">
        <label htmlFor={`${id}-tier`} className="wf-field-label">
          {intl.formatMessage({ id: 'onboarding.invite.tier' })}
        </label>
        <select
          id={`${id}-tier`}
          className="wf-input"
          value={draft.policyTierId}
          aria-invalid={tierError ? true : undefined}
          aria-describedby={tierError ? `${id}-tier-error` : undefined}
          onChange={(event) => onChange({ ...draft, policyTierId: event.target.value })}
        >
          <option value="">{intl.formatMessage({ id: 'onboarding.invite.error.tier' })}</option>
          {tiers.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </select>
        {tierError ? (
          <span id={`${id}-tier-error`} className="wf-field-error">
            {tierError}
          </span>
        ) : null}
      </div>
      <fieldset
        className="wf-tier-options wf-tier-options-stacked"
        aria-invalid={rolesError ? true : undefined}
        aria-describedby={rolesError ? `${id}-roles-error` : undefined}
      >
        <legend>{intl.formatMessage({ id: 'onboarding.invite.roles' })}</legend>
        {EMPLOYEE_ROLES.map((role) => (
          <Checkbox
            key={role}
            isSelected={draft.roles.includes(role)}
            onChange={(on) => onChange(toggleRole(draft, role, on))}
            description={intl.formatMessage({ id: `onboarding.role.${role}.help` })}
          >
            {intl.formatMessage({ id: `onboarding.role.${role}` })}
          </Checkbox>
        ))}
        {rolesError ? (
          <span id={`${id}-roles-error`} className="wf-field-error">
            {rolesError}
          </span>
        ) : null}
      </fieldset>
      <fieldset
        className="wf-tier-options wf-tier-options-stacked"
        aria-describedby={permissionError ? `${id}-permission-error` : undefined}
      >
        <legend>{intl.formatMessage({ id: 'onboarding.permissions' })}</legend>
        {PERMISSIONS.map((permission) => {
          const isRequired = isPermissionRequired(draft, permission);
          return (
            <Checkbox
              key={permission}
              isSelected={draft[permission] || isRequired}
              isDisabled={isRequired}
              onChange={(on) => onChange({ ...draft, [permission]: on })}
              description={
                isRequired
                  ? intl.formatMessage({ id: 'onboarding.permission.required' })
                  : undefined
              }
            >
              {intl.formatMessage({ id: `onboarding.permission.${permission}` })}
            </Checkbox>
          );
        })}
        {permissionError ? (
          <span id={`${id}-permission-error`} className="wf-field-error">
            {permissionError}
          </span>
        ) : null}
      </fieldset>
    </>
  );
}
