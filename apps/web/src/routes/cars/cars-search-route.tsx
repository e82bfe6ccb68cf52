import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { CarSearchForm } from '../../features/car-search/car-search-form';
import {
  draftFromCarSearch,
  emptyCarSearchDraft,
} from '../../features/car-search/car-search-draft';
import '../../features/car-search/car-search.css';
import { RecentCarSearches } from '../../features/car-search/recent-car-searches';
import '../../features/flight-search/flight-search.css';
import { rememberCarSearch } from '../../model/car-recent-searches';
import {
  buildCarPath,
  buildCarSearchParams,
  readCarSearchParams,
} from '../../model/car-search-params';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { todayInPortalZone } from '../../i18n/locale';
import { AreaMessages } from '../../i18n/area-messages';
import { CARS_EN } from '../../i18n/catalogues/cars';

/**
 * /cars/ and /cars/search: where, when and who drives. A link from a trip's "Change car"
 * (`entryType=change_car`) or Change search arrives with the form filled in.
 */
function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const [params] = useSearchParams();
  const prefill = readCarSearchParams(params);
  const isChange = params.get('entryType') === 'change_car';
  const title = intl.formatMessage({ id: 'carSearch.heading' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={intl.formatMessage({ id: 'carSearch.pageTitle' })} />
      <h1>{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'carSearch.lead' })}</p>
      <CarSearchForm
        initial={prefill ? draftFromCarSearch(prefill) : emptyCarSearchDraft()}
        today={todayInPortalZone()}
        {...(isChange ? { note: intl.formatMessage({ id: 'carSearch.changeCarNote' }) } : {})}
        onSubmit={(search) => {
          rememberCarSearch(session.userId, search);
          void navigate(buildCarPath('availability', buildCarSearchParams(search)));
        }}
      />
      <RecentCarSearches userId={session.userId} headingId="recent-car-searches" />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={CARS_EN}>
      <SearchPage />
    </AreaMessages>
  );
}
