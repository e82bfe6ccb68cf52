import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import '../../features/home-results/homes.css';
import { todayInPortalZone } from '../../i18n/locale';
import { buildHomeSearchParams } from '../../model/home-search-params';
import { draftFromSearch, StaySearchForm } from '../stays/stay-search-form';

/**
 * The home page's stays search (loaded when the Stays tab is chosen, with its React Aria widgets):
 * hotels and homes together, the stays results page's search.
 */
export default function StaysSearchPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="wf-home-search-panel">
      <StaySearchForm
        initial={draftFromSearch(null)}
        today={todayInPortalZone()}
        withRooms
        submitLabel={intl.formatMessage({ id: 'staySearch.submit' })}
        onSubmit={(search) =>
          void navigate(`/stays/availability?${buildHomeSearchParams(search).toString()}`)
        }
      />
    </div>
  );
}
