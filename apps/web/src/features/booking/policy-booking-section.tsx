import { useIntl } from 'react-intl';

/** The shortest reason for an out-of-policy booking (the server's rule too). */
export const MIN_POLICY_REASON = 10;

/**
 * The travel policy's say on the booking page: in or out of the booker's tier and why, the
 * reason an out-of-policy booking needs, and a note when the tier asks for approval.
 */
export function PolicyBookingSection({
  tierName,
  inPolicy,
  reasons,
  reason,
  onReasonChange,
  reasonError,
  needsApproval,
  approvalNote = 'policy.approval.note',
}: {
  tierName: string;
  inPolicy: boolean;
  /** Plain-language reasons the booking is out of policy. */
  reasons: readonly string[];
  reason: string;
  onReasonChange: (reason: string) => void;
  reasonError: string | null;
  needsApproval: boolean;
  /** What approval holds, in the product's words (seats and price, or the room and price). */
  approvalNote?:
    | 'policy.approval.note'
    | 'policy.approval.noteHotel'
    | 'policy.approval.noteCar'
    | 'policy.approval.noteExperience'
    | 'policy.approval.noteHome';
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-booking-section" aria-labelledby="booking-policy-title">
      <h2 id="booking-policy-title">
        {intl.formatMessage({ id: 'policy.booking.title' }, { tier: tierName })}
      </h2>
      <p>{intl.formatMessage({ id: inPolicy ? 'policy.trip.in' : 'policy.trip.out' })}</p>
      {inPolicy ? null : (
        <>
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <div className="wf-field">
            <label htmlFor="booking-policy-reason" className="wf-field-label">
              {intl.formatMessage({ id: 'policy.reason.label' })}
            </label>
            <textarea
              id="booking-policy-reason"
              className="wf-input wf-textarea"
              rows={3}
              maxLength={500}
              value={reason}
              aria-required="true"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`booking-policy-reason-hint${reasonError ? ' booking-policy-reason-error' : ''}`}
              onChange={(event) => onReasonChange(event.target.value)}
            />
            <span id="booking-policy-reason-hint" className="wf-field-description">
              {intl.formatMessage({ id: 'policy.reason.hint' }, { min: MIN_POLICY_REASON })}
            </span>
            {reasonError ? (
              <span id="booking-policy-reason-error" className="wf-field-error">
                {reasonError}
              </span>
            ) : null}
          </div>
        </>
      )}
      {needsApproval ? (
        <p className="wf-booking-approval-note">{intl.formatMessage({ id: approvalNote })}</p>
      ) : null}
    </section>
  );
}
