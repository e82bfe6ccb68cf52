import { queryOptions } from '@tanstack/react-query';
import type {
  AcknowledgementRequest,
  AdminPolicyTier,
  AdminPolicyTiersResponse,
  BookingMode,
  Employee,
  EmployeeAccess,
  EmployeesResponse,
  InviteEmployeeRequest,
  OnboardingState,
  SavePolicyTierRequest,
} from '@wayfare/contracts/business';
import { requestJson } from './http-client';

/** POST /cotb/acknowledgement: accept the business travel terms (40106). Answers 204. */
export function postAcknowledgement(request: AcknowledgementRequest): Promise<void> {
  return requestJson<undefined>('/cotb/acknowledgement', { method: 'POST', body: request });
}

/** GET /admin/api/v0/business: the profile and what onboarding still needs. */
export function fetchBusiness(signal?: AbortSignal): Promise<OnboardingState> {
  return requestJson<OnboardingState>('/business', { base: 'admin', signal });
}

export function businessQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'business'],
    queryFn: ({ signal }) => fetchBusiness(signal),
  });
}

/** PUT /admin/api/v0/business */
export function updateBusinessName(name: string): Promise<OnboardingState> {
  return requestJson<OnboardingState>('/business', {
    base: 'admin',
    method: 'PUT',
    body: { name },
  });
}

/** POST /admin/api/v0/business/go-live (empty body) */
export function markBusinessLive(): Promise<OnboardingState> {
  return requestJson<OnboardingState>('/business/go-live', { base: 'admin', method: 'POST' });
}

/** GET /admin/api/v0/policyTiers */
export function policyTiersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'policyTiers'],
    queryFn: ({ signal }) =>
      requestJson<AdminPolicyTiersResponse>('/policyTiers', { base: 'admin', signal }),
  });
}

/** POST /admin/api/v0/policyTiers, or PUT …/:tierId when editing. */
export function savePolicyTier(
  tierId: string | null,
  request: SavePolicyTierRequest,
): Promise<AdminPolicyTier> {
  return requestJson<AdminPolicyTier>(
    tierId ? `/policyTiers/${encodeURIComponent(tierId)}` : '/policyTiers',
    { base: 'admin', method: tierId ? 'PUT' : 'POST', body: request },
  );
}

/** DELETE /admin/api/v0/policyTiers/:tierId */
export function deletePolicyTier(tierId: string): Promise<void> {
  return requestJson<undefined>(`/policyTiers/${encodeURIComponent(tierId)}`, {
    base: 'admin',
    method: 'DELETE',
  });
}

/** GET /admin/api/v0/employees */
export function employeesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'employees'],
    queryFn: ({ signal }) =>
      requestJson<EmployeesResponse>('/employees', { base: 'admin', signal }),
  });
}

/** POST /admin/api/v0/employees: creates the account and e-mails the invitation. */
export function inviteEmployee(request: InviteEmployeeRequest): Promise<Employee> {
  return requestJson<Employee>('/employees', {
    base: 'admin',
    method: 'POST',
    body: request,
  });
}

/** PUT /admin/api/v0/employees/:userId */
export function updateEmployeeAccess(userId: string, access: EmployeeAccess): Promise<Employee> {
  return requestJson<Employee>(`/employees/${encodeURIComponent(userId)}`, {
    base: 'admin',
    method: 'PUT',
    body: access,
  });
}

/** PUT /admin/api/v0/business/bookingMode */
export function updateBookingMode(bookingMode: BookingMode): Promise<OnboardingState> {
  return requestJson<OnboardingState>('/business/bookingMode', {
    base: 'admin',
    method: 'PUT',
    body: { bookingMode },
  });
}
