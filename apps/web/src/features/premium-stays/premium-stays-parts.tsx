import { useIntl, type IntlShape } from 'react-intl';
import type { HotelAvailabilityHotel } from '@wayfare/contracts/hotel-shop';
import type { Collection } from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import { COMPLIMENTARY_NIGHT_MIN_NIGHTS } from '@wayfare/domain/hotel-display';
import { formatMoney } from '@wayfare/domain/money-format';
import { Notice } from '../../ui/states';
import { listCollectionBenefits, type CollectionBenefit } from './collection-benefits';
import './premium-stays.css';

function sayBenefit(intl: IntlShape, benefit: CollectionBenefit): string {
  switch (benefit.id) {
    case 'experienceCredit':
      return intl.formatMessage(
        { id: 'premiumStays.benefit.experienceCredit' },
        {
          amount: formatMoney(benefit.amount, intl.locale, { precision: 'whole' }),
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

/**
 * Under a hotel's price in the premium list: the collection's other benefits (the card itself
 * shows the complimentary night in its price, from the server's discount-aware fields).
 */
export function PremiumHotelExtras({
  hotel,
  tenant,
}: {
  hotel: Pick<HotelAvailabilityHotel, 'collection'>;
  tenant: Tenant;
}) {
  const intl = useIntl();
  const benefits = listCollectionBenefits(tenant, hotel.collection).filter(
    (b) => b.id !== 'complimentaryNight',
  );
  if (benefits.length === 0) return null;
  return (
    <p className="wf-field-description wf-premium-extras">
      {intl.formatMessage(
        { id: 'premiumStays.benefitsLine' },
        // Each benefit is a phrase of its own, so a list of them reads better than a sentence.
        { benefits: benefits.map((b) => sayBenefit(intl, b)).join(' · ') },
      )}
    </p>
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
