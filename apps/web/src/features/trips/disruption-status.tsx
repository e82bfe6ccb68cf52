import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DisruptionAssistance } from '@wayfare/contracts/disruption';
import {
  DisruptionWhat,
  disruptionOfferUrl,
  disruptionUrl,
  useSayDisruptionState,
} from '../../components/disruption-claim';
import { formatTotal } from '../../format/format-money';

/*
 * Disruption assistance on the trip page (issue 20): a row with where it stands (bought, its fee,
 * its state) or the link to add it while it can be bought, and a notice region when the airline
 * disrupted a protected flight, linking to /trips/disruption.
 */

/** The trip facts' row: "Active · $24.99" and a link to the claim, or "Add it". */
export function DisruptionRow({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const say = useSayDisruptionState();
  return (
    <div>
      <dt>{intl.formatMessage({ id: 'disruption.label' })}</dt>
      <dd data-testid="trip-disruption">
        {protection.state === null && protection.offer ? (
          <Link to={disruptionOfferUrl(protection.bookingId)}>
            {intl.formatMessage(
              { id: 'disruption.row.add' },
              { fee: formatTotal(intl, protection.offer.fee) },
            )}
          </Link>
        ) : (
          <>
            {say(protection)}
            {protection.fee ? (
              <span className="wf-block wf-field-description">
                {intl.formatMessage(
                  { id: 'disruption.row.fee' },
                  { fee: formatTotal(intl, protection.fee) },
                )}
              </span>
            ) : null}
            {protection.disruption ? (
              <Link className="wf-block" to={disruptionUrl(protection.bookingId)}>
                {intl.formatMessage({ id: 'disruption.row.open' })}
              </Link>
            ) : null}
          </>
        )}
      </dd>
    </div>
  );
}

/** The airline disrupted a protected flight: what happened, and where to choose or follow it. */
export function DisruptionNotice({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const id = useId();
  const { disruption } = protection;
  if (!disruption || protection.state === 'Voided' || protection.state === 'Removed') return null;
  const deciding = protection.state === 'Disrupted';
  return (
    <section
      className="wf-notice wf-disruption-notice"
      data-tone={deciding ? 'error' : 'neutral'}
      aria-labelledby={`${id}-title`}
      data-testid="disruption-notice"
    >
      <h2 id={`${id}-title`}>
        {intl.formatMessage({
          id: deciding ? 'disruption.notice.title' : 'disruption.notice.claim',
        })}
      </h2>
      <DisruptionWhat disruption={disruption} />
      <div className="wf-row">
        <Link className="wf-button" data-variant="primary" to={disruptionUrl(protection.bookingId)}>
          {intl.formatMessage({
            id: deciding ? 'disruption.notice.choose' : 'disruption.notice.follow',
          })}
        </Link>
      </div>
    </section>
  );
}
