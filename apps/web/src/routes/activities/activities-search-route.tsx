import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import {
  draftFromActivitySearch,
  emptyActivitySearchDraft,
} from '../../features/activity-search/activity-search-draft';
import { ActivitySearchForm } from '../../features/activity-search/activity-search-form';
import '../../features/activity-search/activity-search.css';
import '../../features/flight-search/flight-search.css';
import {
  buildActivityPath,
  buildActivitySearchParams,
  readActivitySearchParams,
} from '../../model/activity-search-params';
import { PageTitle } from '../../components/page-title';
import { todayInPortalZone } from '../../i18n/locale';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';

/** /activities/ and /activities/search: where and when, and what kind of activity. */
function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = readActivitySearchParams(params);
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={intl.formatMessage({ id: 'activitySearch.pageTitle' })} />
      <h1>{intl.formatMessage({ id: 'activitySearch.heading' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'activitySearch.lead' })}</p>
      <ActivitySearchForm
        initial={prefill ? draftFromActivitySearch(prefill) : emptyActivitySearchDraft()}
        today={todayInPortalZone()}
        onSubmit={(search) =>
          void navigate(buildActivityPath('availability', buildActivitySearchParams(search)))
        }
      />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={ACTIVITIES_EN}>
      <SearchPage />
    </AreaMessages>
  );
}
