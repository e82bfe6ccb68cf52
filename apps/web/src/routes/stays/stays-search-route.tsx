import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import '../../features/premium-stays/premium-stays.css';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelSearchPage } from '../hotels/hotels-search-route';

/**
 * /stays/search: stays are hotels and homes (spec §4 stay kinds); there is no homes search yet, so
 * it searches hotels, under the Stays tab, and leads to premium stays.
 */
function StaysSearchPage() {
  const intl = useIntl();
  return (
    <HotelSearchPage
      product="stays"
      title={intl.formatMessage({ id: 'stays.search.title' })}
      lead={<p className="wf-lead">{intl.formatMessage({ id: 'stays.search.lead' })}</p>}
    >
      <section className="wf-card wf-premium-promo" aria-labelledby="premium-stays-promo">
        <div className="wf-stack">
          <h2 id="premium-stays-promo">{intl.formatMessage({ id: 'stays.premium.title' })}</h2>
          <p>{intl.formatMessage({ id: 'stays.premium.body' })}</p>
        </div>
        <Link to="/premium-stays/" className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'stays.premium.link' })}
        </Link>
      </section>
    </HotelSearchPage>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <AreaMessages english={STAYS_EN}>
        <StaysSearchPage />
      </AreaMessages>
    </AreaMessages>
  );
}
