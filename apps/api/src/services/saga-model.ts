import type { ErrorCode } from '@wayfare/contracts/errors';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { BookingPorts } from './booking-ports';
import type { SupplierProduct } from './supplier-ports';

/**
 * The one booking saga's shapes, shared by every product (docs/decisions/004-booking-saga.md): its
 * steps, the record and patch each product's table keeps, and the part a product plugs in
 * (`SagaProduct`). `saga-runner.ts` runs it.
 */

/** The steps every product shares, in order, after its own reserve step. */
export const SHARED_SAGA_STEPS = [
  'cardAuthorized',
  'rewardsRedeemed',
  'walletRedeemed',
  'supplierBooked',
  'captured',
] as const;
/** The product's first step (flights hold seats, hotels rooms, cars check the car), under its own name. */
export type ReserveStep =
  'seatsReserved' | 'roomsReserved' | 'carReserved' | 'spotsReserved' | 'nightsReserved';
export type SagaStep = ReserveStep | (typeof SHARED_SAGA_STEPS)[number];

/** Saga states every product's record keeps (products may add more, e.g. Cancelled). */
export type SagaStatus = 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed';
export type SagaBookingStep =
  'ScheduleQuote' | 'PollingQuote' | 'SchedulePurchase' | 'PollingPurchase';

/** The columns the shared saga reads: each product's booking table has them. */
export interface SagaRecord {
  id: string;
  userId: string;
  /** The held quote it books (declined cards are counted per quote). */
  quoteId: string;
  tenant: string;
  status: string;
  progress: string[];
  currency: string;
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
  cardToken: string;
  rewardsAccountReferenceId: string | null;
  walletCreditId: string | null;
  authorizationId: string | null;
  /** The business whose approvers decide on a held booking (business tenant). */
  businessId: string | null;
  approvalProcess: '24hr_review' | 'auto' | null;
  approvalDecidedAt: Date | null;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  sagaRuns: number;
}

/** What the shared saga writes. */
export interface SagaPatch {
  status?: SagaStatus;
  step?: SagaBookingStep;
  progress?: string[];
  authorizationId?: string | null;
  agentLocator?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  /** Products with their own failure vocabulary (hotels, spec §8) record it; others ignore it. */
  failureReason?: string | null;
  approvalExpiresAt?: Date | null;
  approvalDecidedBy?: string | null;
  approvalDecidedAt?: Date | null;
  leaseOwner?: string | null;
  leaseExpiresAt?: Date | null;
  updatedAt?: Date;
}

export type ApprovalEmailKind = 'requested' | 'declined' | 'expired';

/** An approver told that a trip waits for them. */
export interface ApproverRecipient {
  userId: string;
  firstName: string;
  email: string;
}

/** A failing step: the spec's error code and, for products that have them, a failure reason. */
export class SagaStepFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly failureReason: string | null = null,
  ) {
    super(code);
  }
}

export interface SagaStore<R extends SagaRecord> {
  /** Writes only while `owner` holds the booking's lease; null when the lease was lost. */
  updateLeased(id: string, owner: string, patch: SagaPatch): Promise<R | null>;
  /** Compare-and-set on the status; null when it was no longer in `from`. */
  transition(id: string, from: SagaStatus, patch: SagaPatch): Promise<R | null>;
  /** Takes a Pending booking's lease when it is free, lapsed or ours; counts a saga run. */
  claimLease(id: string, owner: string, now: Date, until: Date): Promise<R | null>;
  renewLease(id: string, owner: string, until: Date): Promise<boolean>;
  /** Pending bookings whose lease lapsed: their process stopped. */
  listLapsed(now: Date): Promise<R[]>;
  listExpiredApprovals(now: Date): Promise<R[]>;
  enqueueEmail(message: OutboxMessage): Promise<void>;
}

/** One product's part of the saga. */
export interface SagaProduct<R extends SagaRecord> {
  /** Names the background jobs (`<name>-booking`) and the supplier refusals it meets. */
  name: SupplierProduct;
  reserveStep: ReserveStep;
  /** The product's booking table, as the saga uses it. */
  store(ctx: BookingPorts): SagaStore<R>;
  /** Holds the inventory (hold id = booking id); throws SagaStepFailure when there is none. */
  reserveInventory(ctx: BookingPorts, booking: R): Promise<void>;
  releaseInventory(ctx: BookingPorts, booking: R): Promise<void>;
  /** Books with the supplier; returns its locator, or throws SagaStepFailure. */
  bookWithSupplier(ctx: BookingPorts, booking: R): Promise<{ agentLocator: string }>;
  cancelWithSupplier(ctx: BookingPorts, booking: R): Promise<void>;
  /**
   * What confirming settles besides the booking (a flight's price freeze moves to Exercised),
   * after capture and before the Confirmed write, so a process stopping in between leaves it to
   * the sweep, which repeats it. Idempotent.
   */
  beforeConfirm?(ctx: BookingPorts, booking: R): Promise<void>;
  /**
   * What a failure settles besides the booking (a flight's price freeze: its fee back when the
   * failure is ours), after the Failed write. Idempotent; the product keeps a durable job that
   * repeats it should the process stop before.
   */
  afterFail?(ctx: BookingPorts, booking: R): Promise<void>;
  /**
   * The product's words for a failure: hotels say CreditCardDeclined where the payment port says
   * CardDeclined, and give every failure a spec §8 failure reason. Identity when absent.
   */
  classifyFailure?(
    code: ErrorCode,
    failureReason: string | null,
    booking: R,
  ): { code: ErrorCode; failureReason: string | null };
  renderConfirmationEmail(booking: R, now: Date): OutboxMessage;
  renderApprovalEmail(booking: R, kind: ApprovalEmailKind, now: Date): OutboxMessage;
  /** The e-mail each approver gets when a trip waits for them, linking to `approvalsUrl`. */
  renderApproverEmail(
    booking: R,
    approver: ApproverRecipient,
    approvalsUrl: string,
    now: Date,
  ): OutboxMessage;
}

export interface SagaOptions {
  /** Tests only: stop right after this step, as a process killed mid-saga would. */
  haltAfter?: SagaStep;
  /**
   * The business portal's origin (`https://corporate.example`) for the approvers' link; the
   * booking request knows it. A saga taken up by another process without it links the path only.
   */
  portalOrigin?: string;
  /** The booker's own site's origin, for a split payment's share links (issue 23). */
  siteOrigin?: string;
}
