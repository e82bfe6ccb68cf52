import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PackageHelptip } from '../../features/packages/package-helptip';
import {
  buildPackagePath,
  readPackageArea,
  readPackageSearchParams,
} from '../../features/packages/package-params';
import {
  listRecentPackageSearches,
  rememberPackageSearch,
} from '../../features/packages/package-recent-searches';
import type { PackageSearchDraft } from '../../features/packages/package-search-draft';
import '../../features/packages/packages.css';
import { AreaMessages } from '../../i18n/area-messages';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { todayInPortalZone } from '../../i18n/locale';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PackageRecentList } from './package-recent-list';
import { PackageSearchForm } from './package-search-form';

/**
 * A search handed over without its destination's city (the flight results' trip builder:
 * `origin`, `destination` and their names, the dates and travellers): the form opens filled in.
 */
function readPrefill(params: URLSearchParams): Partial<PackageSearchDraft> | undefined {
  const origin = params.get('origin');
  const destination = params.get('destination');
  if (!origin || !destination) return undefined;
  const count = (key: string, fallback: number) => {
    const value = Number(params.get(key) ?? fallback);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  };
  return {
    origin: { code: origin, label: params.get('originName') ?? origin, isRecent: false },
    destination: {
      code: destination,
      label: params.get('locationName') ?? destination,
      isRecent: false,
    },
    fromDate: params.get('fromDate'),
    untilDate: params.get('untilDate'),
    adults: Math.max(1, count('adults', 2)),
    children: count('children', 0),
  };
}

/** /packages/search and /hotels-flights/search: where from, where to, when and who. */
function PackagesSearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useSignedInSession();
  const area = readPackageArea(pathname);
  const search = readPackageSearchParams(params);
  const entry = params.get('entryType');
  const entryType = entry === 'flight_list' || entry === 'flight_search' ? entry : null;
  const title = intl.formatMessage({ id: 'packageSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'packageSearch.lead' })}</p>
      <PackageHelptip />
      <PackageSearchForm
        search={search}
        {...(search ? {} : { prefill: readPrefill(params) })}
        today={todayInPortalZone()}
        entryType={entryType}
        onSubmit={(next) => {
          rememberPackageSearch(session.userId, next);
          void navigate(buildPackagePath(area, 'hotels-availability', next));
        }}
      />
      <PackageRecentList area={area} searches={listRecentPackageSearches(session.userId)} />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={PACKAGES_EN}>
      <PackagesSearchPage />
    </AreaMessages>
  );
}
