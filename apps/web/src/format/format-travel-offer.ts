import type { IntlShape } from 'react-intl';
import type { TravelOffer } from '@wayfare/contracts/travel-offers';
import { formatTotal } from './format-money';

/*
 * A tenant travel offer in the page's language (issue 23): the API sends its data, these write
 * its title, description and terms, the same on /travel-offers/, the booking page and the trip.
 */

type OfferWords = Pick<
  TravelOffer,
  | 'products'
  | 'discount'
  | 'minimumSpend'
  | 'minimumNights'
  | 'validFrom'
  | 'validUntil'
  | 'eligibleTiers'
  | 'oncePer'
>;

// Offers' dates are UTC days on the travel clock, shown as those days wherever the reader is.
const DATE = { dateStyle: 'medium', timeZone: 'UTC' } as const;

function sayProduct(intl: IntlShape, offer: OfferWords): string {
  return intl.formatMessage({ id: 'travelOffer.product' }, { product: offer.products[0] ?? '' });
}

/** "$50 off a hotel booking of 2 nights or more", "10% off a car rental, up to $40". */
export function sayTravelOfferTitle(intl: IntlShape, offer: OfferWords): string {
  const product = sayProduct(intl, offer);
  const nights = offer.minimumNights ?? 0;
  return offer.discount.kind === 'fixed'
    ? intl.formatMessage(
        { id: 'travelOffer.title.fixed' },
        { amount: formatTotal(intl, offer.discount.amount), product, nights },
      )
    : intl.formatMessage(
        { id: 'travelOffer.title.percent' },
        {
          percent: offer.discount.percent,
          cap: formatTotal(intl, offer.discount.cap),
          product,
          nights,
        },
      );
}

export function sayTravelOfferDescription(intl: IntlShape, offer: OfferWords): string {
  const product = sayProduct(intl, offer);
  return offer.discount.kind === 'fixed'
    ? intl.formatMessage(
        { id: 'travelOffer.description.fixed' },
        { amount: formatTotal(intl, offer.discount.amount), product },
      )
    : intl.formatMessage(
        { id: 'travelOffer.description.percent' },
        { percent: offer.discount.percent, cap: formatTotal(intl, offer.discount.cap), product },
      );
}

/** The offer's terms, one sentence each. */
export function sayTravelOfferTerms(intl: IntlShape, offer: OfferWords): string[] {
  const anyCard = ['top', 'travel', 'entry', 'other'].every((t) =>
    offer.eligibleTiers.includes(t as OfferWords['eligibleTiers'][number]),
  );
  return [
    offer.minimumSpend.amountMinor > 0
      ? intl.formatMessage(
          { id: 'travelOffer.terms.minimumSpend' },
          { amount: formatTotal(intl, offer.minimumSpend) },
        )
      : intl.formatMessage({ id: 'travelOffer.terms.noMinimum' }),
    intl.formatMessage(
      { id: 'travelOffer.terms.dates' },
      {
        from: intl.formatDate(offer.validFrom, DATE),
        // The offer ends at the start of its last day: the last day to book is the one before.
        until: intl.formatDate(new Date(Date.parse(offer.validUntil) - 1), DATE),
      },
    ),
    anyCard
      ? intl.formatMessage({ id: 'travelOffer.terms.anyCard' })
      : intl.formatMessage(
          { id: 'travelOffer.terms.tiers' },
          {
            tiers: intl.formatList(
              offer.eligibleTiers.map((t) => intl.formatMessage({ id: `travelOffer.tier.${t}` })),
              { type: 'disjunction' },
            ),
          },
        ),
    intl.formatMessage({ id: `travelOffer.terms.oncePer.${offer.oncePer}` }),
    intl.formatMessage({ id: 'travelOffer.terms.restore' }),
  ];
}
