import { randomUUID } from 'node:crypto';
import type { CorporateUser, Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import type {
  TravelerRecord,
  TravelersRepository,
  TravelerScope,
  TravelerWrite,
} from '@wayfare/store/repositories/travelers-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { requireAccess, type AccessPorts, type AccessView, type Requester } from './access';

/** What the traveler calls read and write (saving one also takes the date from a clock). */
export interface TravelerPorts {
  repos: { travelers: TravelersRepository };
}

export interface TravelerContext {
  view: AccessView;
  scope: TravelerScope;
}

/** The signed-in person's traveler scope (see TravelerScope for who sees what). */
export async function resolveTravelerContext(
  ports: AccessPorts,
  requester: Requester,
): Promise<TravelerContext> {
  const view = await requireAccess(ports, requester);
  const m = view.membership;
  if (requester.tenant === 'capone-corporate' && m) {
    return {
      view,
      scope: {
        kind: 'business',
        userId: view.auth.user.id,
        businessId: m.businessId,
        canViewUsers: m.canViewUsers,
        defaultTravelerId: m.defaultTravelerId,
      },
    };
  }
  return { view, scope: { kind: 'consumer', userId: view.auth.user.id } };
}

export function toTraveler(
  record: TravelerRecord,
  context: TravelerContext,
  linkedUserId: string | null = null,
): Traveler {
  const m = context.view.membership;
  return {
    id: record.id,
    givenName: record.givenName,
    surname: record.surname,
    gender: record.gender,
    dateOfBirth: record.dateOfBirth,
    assistance: record.assistance as Traveler['assistance'],
    createdAt: record.createdAt.toISOString(),
    frequentFlyer: record.frequentFlyer,
    hotelLoyalty: record.hotelLoyalty,
    emailAddress: record.emailAddress,
    passport: record.passport,
    knownTravelerNumber: record.knownTravelerNumber,
    tsaRedressNumber: record.tsaRedressNumber,
    isGhostUser: false,
    isMissingInfo: false,
    isPrivateProfile: m?.hiddenTravelerIds.includes(record.id) ?? false,
    isDefaultProfile: m?.defaultTravelerId === record.id,
    linkedDEUserId: linkedUserId,
  };
}

/** Spec §5: a passport is kept only with a 2-character country of issue; empty strings become null. */
export function toTravelerWrite(input: TravelerInput, today: string): TravelerWrite {
  if (input.dateOfBirth > today)
    throw new AppError(
      'BadRequest',
      'Date of birth cannot be in the future.',
      'person.dateOfBirth',
    );
  const passport =
    input.passport && input.passport.countryOfIssue.length === 2 ? input.passport : null;
  const clean = (v: string | null | undefined) =>
    v === undefined || v === null || v.trim() === '' ? null : v.trim();
  const dropEmpty = (map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).filter(([, v]) => v.trim() !== ''));
  return {
    givenName: input.givenName,
    surname: input.surname,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    assistance: [...new Set(input.assistance)],
    frequentFlyer: dropEmpty(input.frequentFlyer),
    hotelLoyalty: dropEmpty(input.hotelLoyalty),
    emailAddress: clean(input.emailAddress),
    passport: passport ? { ...passport, number: passport.number.toUpperCase() } : null,
    knownTravelerNumber: clean(input.knownTravelerNumber)?.toUpperCase() ?? null,
    tsaRedressNumber: clean(input.tsaRedressNumber),
  };
}

export async function listTravelers(
  ports: TravelerPorts,
  context: TravelerContext,
): Promise<Traveler[]> {
  const records = await ports.repos.travelers.list(context.scope);
  const linked = new Map<string, string>();
  if (context.scope.kind === 'business') {
    for (const u of await ports.repos.travelers.listBusinessUsers(context.scope.businessId)) {
      if (u.defaultTravelerId) linked.set(u.defaultTravelerId, u.id);
    }
  }
  return records.map((r) => toTraveler(r, context, linked.get(r.id) ?? null));
}

export async function saveTraveler(
  ports: TravelerPorts & { clock: Clock },
  context: TravelerContext,
  input: TravelerInput,
): Promise<Traveler> {
  const now = ports.clock.now();
  const write = toTravelerWrite(input, now.toISOString().slice(0, 10));
  if (input.id) {
    const updated = await ports.repos.travelers.update(context.scope, input.id, write, now);
    if (!updated)
      throw new AppError(
        'NotFound',
        'That traveler does not exist or is not yours to change.',
        'person.id',
      );
    return toTraveler(updated, context);
  }
  const created = await ports.repos.travelers.create(
    context.scope,
    `trv_${randomUUID()}`,
    write,
    now,
  );
  return toTraveler(created, context);
}

/** POST /api/v0/passengers/delete: one of the person's (or their business's) travelers. */
export async function deleteTraveler(
  ports: TravelerPorts,
  context: TravelerContext,
  personId: string,
): Promise<void> {
  if (!(await ports.repos.travelers.delete(context.scope, personId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'personId');
}

export async function listUsers(
  ports: TravelerPorts,
  context: TravelerContext,
): Promise<CorporateUser[]> {
  const { scope } = context;
  const me = context.view.auth.user;
  if (scope.kind === 'consumer')
    return [{ id: me.id, firstName: me.firstName, lastName: me.lastName, defaultTravelerId: null }];
  const users = await ports.repos.travelers.listBusinessUsers(scope.businessId);
  return scope.canViewUsers ? users : users.filter((u) => u.id === me.id);
}

/** Spec §7 assign_default: link a traveler to a user of the same business (self, or anyone with canViewUsers). */
export async function assignDefaultTraveler(
  ports: TravelerPorts,
  context: TravelerContext,
  travelerId: string,
  userId: string,
): Promise<void> {
  const { scope } = context;
  if (scope.kind !== 'business')
    throw new AppError('Forbidden', 'Default travelers belong to business accounts.');
  if (userId !== scope.userId && !scope.canViewUsers)
    throw new AppError('Forbidden', 'You can only set your own default traveler.', 'userId');
  if (!(await ports.repos.travelers.findVisible(scope, travelerId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'travelerId');
  if (!(await ports.repos.travelers.setDefaultTraveler(userId, scope.businessId, travelerId))) {
    throw new AppError('NotFound', 'That user is not in your business.', 'userId');
  }
}

export async function setTravelerHidden(
  ports: TravelerPorts,
  context: TravelerContext,
  travelerId: string,
  hidden: boolean,
): Promise<void> {
  const { scope } = context;
  if (scope.kind !== 'business')
    throw new AppError('Forbidden', 'Private profiles belong to business accounts.');
  if (!(await ports.repos.travelers.findVisible(scope, travelerId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'travelerId');
  await ports.repos.travelers.setHidden(scope.userId, travelerId, hidden);
}
