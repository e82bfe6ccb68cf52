import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PremiumCollectionsIntro } from '../../features/premium-stays/premium-stays-parts';
import { usePortal } from '../../tenant/portal-context';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelSearchPage } from '../hotels/hotels-search-route';

/** /premium-stays/ and /premium-stays/search: the search, and what the two collections include. */
function PremiumStaysSearchPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  return (
    <HotelSearchPage
      product="premium-stays"
      title={intl.formatMessage({ id: 'premiumStays.title' })}
      lead={
        <>
          <p className="wf-lead">{intl.formatMessage({ id: 'premiumStays.lead' })}</p>
          {/* Issue 23: the premium stays with an offer now (a free night or a credit). */}
          <p>
            <Link to="/premium-offers/">
              {intl.formatMessage({ id: 'premiumStays.offersLink' })}
            </Link>
          </p>
        </>
      }
    >
      <PremiumCollectionsIntro tenant={boot.tenant} />
    </HotelSearchPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <AreaMessages english={STAYS_EN}>
        <PremiumStaysSearchPage />
      </AreaMessages>
    </AreaMessages>
  );
}
