import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import type { SessionInfo } from '@wayfare/contracts/session';
import { recentFlightSearchesQueryOptions } from '../../api/flights-calls';
import { agentMeQueryOptions, rewardsQueryOptions } from '../../api/session-calls';
import { AgentConsole } from '../../features/agent/agent-console';
import { canBeAgent } from '../../features/agent/agent-session';
import '../../features/flight-search/flight-search.css';
import { PortalFeatureList } from '../../features/rewards/portal-features';
import { RewardsBalanceCard } from '../../features/rewards/rewards-balance-card';
import { RewardsGreeting } from '../../features/rewards/rewards-greeting';
import '../../features/rewards/rewards.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { VxbHelptip } from '../../components/vxb-helptip';
import type { OpenProductTab } from '../../features/shell/product-tabs-model';
import { PRODUCT_TAB_LINKS } from '../../features/shell/product-tabs-model';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { CARS_EN } from '../../i18n/catalogues/cars';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { useExperimentVariant } from '../../session/use-experiments';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAY_SEARCH_EN } from '../../i18n/catalogues/stay-search';
import { TRAVEL_SALE_EN } from '../../i18n/catalogues/travel-sale';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { Tabs } from '../../ui/tabs';
import { FlightSearchPanel } from './flight-search-panel';
import { TravelSaleEntry } from './travel-sale-entry';
import { ApprovalBanner } from './approval-banner';
import { EXPERIMENTS_TRACKING_EN } from '../../i18n/catalogues/experiments-tracking';
import { HotelCrossSell } from '../../features/hotel-results/hotel-cross-sell';
import './home.css';

const loadHotelSearchPanel = () => import('./hotel-search-panel');
const LazyHotelSearchPanel = lazy(loadHotelSearchPanel);
const loadCarSearchPanel = () => import('./car-search-panel');
const LazyCarSearchPanel = lazy(loadCarSearchPanel);
const loadStaysSearchPanel = () => import('./stays-search-panel');
const LazyStaysSearchPanel = lazy(loadStaysSearchPanel);
const loadActivitySearchPanel = () => import('./activity-search-panel');
const LazyActivitySearchPanel = lazy(loadActivitySearchPanel);
const loadPackageSearchPanel = () => import('./package-search-panel');
const LazyPackageSearchPanel = lazy(loadPackageSearchPanel);

function HotelSearchPanel() {
  const intl = useIntl();
  return (
    <AreaMessages english={HOTELS_EN}>
      <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}>
        <LazyHotelSearchPanel />
      </Suspense>
    </AreaMessages>
  );
}

function CarSearchPanel() {
  const intl = useIntl();
  return (
    <AreaMessages english={CARS_EN}>
      <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}>
        <LazyCarSearchPanel />
      </Suspense>
    </AreaMessages>
  );
}

function ActivitySearchPanel() {
  const intl = useIntl();
  return (
    <AreaMessages english={ACTIVITIES_EN}>
      <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}>
        <LazyActivitySearchPanel />
      </Suspense>
    </AreaMessages>
  );
}

function PackageSearchPanel() {
  const intl = useIntl();
  return (
    <AreaMessages english={PACKAGES_EN}>
      <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}>
        <LazyPackageSearchPanel />
      </Suspense>
    </AreaMessages>
  );
}

/** The hotel cross-sell and the travel sale's entry (issue 23). */
const HOME_OFFER_MESSAGES = { ...HOTELS_EN, ...TRAVEL_SALE_EN, ...EXPERIMENTS_TRACKING_EN };

const STAYS_SEARCH_MESSAGES = { ...HOTELS_EN, ...STAY_SEARCH_EN };

function StaysSearchPanel() {
  const intl = useIntl();
  return (
    <AreaMessages english={STAYS_SEARCH_MESSAGES}>
      <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}>
        <LazyStaysSearchPanel />
      </Suspense>
    </AreaMessages>
  );
}

interface SearchPanelProps {
  recentFlightSearches: readonly RecentFlightSearch[];
}

/**
 * The searches home opens on, one per built product that has a search (the product tabs decide
 * what is built): a product that lands adds its panel here. Hotels and cars load theirs when
 * chosen.
 */
const SEARCH_PANELS: Partial<
  Record<OpenProductTab, { Panel: ComponentType<SearchPanelProps>; preload?: () => unknown }>
> = {
  flight: {
    Panel: ({ recentFlightSearches }) => <FlightSearchPanel searches={recentFlightSearches} />,
  },
  hotel: { Panel: HotelSearchPanel, preload: loadHotelSearchPanel },
  ground: { Panel: CarSearchPanel, preload: loadCarSearchPanel },
  stays: { Panel: StaysSearchPanel, preload: loadStaysSearchPanel },
  experiences: { Panel: ActivitySearchPanel, preload: loadActivitySearchPanel },
};

const BUILT_SEARCH_TABS = PRODUCT_TAB_LINKS.flatMap((link) => {
  const panel = SEARCH_PANELS[link.tab];
  return panel ? [{ tab: link.tab, ...panel }] : [];
});

/**
 * Packages (issue 23) show their own tab only to the `packages` experiment's `hotels-flights`
 * variant (spec §4): `trip-builder` reaches them from the flight results, `control` not at all.
 */
const PACKAGES_SEARCH_TAB = {
  tab: 'packages' as const,
  Panel: PackageSearchPanel,
  preload: loadPackageSearchPanel,
};

function HomeSearch(props: SearchPanelProps) {
  const intl = useIntl();
  const packages = useExperimentVariant('packages');
  const searchTabs =
    packages.variant === 'hotels-flights'
      ? [...BUILT_SEARCH_TABS, PACKAGES_SEARCH_TAB]
      : BUILT_SEARCH_TABS;
  const [selected, setSelected] = useState<OpenProductTab>(searchTabs[0]?.tab ?? 'flight');
  const current = searchTabs.find((entry) => entry.tab === selected) ?? searchTabs[0];
  if (!current) return null;
  return (
    <section
      className="wf-card wf-home-search"
      aria-label={intl.formatMessage({ id: 'home.searchTitle' })}
    >
      <Tabs
        label={intl.formatMessage({ id: 'home.searchTabs' })}
        tabs={searchTabs.map((entry) => ({
          id: entry.tab,
          label: intl.formatMessage({ id: `productTab.${entry.tab}` }),
        }))}
        selected={current.tab}
        onSelect={setSelected}
        onIntent={(tab) => void searchTabs.find((entry) => entry.tab === tab)?.preload?.()}
      >
        <current.Panel {...props} />
      </Tabs>
    </section>
  );
}

function CustomerHome({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const { brand } = usePortal();
  const rewards = useQuery(rewardsQueryOptions(session.userId));
  const recent = useQuery(recentFlightSearchesQueryOptions(session.userId));
  const title = intl.formatMessage({ id: brand.welcomeTitle });
  // The page is laid out once what it shows has arrived, so nothing moves while it loads.
  if (rewards.isPending || recent.isPending) {
    return (
      <div className="wf-home">
        <PageTitle />
        <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
      </div>
    );
  }
  const account = rewards.data?.accounts[0] ?? null;
  return (
    <div className="wf-home">
      <PageTitle />
      <section className="wf-hero" aria-labelledby="home-title">
        <h1 id="home-title">{title}</h1>
        <p className="wf-hero-tagline">{intl.formatMessage({ id: brand.tagline })}</p>
        <HomeSearch recentFlightSearches={recent.data ?? []} />
        <div className="wf-hero-grid">
          <RewardsGreeting firstName={session.userInfo.firstName} account={account} />
          {rewards.isError ? (
            <Notice
              tone="error"
              title={intl.formatMessage({ id: 'rewards.error' })}
              action={
                <Button variant="secondary" onPress={() => void rewards.refetch()}>
                  {intl.formatMessage({ id: 'common.tryAgain' })}
                </Button>
              }
            />
          ) : account ? (
            <RewardsBalanceCard account={account} />
          ) : (
            <Notice title={intl.formatMessage({ id: 'rewards.cardTitle' })}>
              <p>{intl.formatMessage({ id: 'rewards.empty' })}</p>
            </Notice>
          )}
        </div>
      </section>
      <VxbHelptip accounts={rewards.data?.accounts ?? []} />
      <AreaMessages english={HOME_OFFER_MESSAGES}>
        <ApprovalBanner />
        <HotelCrossSell lookupSource="homepage" />
        <TravelSaleEntry />
      </AreaMessages>
      <section className="wf-features" aria-labelledby="features-title">
        <h2 id="features-title">{intl.formatMessage({ id: 'home.featuresTitle' })}</h2>
        <PortalFeatureList />
      </section>
    </div>
  );
}

/**
 * Home `/`: the tenant's welcome opening on the searches, with the person's recent searches and
 * rewards; or the agent console for a support agent.
 */
export function Component() {
  const intl = useIntl();
  const session = useSignedInSession();
  const isAgentCandidate = canBeAgent(session);
  const agent = useQuery({ ...agentMeQueryOptions(session.userId), enabled: isAgentCandidate });
  if (isAgentCandidate && agent.isPending) {
    return (
      <div className="wf-home">
        <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
      </div>
    );
  }
  if (agent.data?.agent) {
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'agent.title' })} />
        <AgentConsole agent={agent.data.agent} />
      </>
    );
  }
  return <CustomerHome session={session} />;
}
