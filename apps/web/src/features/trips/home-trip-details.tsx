import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HomeTripDetail } from '@wayfare/contracts/trips';
import {
  HomeCancellationText,
  HomeFacts,
  HomeHouseRulesList,
  HomePriceLines,
  sayCheckIn,
} from '../../components/home-stay';
import { HotelImage } from '../../components/hotel-image';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * A vacation rental trip: the home, the dates, how to check in, the house rules, the price broken
 * down and the host's policy, with the host and rental details modal and Cancel home (the shared
 * cancel dialog, which quotes the refund before confirming).
 */
export function HomeTripDetails({
  trip,
  onCancel,
}: {
  trip: HomeTripDetail;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const { booking } = trip;
  const { home, stay, hostContact } = booking;
  const isOwner = trip.access === 'owner';
  return (
    <>
      <section className="wf-card wf-trip-section" aria-labelledby="home-trip-title">
        <h2 id="home-trip-title">{home.title}</h2>
        <div className="wf-car-trip-head">
          <HotelImage src={home.imageSvg} className="wf-home-trip-image" />
          <div className="wf-stack">
            <p>
              {intl.formatMessage({ id: `homeType.${home.propertyType}` })} ·{' '}
              {`${home.neighbourhood}, ${home.city}`}
            </p>
            <HomeFacts home={home} />
          </div>
        </div>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'homeTrip.dates' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'homeTrip.datesValue' },
                {
                  from: formatIsoDate(intl, stay.checkInDate),
                  until: formatIsoDate(intl, stay.checkOutDate),
                  nights: booking.pricing.nights,
                },
              )}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'homeBook.summary.checkIn' })}</dt>
            <dd>{formatClockTime(intl, home.houseRules.checkInFrom)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'homeBook.summary.checkOut' })}</dt>
            <dd>{formatClockTime(intl, home.houseRules.checkOutBy)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'homeConfirm.guest' })}</dt>
            <dd>
              {booking.guest.givenName} {booking.guest.surname}
            </dd>
          </div>
        </dl>
        {isOwner ? (
          <div className="wf-trip-actions">
            <Button variant="secondary" onPress={() => setIsDetailsOpen(true)}>
              {intl.formatMessage({ id: 'homeTrip.details' })}
            </Button>
            {trip.canCancel ? (
              <Button variant="secondary" onPress={onCancel}>
                {intl.formatMessage({ id: 'homeTrip.cancel' })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="home-checkin-title">
        <h2 id="home-checkin-title">{intl.formatMessage({ id: 'homeTrip.checkIn' })}</h2>
        <p>{sayCheckIn(intl, home)}</p>
        <p>
          {hostContact
            ? `${hostContact.address}, ${home.city}`
            : intl.formatMessage({ id: 'homeTrip.addressPending' })}
        </p>
        <h3>{intl.formatMessage({ id: 'homeShop.rules' })}</h3>
        <HomeHouseRulesList rules={home.houseRules} />
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="home-price-trip-title">
        <h2 id="home-price-trip-title">{intl.formatMessage({ id: 'homeTrip.price' })}</h2>
        <HomePriceLines pricing={booking.pricing} />
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="home-policy-trip-title">
        <h2 id="home-policy-trip-title">{intl.formatMessage({ id: 'homeShop.cancellation' })}</h2>
        <HomeCancellationText kind={home.cancellationKind} policy={booking.cancellation} />
        {trip.canCancel ? (
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'homeTrip.cancelNote' })}
          </p>
        ) : null}
      </section>
      <ModalDialog
        isOpen={isDetailsOpen}
        onOpenChange={setIsDetailsOpen}
        isDismissable
        title={intl.formatMessage({ id: 'homeTrip.details' })}
      >
        <h3>{intl.formatMessage({ id: 'homeTrip.hostTitle' })}</h3>
        <dl className="wf-booking-prices">
          <div>
            <dt>{intl.formatMessage({ id: 'homeConfirm.host' })}</dt>
            <dd>{hostContact?.name ?? home.host.name}</dd>
          </div>
          {hostContact ? (
            <>
              <div>
                <dt>{intl.formatMessage({ id: 'booking.contact.phone' })}</dt>
                <dd>{hostContact.phone}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'booking.contact.email' })}</dt>
                <dd>{hostContact.email}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'homeConfirm.address' })}</dt>
                <dd>{`${hostContact.address}, ${home.city}`}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {hostContact ? null : <p>{intl.formatMessage({ id: 'homeTrip.addressPending' })}</p>}
        {booking.messageToHost ? (
          <>
            <h3>{intl.formatMessage({ id: 'homeTrip.message' })}</h3>
            <p>{booking.messageToHost}</p>
          </>
        ) : null}
        <h3>{intl.formatMessage({ id: 'homeShop.about' })}</h3>
        <HomeFacts home={home} />
        <p>{home.description}</p>
        <div className="wf-dialog-actions">
          <Button onPress={() => setIsDetailsOpen(false)}>
            {intl.formatMessage({ id: 'trips.modal.close' })}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
