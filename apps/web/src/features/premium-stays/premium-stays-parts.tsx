import { useIntl, type IntlShape } from 'react-intl';
import type { HotelAvailabilityHotel, HotelShopRoom } from '@wayfare/contracts/hotel-shop';
import type { Collection } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import { COMPLIMENTARY_NIGHT_MIN_NIGHTS } from '@wayfare/domain/hotel-display';
import { formatTotal } from '../flight-results/format-flight';
import { Notice } from '../../ui/states';
import { listCollectionBenefits, type CollectionBenefit } from './collection-benefits';
import {
  priceLeadRateWithComplimentaryNight,
  priceRoomRateWithComplimentaryNight,
} from './complimentary-night';
import './premium-stays.css';

function sayBenefit(intl: IntlShape, benefit: CollectionBenefit): string {
  switch (benefit.id) {
    case 'experienceCredit':
      return intl.formatMessage(
        { id: 'premiumStays.benefit.experienceCredit' },
        {
          amount: intl.formatNumber(benefit.amount.amountMinor / 100, {
            style: 'currency',
            currency: benefit.amount.currency,
            maximumFractionDigits: 0,
          }),
        },
      );
    case 'complimentaryNight':
      return intl.formatMessage(
        { id: 'premiumStays.benefit.complimentaryNight' },
        { minNights: benefit.minNights },
      );
    default:
      return intl.formatMessage({ id: `premiumStays.benefit.${benefit.id}` });
  }
}

/** What a stay at the collection's hotels includes in this tenant. */
export function CollectionBenefitList({
  tenant,
  collection,
}: {
  tenant: Tenant;
  collection: Collection;
}) {
  const intl = useIntl();
  return (
    <ul className="wf-premium-benefits">
      {listCollectionBenefits(tenant, collection).map((benefit) => (
        <li key={benefit.id}>{sayBenefit(intl, benefit)}</li>
      ))}
    </ul>
  );
}

/** The premium stays landing: the two collections and what each includes. */
export function PremiumCollectionsIntro({ tenant }: { tenant: Tenant }) {
  const intl = useIntl();
  return (
    <section className="wf-stack" aria-labelledby="premium-collections">
      <h2 id="premium-collections">{intl.formatMessage({ id: 'premiumStays.collections' })}</h2>
      <div className="wf-premium-collections">
        {(['Premier', 'Lifestyle'] as const).map((collection) => (
          <section
            key={collection}
            className="wf-card wf-stack wf-premium-collection"
            data-collection={collection}
            aria-labelledby={`collection-${collection}`}
          >
            <h3 id={`collection-${collection}`}>
              {intl.formatMessage({ id: `hotel.collection.${collection}` })}
            </h3>
            <p className="wf-field-description">
              {intl.formatMessage({ id: `premiumStays.about.${collection}` })}
            </p>
            <CollectionBenefitList tenant={tenant} collection={collection} />
          </section>
        ))}
      </div>
    </section>
  );
}

/** Under a hotel's price in the premium list: benefits, the 4th night badge and its total. */
export function PremiumHotelExtras({
  hotel,
  tenant,
  nights,
  rooms,
}: {
  hotel: HotelAvailabilityHotel;
  tenant: Tenant;
  nights: number;
  rooms: number;
}) {
  const intl = useIntl();
  const benefits = listCollectionBenefits(tenant, hotel.collection).filter(
    (b) => b.id !== 'complimentaryNight',
  );
  const night = priceLeadRateWithComplimentaryNight(
    tenant,
    hotel.collection,
    { nights, rooms },
    hotel.leadRate,
  );
  return (
    <div className="wf-premium-extras">
      {night ? (
        <>
          <p className="wf-premium-night-badge">
            {intl.formatMessage({ id: 'premiumStays.fourthNightFree' })}
          </p>
          <p className="wf-premium-night-total">
            {intl.formatMessage(
              { id: 'premiumStays.totalWithNight' },
              { total: formatTotal(intl, night.total) },
            )}
          </p>
        </>
      ) : null}
      {benefits.length > 0 ? (
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'premiumStays.benefitsLine' },
            // Each benefit is a phrase of its own, so a list of them reads better than a sentence.
            { benefits: benefits.map((b) => sayBenefit(intl, b)).join(' · ') },
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The hotel page's premium panel: the collection's benefits and whether the 4th night applies. */
export function PremiumBenefitsPanel({
  tenant,
  collection,
  nights,
}: {
  tenant: Tenant;
  collection: Collection;
  nights: number;
}) {
  const intl = useIntl();
  if (collection === 'NoCollection') {
    return (
      <Notice title={intl.formatMessage({ id: 'premiumStays.title' })}>
        <p>{intl.formatMessage({ id: 'premiumStays.shop.notInCollection' })}</p>
      </Notice>
    );
  }
  const hasNight = listCollectionBenefits(tenant, collection).some(
    (b) => b.id === 'complimentaryNight',
  );
  return (
    <section
      className="wf-card wf-stack wf-premium-panel"
      data-collection={collection}
      aria-labelledby="premium-benefits-title"
    >
      <h2 id="premium-benefits-title">
        {intl.formatMessage({ id: 'premiumStays.shop.benefits' })}
      </h2>
      <p className="wf-hotel-collection">
        {intl.formatMessage({ id: `hotel.collection.${collection}` })}
      </p>
      <CollectionBenefitList tenant={tenant} collection={collection} />
      {hasNight ? (
        <p className="wf-premium-night-note">
          {nights >= COMPLIMENTARY_NIGHT_MIN_NIGHTS
            ? intl.formatMessage({ id: 'premiumStays.shop.nightApplies' }, { nights })
            : intl.formatMessage(
                { id: 'premiumStays.shop.nightNeedsMore' },
                { minNights: COMPLIMENTARY_NIGHT_MIN_NIGHTS },
              )}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Each rate of a room type with the complimentary 4th night taken off: room price, the night,
 * taxes and the total, for rates the server sent without discount-aware prices (the room card
 * shows the server's own in each rate's price details). Nothing when the stay does not qualify.
 */
export function ComplimentaryNightPriceDetails({
  room,
  tenant,
  collection,
  rooms,
  nights,
}: {
  room: HotelShopRoom;
  tenant: Tenant;
  collection: Collection;
  rooms: number;
  nights: number;
}) {
  const intl = useIntl();
  const priced = room.rates.flatMap((rate) => {
    if (rate.complimentaryNightDiscount !== undefined) return [];
    const night = priceRoomRateWithComplimentaryNight(tenant, collection, rooms, rate);
    return night ? [{ rate, night }] : [];
  });
  if (room.availability !== 'Available' || priced.length === 0) return null;
  return (
    <details className="wf-premium-price" open>
      <summary>{intl.formatMessage({ id: 'premiumStays.price.title' })}</summary>
      <ul className="wf-premium-price-rates">
        {priced.map(({ rate, night }) => (
          <li key={rate.rateId} aria-label={rate.name}>
            <p className="wf-rate-name">{rate.name}</p>
            <dl className="wf-price-lines">
              <div>
                <dt>{intl.formatMessage({ id: 'premiumStays.price.roomPrice' }, { nights })}</dt>
                <dd>{formatTotal(intl, rate.sellRate)}</dd>
              </div>
              <div className="wf-premium-price-night">
                <dt>{intl.formatMessage({ id: 'premiumStays.price.complimentaryNight' })}</dt>
                <dd>
                  {intl.formatMessage(
                    { id: 'premiumStays.price.discount' },
                    { amount: formatTotal(intl, night.discount) },
                  )}
                </dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'hotelShop.taxes' })}</dt>
                <dd>{formatTotal(intl, rate.taxes)}</dd>
              </div>
              <div className="wf-price-total">
                <dt>{intl.formatMessage({ id: 'premiumStays.price.total' })}</dt>
                <dd>
                  <s className="wf-premium-was">
                    <span className="wf-visually-hidden">
                      {intl.formatMessage(
                        { id: 'premiumStays.wasTotal' },
                        { total: formatTotal(intl, rate.total) },
                      )}
                    </span>
                    <span aria-hidden="true">{formatTotal(intl, rate.total)}</span>
                  </s>{' '}
                  {formatTotal(intl, night.total)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'premiumStays.price.note' })}
      </p>
    </details>
  );
}
