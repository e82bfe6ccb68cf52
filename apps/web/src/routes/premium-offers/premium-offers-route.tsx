import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PremiumOffer, PremiumOffersResponse } from '@wayfare/contracts/premium-offers';
import { premiumOffersQueryOptions } from '../../api/travel-sale-calls';
import { HotelEarn, HotelPolicyBadge } from '../../components/hotel-rate-extras';
import { PageTitle } from '../../components/page-title';
import { HotelCard } from '../../features/hotel-results/hotel-card';
import '../../features/hotel-results/hotel-results.css';
import { listCollectionBenefits } from '../../features/premium-stays/collection-benefits';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { TRAVEL_SALE_EN } from '../../i18n/catalogues/travel-sale';
import { buildHotelStayParams } from '../../model/hotel-search-params';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

const MESSAGES = { ...HOTELS_EN, ...TRAVEL_SALE_EN };

function OfferLine({ offer }: { offer: PremiumOffer }) {
  const intl = useIntl();
  const { boot } = usePortal();
  if (offer.kind === 'FreeNight') {
    return (
      <p className="wf-hotel-card-free-night">
        {intl.formatMessage(
          { id: 'premiumOffers.offer.FreeNight' },
          { amount: formatTotal(intl, offer.amount) },
        )}
      </p>
    );
  }
  // The credit's amount is the collection's (premium stays' benefits).
  const credit = listCollectionBenefits(boot.tenant, 'Premier').find(
    (b) => b.id === 'experienceCredit',
  );
  return credit?.id === 'experienceCredit' ? (
    <p className="wf-hotel-card-free-night">
      {intl.formatMessage(
        { id: 'premiumOffers.offer.ExperienceCredit' },
        { amount: formatTotal(intl, credit.amount) },
      )}
    </p>
  ) : null;
}

function Offers({ data }: { data: PremiumOffersResponse }) {
  const intl = useIntl();
  const { stay } = data;
  if (data.places.length === 0) {
    return <Notice title={intl.formatMessage({ id: 'premiumOffers.empty' })} />;
  }
  return (
    <>
      <p>
        {intl.formatMessage(
          { id: 'premiumOffers.intro' },
          {
            nights: stay.nights,
            from: formatIsoDate(intl, stay.checkInDate),
            until: formatIsoDate(intl, stay.checkOutDate),
          },
        )}
      </p>
      {data.places.map((place) => (
        <section key={place.code} className="wf-stack" aria-labelledby={`offers-${place.code}`}>
          <h2 id={`offers-${place.code}`}>
            {intl.formatMessage({ id: 'premiumOffers.place' }, { city: place.city })}
          </h2>
          <ul className="wf-hotel-list">
            {place.offers.map(({ hotel, offer }) => {
              const params = buildHotelStayParams({
                lodgingId: hotel.lodgingId,
                fromDate: stay.checkInDate,
                untilDate: stay.checkOutDate,
                rooms: stay.rooms,
                adults: stay.adults,
                children: 0,
              });
              return (
                <li key={hotel.lodgingId}>
                  <HotelCard
                    hotel={hotel}
                    nights={stay.nights}
                    rooms={stay.rooms}
                    href={`/premium-stays/shop?${params.toString()}`}
                    distanceUnit={intl.locale === 'en-US' ? 'Mi' : 'Km'}
                    extras={
                      <>
                        <OfferLine offer={offer} />
                        {hotel.policyStatus ? (
                          <HotelPolicyBadge status={hotel.policyStatus} />
                        ) : null}
                        <HotelEarn earn={hotel.earn} />
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

function PremiumOffersPage() {
  const intl = useIntl();
  const offers = useQuery(premiumOffersQueryOptions());
  const title = intl.formatMessage({ id: 'premiumOffers.title' });
  return (
    <div className="wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {offers.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'premiumOffers.loading' })} />
      ) : offers.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'premiumOffers.error' })}
          action={
            <Button variant="secondary" onPress={() => void offers.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      ) : (
        <Offers data={offers.data} />
      )}
    </div>
  );
}

/** /premium-offers/ (issue 23): premium stays with a current offer, each opening its page. */
export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <PremiumOffersPage />
    </AreaMessages>
  );
}
