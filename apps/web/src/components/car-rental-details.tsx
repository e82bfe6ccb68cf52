import { useIntl } from 'react-intl';
import type { CarCounter, CarRental } from '@wayfare/contracts/cars';
import { formatLocalDayTime } from '../format/format-dates';
import { formatTotal } from '../format/format-money';
import {
  sayCarCancellation,
  sayCounterHours,
  sayCounterInstructions,
  sayMileage,
} from '../format/format-car-rental';
import './car-rental-details.css';

/** One counter: when, where, its hours that day and how to find it. */
export function CarCounterFacts({
  counter,
  which,
  headingLevel = 3,
}: {
  counter: CarCounter;
  which: 'pickUp' | 'dropOff';
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="wf-car-counter-facts">
      <Heading>{intl.formatMessage({ id: `carCounter.${which}` })}</Heading>
      <p>
        <strong>{formatLocalDayTime(intl, counter.at)}</strong>
      </p>
      <p>
        {counter.location.name} · {intl.formatMessage({ id: `carPickUpKind.${counter.kind}` })}
        <br />
        {counter.address}
      </p>
      <p className="wf-field-description">{sayCounterHours(intl, counter)}</p>
      <p>{sayCounterInstructions(intl, counter.instructions)}</p>
    </div>
  );
}

/** Pick-up and drop-off side by side. */
export function CarCounters({ rental, headingLevel }: { rental: CarRental; headingLevel?: 2 | 3 }) {
  return (
    <div className="wf-car-counters">
      <CarCounterFacts counter={rental.pickUp} which="pickUp" headingLevel={headingLevel} />
      <CarCounterFacts counter={rental.dropOff} which="dropOff" headingLevel={headingLevel} />
    </div>
  );
}

/** Mileage, fuel, deposit, excess and what the rate includes, as a list of terms. */
export function CarRentalTerms({ rental }: { rental: CarRental }) {
  const intl = useIntl();
  const { offer } = rental;
  return (
    <dl className="wf-car-terms">
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.mileage' })}</dt>
        <dd>{sayMileage(intl, offer.mileage)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.fuel' })}</dt>
        <dd>
          {intl.formatMessage({ id: `carFuelPolicy.${offer.fuelPolicy}` })}:{' '}
          {intl.formatMessage({ id: `carFuelRule.${offer.fuelPolicy}` })}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.deposit' })}</dt>
        <dd>
          {intl.formatMessage(
            { id: 'carTerms.depositBody' },
            { amount: formatTotal(intl, rental.deposit) },
          )}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.excess' })}</dt>
        <dd>
          {intl.formatMessage(
            { id: 'carTerms.excessBody' },
            { amount: formatTotal(intl, rental.excess) },
          )}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.included' })}</dt>
        <dd>
          <ul className="wf-car-included">
            {rental.included.map((item) => (
              <li key={item}>{intl.formatMessage({ id: `carInclusion.${item}` })}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'carTerms.driver' })}</dt>
        <dd>
          {intl.formatMessage({ id: 'carFacts.minimumAge' }, { age: offer.minimumDriverAge })}
        </dd>
      </div>
    </dl>
  );
}

/** The cancellation terms in words, under their heading. */
export function CarCancellationTerms({
  rental,
  isPrepaid,
  headingLevel = 2,
}: {
  rental: CarRental;
  isPrepaid: boolean;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>{intl.formatMessage({ id: 'carTerms.cancellation' })}</Heading>
      <p data-testid="car-cancellation">
        {sayCarCancellation(intl, rental.cancellationPolicy, isPrepaid)}
      </p>
    </>
  );
}
