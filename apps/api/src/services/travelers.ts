import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CorporateUser, Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import type {
  TravelerRecord,
  TravelersRepository,
  TravelerScope,
  TravelerWrite,
} from '@wayfare/store/repositories/travelers-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, type AccessView } from './access';

export interface TravelerContext {
  view: AccessView;
  scope: TravelerScope;
}

/** The signed-in person's traveler scope (see TravelerScope for who sees what). */
export async function resolveTravelerContext(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<TravelerContext> {
  const view = await requireAccess(ctx, request);
  const m = view.membership;
  if (request.tenant === 'capone-corporate' && m) {
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
  ctx: AppContext,
  context: TravelerContext,
): Promise<Traveler[]> {
  const records = await ctx.repos.travelers.list(context.scope);
  const linked = new Map<string, string>();
  if (context.scope.kind === 'business') {
    for (const u of await ctx.repos.travelers.listBusinessUsers(context.scope.businessId)) {
      if (u.defaultTravelerId) linked.set(u.defaultTravelerId, u.id);
    }
  }
  return records.map((r) => toTraveler(r, context, linked.get(r.id) ?? null));
}

export async function saveTraveler(
  ctx: AppContext,
  context: TravelerContext,
  input: TravelerInput,
): Promise<Traveler> {
  const now = ctx.clock.now();
  const write = toTravelerWrite(input, now.toISOString().slice(0, 10));
  if (input.id) {
    const updated = await ctx.repos.travelers.update(context.scope, input.id, write, now);
    if (!updated)
      throw new AppError(
        'NotFound',
        'That traveler does not exist or is not yours to change.',
        'person.id',
      );
    return toTraveler(updated, context);
  }
  const created = await ctx.repos.travelers.create(
    context.scope,
    `trv_${randomUUID()}`,
    write,
    now,
  );
  return toTraveler(created, context);
}

/** POST /api/v0/passengers/delete: one of the person's (or their business's) travelers. */
export async function deleteTraveler(
  ports: { repos: { travelers: TravelersRepository } },
  context: TravelerContext,
  personId: string,
): Promise<void> {
  if (!(await ports.repos.travelers.delete(context.scope, personId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'personId');
}

export async function listUsers(
  ctx: AppContext,
  context: TravelerContext,
): Promise<CorporateUser[]> {
  const { scope } = context;
  const me = context.view.auth.user;
  if (scope.kind === 'consumer')
    return [{ id: me.id, firstName: me.firstName, lastName: me.lastName, defaultTravelerId: null }];
  const users = await ctx.repos.travelers.listBusinessUsers(scope.businessId);
  return scope.canViewUsers ? users : users.filter((u) => u.id === me.id);
}

/** Spec §7 assign_default: link a traveler to a user of the same business (self, or anyone with canViewUsers). */
export async function assignDefaultTraveler(
  ctx: AppContext,
  context: TravelerContext,
  travelerId: string,
  userId: string,
): Promise<void> {
  const { scope } = context;
  if (scope.kind !== 'business')
    throw new AppError('Forbidden', 'Default travelers belong to business accounts.');
  if (userId !== scope.userId && !scope.canViewUsers)
    throw new AppError('Forbidden', 'You can only set your own default traveler.', 'userId');
  if (!(await ctx.repos.travelers.findVisible(scope, travelerId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'travelerId');
  if (!(await ctx.repos.travelers.setDefaultTraveler(userId, scope.businessId, travelerId))) {
    throw new AppError('NotFound', 'That user is not in your business.', 'userId');
  }
}

export async function setTravelerHidden(
  ctx: AppContext,
  context: TravelerContext,
  travelerId: string,
  hidden: boolean,
): Promise<void> {
  const { scope } = context;
  if (scope.kind !== 'business')
    throw new AppError('Forbidden', 'Private profiles belong to business accounts.');
  if (!(await ctx.repos.travelers.findVisible(scope, travelerId)))
    throw new AppError('NotFound', 'That traveler does not exist.', 'travelerId');
  await ctx.repos.travelers.setHidden(scope.userId, travelerId, hidden);
}
