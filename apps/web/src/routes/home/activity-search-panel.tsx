import { useNavigate } from 'react-router';
import { emptyActivitySearchDraft } from '../../features/activity-search/activity-search-draft';
import { ActivitySearchForm } from '../../features/activity-search/activity-search-form';
import '../../features/activity-search/activity-search.css';
import '../../features/flight-search/flight-search.css';
import { buildActivityPath, buildActivitySearchParams } from '../../model/activity-search-params';
import { todayInPortalZone } from '../../i18n/locale';

/** The home page's experience search (loaded when the Experiences tab is chosen). */
export default function ActivitySearchPanel() {
  const navigate = useNavigate();
  return (
    <div className="wf-home-search-panel">
      <ActivitySearchForm
        initial={emptyActivitySearchDraft()}
        today={todayInPortalZone()}
        onSubmit={(search) => {
          const params = buildActivitySearchParams(search, { entryType: 'homepage' });
          void navigate(buildActivityPath('availability', params));
        }}
      />
    </div>
  );
}
