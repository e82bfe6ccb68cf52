import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import '../../features/premium-stays/premium-stays.css';
import '../../features/home-results/homes.css';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAY_SEARCH_EN } from '../../i18n/catalogues/stay-search';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { todayInPortalZone } from '../../i18n/locale';
import { buildHomeSearchParams, readHomeSearchParams } from '../../model/home-search-params';
import { draftFromSearch, StaySearchForm } from './stay-search-form';

/**
 * /stays/search: stays are hotels and homes (spec §4 stay kinds): a city, dates, rooms for the
 * hotels, guests and pets, then both kinds in one list; and the way to premium stays.
 */
function StaysSearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = intl.formatMessage({ id: 'stays.search.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'stays.search.lead' })}</p>
      <StaySearchForm
        initial={draftFromSearch(readHomeSearchParams(params))}
        today={todayInPortalZone()}
        withRooms
        submitLabel={intl.formatMessage({ id: 'staySearch.submit' })}
        onSubmit={(search) =>
          void navigate(`/stays/availability?${buildHomeSearchParams(search).toString()}`)
        }
      />
      <section className="wf-card wf-premium-promo" aria-labelledby="homes-promo">
        <div className="wf-stack">
          <h2 id="homes-promo">{intl.formatMessage({ id: 'stays.homes.title' })}</h2>
          <p>{intl.formatMessage({ id: 'stays.homes.body' })}</p>
        </div>
        <Link to="/vacation-rentals/" className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'stays.homes.link' })}
        </Link>
      </section>
      <section className="wf-card wf-premium-promo" aria-labelledby="premium-stays-promo">
        <div className="wf-stack">
          <h2 id="premium-stays-promo">{intl.formatMessage({ id: 'stays.premium.title' })}</h2>
          <p>{intl.formatMessage({ id: 'stays.premium.body' })}</p>
        </div>
        <Link to="/premium-stays/" className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'stays.premium.link' })}
        </Link>
      </section>
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...STAYS_EN, ...STAY_SEARCH_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <StaysSearchPage />
    </AreaMessages>
  );
}
