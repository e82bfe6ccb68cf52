import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CarTripDetail } from '@wayfare/contracts/trips';
import { CarFactList, CarImage, CarRating } from '../../components/car-facts';
import {
  CarCancellationTerms,
  CarCounterFacts,
  CarRentalTerms,
} from '../../components/car-rental-details';
import { formatLocalDayTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import {
  buildCarPath,
  buildCarSearchParams,
  type CarSearchParams,
} from '../../model/car-search-params';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

/** Spec §2 car trip modals: car confirmation, drivers, pick up, drop off, change/cancel car. */
export type CarTripModal = 'confirmation' | 'drivers' | 'pickUp' | 'dropOff' | 'change';

/** The same rental searched again: its places, dates, times and the driver's age (Change car). */
export function toCarChangeSearch(trip: CarTripDetail): CarSearchParams {
  const { booking } = trip;
  const { pickUp, dropOff } = booking;
  return {
    pickUp: { code: pickUp.location.code, name: pickUp.location.name },
    dropOff:
      dropOff.location.code === pickUp.location.code
        ? null
        : { code: dropOff.location.code, name: dropOff.location.name },
    fromDate: pickUp.at.slice(0, 10),
    pickUpTime: pickUp.at.slice(11, 16),
    untilDate: dropOff.at.slice(0, 10),
    dropOffTime: dropOff.at.slice(11, 16),
    driverAge: booking.driver.age,
  };
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <div className="wf-dialog-actions">
      <Button onPress={onClose}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
    </div>
  );
}

/** The car trip's own modals. */
function CarTripModals({
  trip,
  open,
  onClose,
  onCancel,
}: {
  trip: CarTripDetail;
  open: CarTripModal | null;
  onClose: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { booking } = trip;
  const titles: Record<CarTripModal, string> = {
    confirmation: intl.formatMessage({ id: 'trips.car.modal.confirmation' }),
    drivers: intl.formatMessage({ id: 'trips.car.modal.drivers' }),
    pickUp: intl.formatMessage({ id: 'trips.car.modal.pickUp' }),
    dropOff: intl.formatMessage({ id: 'trips.car.modal.dropOff' }),
    change: intl.formatMessage({ id: 'trips.car.modal.change' }),
  };
  const changePath = buildCarPath(
    'search',
    buildCarSearchParams(toCarChangeSearch(trip), 'change_car'),
  );
  return (
    <ModalDialog
      isOpen={open !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      title={open ? titles[open] : ''}
    >
      {open === 'confirmation' ? (
        <>
          <dl className="wf-trip-lines">
            <div>
              <dt>{intl.formatMessage({ id: 'trips.card.code' })}</dt>
              <dd>{booking.confirmationCode ?? intl.formatMessage({ id: 'trips.card.noCode' })}</dd>
            </div>
            {booking.supplierConfirmation ? (
              <div>
                <dt>
                  {intl.formatMessage(
                    { id: 'trips.car.supplierCode' },
                    { supplier: booking.offer.supplier.name },
                  )}
                </dt>
                <dd>{booking.supplierConfirmation}</dd>
              </div>
            ) : null}
          </dl>
          <p>{intl.formatMessage({ id: 'trips.car.confirmationHint' })}</p>
          <CloseButton onClose={onClose} />
        </>
      ) : null}
      {open === 'drivers' ? (
        <>
          <ul>
            {[booking.driver, ...booking.additionalDrivers].map((driver, index) => (
              <li key={`${driver.givenName}-${driver.surname}-${String(index)}`}>
                {intl.formatMessage(
                  { id: index === 0 ? 'trips.car.mainDriver' : 'trips.car.additionalDriver' },
                  { name: `${driver.givenName} ${driver.surname}`, age: driver.age },
                )}
              </li>
            ))}
          </ul>
          <p>{intl.formatMessage({ id: 'trips.car.driversHint' })}</p>
          <CloseButton onClose={onClose} />
        </>
      ) : null}
      {open === 'pickUp' ? (
        <>
          <CarCounterFacts counter={booking.pickUp} which="pickUp" />
          <p>
            {intl.formatMessage(
              { id: 'trips.car.pickUpBring' },
              { deposit: formatTotal(intl, booking.deposit) },
            )}
          </p>
          <CloseButton onClose={onClose} />
        </>
      ) : null}
      {open === 'dropOff' ? (
        <>
          <CarCounterFacts counter={booking.dropOff} which="dropOff" />
          <p>{intl.formatMessage({ id: `carFuelRule.${booking.offer.fuelPolicy}` })}</p>
          <CloseButton onClose={onClose} />
        </>
      ) : null}
      {open === 'change' ? (
        <>
          <p>{intl.formatMessage({ id: 'trips.car.changeBody' })}</p>
          <CarCancellationTerms
            rental={booking}
            isPrepaid={booking.payTiming === 'PayNow'}
            headingLevel={3}
          />
          <div className="wf-dialog-actions">
            <Link to={changePath} className="wf-button" data-variant="secondary">
              {intl.formatMessage({ id: 'trips.car.changeSearch' })}
            </Link>
            {trip.canCancel ? (
              <Button
                onPress={() => {
                  onClose();
                  onCancel();
                }}
              >
                {intl.formatMessage({ id: 'trips.car.cancelCar' })}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}

/** A car trip: the car, its counters, drivers, extras, price and terms, and its modals. */
export function CarTripDetails({
  trip,
  onCancel,
}: {
  trip: CarTripDetail;
  /** Opens the shared cancel dialog (the change modal's "Cancel this car"). */
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [modal, setModal] = useState<CarTripModal | null>(null);
  const { booking } = trip;
  const { offer } = booking;
  const isOwner = trip.access === 'owner';
  return (
    <>
      <section className="wf-card wf-trip-section" aria-labelledby="car-rental-title">
        <h2 id="car-rental-title">{intl.formatMessage({ id: 'trips.car.rental' })}</h2>
        <div className="wf-car-trip-head">
          <CarImage svg={offer.imageSvg} />
          <div>
            <p>
              <strong>{offer.model}</strong> ·{' '}
              {intl.formatMessage({ id: `carClass.${offer.carClass}` })}
            </p>
            <CarFactList offer={offer} />
            <p>
              {offer.supplier.name} <CarRating rating={offer.rating} />
            </p>
          </div>
        </div>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'carCounter.pickUp' })}</dt>
            <dd>
              {formatLocalDayTime(intl, booking.pickUp.at)} · {booking.pickUp.location.name}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'carCounter.dropOff' })}</dt>
            <dd>
              {formatLocalDayTime(intl, booking.dropOff.at)} · {booking.dropOff.location.name}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.car.driver' })}</dt>
            <dd>
              {booking.driver.givenName} {booking.driver.surname}
            </dd>
          </div>
          {booking.extras.length > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.car.extras' })}</dt>
              <dd>
                {booking.extras
                  .map((e) =>
                    intl.formatMessage(
                      { id: 'trips.car.extraValue' },
                      {
                        name: intl.formatMessage({ id: `carExtra.${e.type}` }),
                        quantity: e.quantity,
                      },
                    ),
                  )
                  .join(', ')}
              </dd>
            </div>
          ) : null}
          {booking.totals.dueAtCounter.amountMinor > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.car.dueAtCounter' })}</dt>
              <dd>{formatTotal(intl, booking.totals.dueAtCounter)}</dd>
            </div>
          ) : null}
        </dl>
        {isOwner ? (
          <div
            className="wf-trip-actions"
            role="group"
            aria-label={intl.formatMessage({ id: 'trips.car.actions' })}
          >
            <Button variant="secondary" onPress={() => setModal('confirmation')}>
              {intl.formatMessage({ id: 'trips.car.modal.confirmation' })}
            </Button>
            <Button variant="secondary" onPress={() => setModal('drivers')}>
              {intl.formatMessage({ id: 'trips.car.modal.drivers' })}
            </Button>
            <Button variant="secondary" onPress={() => setModal('pickUp')}>
              {intl.formatMessage({ id: 'trips.car.modal.pickUp' })}
            </Button>
            <Button variant="secondary" onPress={() => setModal('dropOff')}>
              {intl.formatMessage({ id: 'trips.car.modal.dropOff' })}
            </Button>
            {trip.tripStatus === 'Confirmed' ? (
              <Button variant="secondary" onPress={() => setModal('change')}>
                {intl.formatMessage({ id: 'trips.car.modal.change' })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="car-terms-title">
        <h2 id="car-terms-title">{intl.formatMessage({ id: 'trips.car.terms' })}</h2>
        <CarRentalTerms rental={booking} />
        <CarCancellationTerms
          rental={booking}
          isPrepaid={booking.payTiming === 'PayNow'}
          headingLevel={3}
        />
      </section>
      <CarTripModals trip={trip} open={modal} onClose={() => setModal(null)} onCancel={onCancel} />
    </>
  );
}
