import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Receipt, SourceAmount, TripDetail } from '@wayfare/contracts/trips';
import { TravelerEditRequestSchema } from '@wayfare/contracts/trips';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { isApiError } from '../../api/api-error';
import { postResendConfirmation, postTravelerEdit } from '../../api/trips-calls';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { formatTotal } from '../../format/format-money';
import { TripPaymentShares } from './trip-payment-shares';

export type TripModal = 'receipt' | 'payment' | 'travelers' | 'resend' | 'travelerEdit';

function CloseRow({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="wf-dialog-actions">
      {children}
      <Button variant={children ? 'secondary' : 'primary'} onPress={onClose}>
        {intl.formatMessage({ id: 'trips.modal.close' })}
      </Button>
    </div>
  );
}

/** What a person recognises a source by: "Visa ending 4242", "Venture X", "Acme travel credit". */
function nameSource(intl: IntlShape, item: SourceAmount): string | null {
  if (item.card)
    return intl.formatMessage(
      { id: 'trips.source.card' },
      { brand: nameCardBrand(item.card.brand), lastFour: item.card.lastFour },
    );
  if (item.source === 'AncillaryCredit' && item.name)
    return intl.formatMessage({ id: 'trips.source.airlineCredit' }, { airline: item.name });
  return item.name;
}

/** "Card · Visa ending 4242 · $120.00" or, for miles, "Rewards · Venture X · 12,000 miles ($120.00)". */
export function SourceAmountList({ items, label }: { items: SourceAmount[]; label: string }) {
  const intl = useIntl();
  return (
    <dl className="wf-trip-lines" aria-label={label}>
      {items.map((item) => {
        const name = nameSource(intl, item);
        return (
          <div key={`${item.source}-${name ?? ''}`}>
            <dt>
              {intl.formatMessage({ id: `booking.source.${item.source}` })}
              {name ? <span className="wf-field-description"> · {name}</span> : null}
            </dt>
            <dd>
              {item.rewardsValue !== null
                ? intl.formatMessage(
                    { id: 'trips.receipt.rewardsValue' },
                    {
                      miles: intl.formatNumber(item.rewardsValue),
                      amount: formatTotal(intl, item.amount),
                    },
                  )
                : formatTotal(intl, item.amount)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ReceiptBody({ receipt, tripType }: { receipt: Receipt; tripType: TripDetail['type'] }) {
  const intl = useIntl();
  return (
    <>
      <h3>{intl.formatMessage({ id: 'trips.receipt.charges' })}</h3>
      <dl className="wf-trip-lines">
        {receipt.lines.map((line, i) => (
          <div key={`${line.kind}-${String(i)}`}>
            <dt>
              {intl.formatMessage({
                id:
                  line.kind === 'base'
                    ? `trips.receipt.line.base.${tripType}`
                    : `trips.receipt.line.${line.kind}`,
              })}
            </dt>
            <dd>{formatTotal(intl, line.amount)}</dd>
          </div>
        ))}
        <div className="wf-trip-line-total">
          <dt>{intl.formatMessage({ id: 'trips.receipt.total' })}</dt>
          <dd data-testid="receipt-total">{formatTotal(intl, receipt.total)}</dd>
        </div>
      </dl>
      <h3>{intl.formatMessage({ id: 'trips.receipt.payments' })}</h3>
      <SourceAmountList
        items={receipt.payments}
        label={intl.formatMessage({ id: 'trips.receipt.payments' })}
      />
      {receipt.refunds.length > 0 ? (
        <>
          <h3>{intl.formatMessage({ id: 'trips.receipt.refunds' })}</h3>
          <SourceAmountList
            items={receipt.refunds}
            label={intl.formatMessage({ id: 'trips.receipt.refunds' })}
          />
        </>
      ) : null}
    </>
  );
}

function ResendForm({ trip, onClose }: { trip: TripDetail; onClose: () => void }) {
  const intl = useIntl();
  const own = useSignedInSession().userInfo.email;
  const onBooking = trip.booking.contactEmail;
  // A confirmation goes only to the booking's address or the person's own (never a typed one).
  const choices = [onBooking, own].filter(
    (address, i, all) =>
      address && all.findIndex((a) => a.toLowerCase() === address.toLowerCase()) === i,
  );
  const [chosen, setChosen] = useState(onBooking);
  const resend = useMutation({
    mutationFn: (to: string) =>
      postResendConfirmation(trip.booking.id, to === onBooking ? {} : { email: to }),
  });
  if (resend.isSuccess) {
    return (
      <>
        <p role="status">
          {intl.formatMessage({ id: 'trips.resend.sent' }, { email: resend.data.sentTo })}
        </p>
        <CloseRow onClose={onClose} />
      </>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        resend.mutate(chosen);
      }}
    >
      {choices.length > 1 ? (
        <fieldset className="wf-radio-group">
          <legend>{intl.formatMessage({ id: 'trips.resend.choose' })}</legend>
          {choices.map((address) => (
            <label key={address} className="wf-checkbox-row">
              <input
                type="radio"
                name="resend-to"
                value={address}
                checked={chosen === address}
                onChange={() => setChosen(address)}
              />{' '}
              {intl.formatMessage(
                {
                  id: address === onBooking ? 'trips.resend.toBooking' : 'trips.resend.toAccount',
                },
                { email: address },
              )}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{intl.formatMessage({ id: 'trips.resend.body' }, { email: onBooking })}</p>
      )}
      {resend.isError ? (
        <p className="wf-field-error" role="alert">
          {isApiError(resend.error)
            ? resend.error.message
            : intl.formatMessage({ id: 'error.network' })}
        </p>
      ) : null}
      <CloseRow onClose={onClose}>
        <Button type="submit" isPending={resend.isPending}>
          {intl.formatMessage({ id: 'trips.resend.submit' })}
        </Button>
      </CloseRow>
    </form>
  );
}

function TravelerEditForm({ trip, onClose }: { trip: TripDetail; onClose: () => void }) {
  const intl = useIntl();
  const names = travelerNamesOf(trip);
  const [travelerName, setTravelerName] = useState(names[0] ?? '');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (body: { travelerName: string; message: string }) =>
      postTravelerEdit(trip.booking.id, body),
  });
  if (request.isSuccess) {
    return (
      <>
        <p role="status">
          {intl.formatMessage(
            { id: 'trips.travelerEdit.sent' },
            { reference: request.data.requestId },
          )}
        </p>
        <CloseRow onClose={onClose} />
      </>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = TravelerEditRequestSchema.safeParse({ travelerName, message });
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setFieldError(null);
        request.mutate(parsed.data);
      }}
    >
      <p>{intl.formatMessage({ id: 'trips.travelerEdit.body' })}</p>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor="traveler-edit-name">
          {intl.formatMessage({ id: 'trips.travelerEdit.traveler' })}
        </label>
        <select
          id="traveler-edit-name"
          className="wf-input"
          value={travelerName}
          onChange={(event) => setTravelerName(event.target.value)}
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor="traveler-edit-message">
          {intl.formatMessage({ id: 'trips.travelerEdit.message' })}
        </label>
        <textarea
          id="traveler-edit-message"
          className="wf-input"
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'traveler-edit-error' : undefined}
        />
        {fieldError ? (
          <span id="traveler-edit-error" className="wf-field-error">
            {fieldError}
          </span>
        ) : null}
      </div>
      {request.isError ? (
        <p className="wf-field-error" role="alert">
          {isApiError(request.error)
            ? request.error.message
            : intl.formatMessage({ id: 'error.network' })}
        </p>
      ) : null}
      <CloseRow onClose={onClose}>
        <Button type="submit" isPending={request.isPending}>
          {intl.formatMessage({ id: 'trips.travelerEdit.submit' })}
        </Button>
      </CloseRow>
    </form>
  );
}

/** The travelers of a trip: passengers of a flight, guests of a stay, a car's drivers. */
export function travelerNamesOf(trip: TripDetail): string[] {
  if (trip.type === 'Flight') return trip.booking.travelerNames;
  if (trip.type === 'Package')
    return trip.booking.flightPart.travelers.map((t) => `${t.givenName} ${t.surname}`);
  if (trip.type === 'Home')
    return [`${trip.booking.guest.givenName} ${trip.booking.guest.surname}`];
  if (trip.type === 'Experience')
    return [`${trip.booking.leadTraveler.givenName} ${trip.booking.leadTraveler.surname}`];
  if (trip.type === 'Car')
    return [trip.booking.driver, ...trip.booking.additionalDrivers].map(
      (driver) => `${driver.givenName} ${driver.surname}`,
    );
  const { lead, others } = trip.booking.guests;
  return [lead, ...others].map((guest) => `${guest.givenName} ${guest.surname}`);
}

/** The trip modals (spec §2): itemised receipt, payment, travelers, resend, traveler edit. */
export function TripModals({
  trip,
  open,
  onClose,
}: {
  trip: TripDetail;
  open: TripModal | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <ModalDialog
        isOpen={open === 'receipt'}
        onOpenChange={onOpenChange}
        isDismissable
        title={intl.formatMessage({ id: 'trips.receipt.title' })}
      >
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'trips.receipt.code' },
            { code: trip.booking.confirmationCode ?? trip.booking.id },
          )}
        </p>
        <ReceiptBody receipt={trip.receipt} tripType={trip.type} />
        {trip.access === 'owner' ? (
          <TripPaymentShares bookingId={trip.booking.id} headingLevel={3} />
        ) : null}
        <CloseRow onClose={onClose}>
          <Button variant="secondary" onPress={() => window.print()}>
            {intl.formatMessage({ id: 'trips.receipt.print' })}
          </Button>
        </CloseRow>
      </ModalDialog>
      <ModalDialog
        isOpen={open === 'payment'}
        onOpenChange={onOpenChange}
        isDismissable
        title={intl.formatMessage({ id: 'trips.payment.title' })}
      >
        <SourceAmountList
          items={trip.receipt.payments}
          label={intl.formatMessage({ id: 'trips.receipt.payments' })}
        />
        <dl className="wf-trip-lines">
          <div className="wf-trip-line-total">
            <dt>{intl.formatMessage({ id: 'trips.receipt.total' })}</dt>
            <dd>{formatTotal(intl, trip.receipt.total)}</dd>
          </div>
        </dl>
        <CloseRow onClose={onClose} />
      </ModalDialog>
      <ModalDialog
        isOpen={open === 'travelers'}
        onOpenChange={onOpenChange}
        isDismissable
        title={intl.formatMessage({ id: 'trips.travelers.title' })}
      >
        <ul className="wf-trip-traveler-list">
          {travelerNamesOf(trip).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'trips.travelers.contact' },
            { email: trip.booking.contactEmail },
          )}
        </p>
        <CloseRow onClose={onClose} />
      </ModalDialog>
      <ModalDialog
        isOpen={open === 'resend'}
        onOpenChange={onOpenChange}
        isDismissable
        title={intl.formatMessage({ id: 'trips.resend.title' })}
      >
        {open === 'resend' ? <ResendForm trip={trip} onClose={onClose} /> : null}
      </ModalDialog>
      <ModalDialog
        isOpen={open === 'travelerEdit'}
        onOpenChange={onOpenChange}
        isDismissable
        title={intl.formatMessage({ id: 'trips.travelerEdit.title' })}
      >
        {open === 'travelerEdit' ? <TravelerEditForm trip={trip} onClose={onClose} /> : null}
      </ModalDialog>
    </>
  );
}
