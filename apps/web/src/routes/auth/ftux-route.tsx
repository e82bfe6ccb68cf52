import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import {
  ROUTE_PATHS,
  isCorporateAccessCode,
  resolveAccessCodeDestination,
} from '../../api/access-rules';
import { takeAuthRedirect } from '../../api/auth-redirect';
import { rewardsQueryOptions, userInfoQueryOptions } from '../../api/session-calls';
import { hasBeenShown, markShown } from '../../api/shown-once-flags';
import { STORAGE_KEYS, removeStoredValue } from '../../api/storage-keys';
import { PortalFeatureList } from '../../features/rewards/portal-features';
import { RewardsBalanceCard } from '../../features/rewards/rewards-balance-card';
import { RewardsGreeting } from '../../features/rewards/rewards-greeting';
import '../../features/rewards/rewards.css';
import { PageTitle } from '../../components/page-title';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** /auth/ftux: the first-session welcome. Sets the spec's `onboarding_modal` flag. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { boot, brand } = usePortal();
  const session = useQuery(userInfoQueryOptions());
  const userId = session.data?.userId;
  const rewards = useQuery({ ...rewardsQueryOptions(userId ?? ''), enabled: userId !== undefined });

  // Spec §3 `onboarding_modal`: shown once. Coming back to it later (Back, a bookmark) in a
  // browser that showed it goes straight on; a first session always sees it.
  const [wasShown] = useState(() => hasBeenShown('onboarding'));
  const isRevisit = wasShown && session.data?.isFirstSession === false;
  useEffect(() => {
    markShown('onboarding');
  }, []);
  useEffect(() => {
    if (isRevisit) void navigate(takeAuthRedirect() ?? ROUTE_PATHS.home, { replace: true });
  }, [isRevisit, navigate]);

  useEffect(() => {
    if (userId !== undefined) removeStoredValue(STORAGE_KEYS.invalidSession);
  }, [userId]);

  // This page is public, so the global rule leaves access codes to it: send them to their pages.
  const accessCode = isApiError(session.error) ? session.error.code : null;
  useEffect(() => {
    if (!isCorporateAccessCode(accessCode)) return;
    const destination = resolveAccessCodeDestination(accessCode, boot.tenant, boot.hostKind);
    if (destination.kind === 'route') void navigate(destination.path, { replace: true });
    else window.location.assign(destination.href);
  }, [accessCode, boot.tenant, boot.hostKind, navigate]);

  const brandName = intl.formatMessage({ id: brand.displayName });
  if (session.isPending || isRevisit || isCorporateAccessCode(accessCode)) {
    return <LoadingState label={intl.formatMessage({ id: 'session.loading' })} />;
  }
  if (session.isError) {
    const hasEnded = isApiError(session.error) && session.error.status === 401;
    return (
      <div className="wf-page-narrow">
        <Notice
          tone="error"
          headingLevel={1}
          title={intl.formatMessage({ id: hasEnded ? 'session.ended' : 'session.error' })}
          action={
            hasEnded ? (
              <Link className="wf-button" data-variant="primary" to={ROUTE_PATHS.invalidSession}>
                {intl.formatMessage({ id: 'session.signInAgain' })}
              </Link>
            ) : (
              <Button onPress={() => void session.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            )
          }
        />
      </div>
    );
  }

  const { firstName } = session.data.userInfo;
  const account = rewards.data?.accounts[0] ?? null;
  return (
    <div className="wf-stack wf-ftux">
      <PageTitle title={intl.formatMessage({ id: 'ftux.title' }, { firstName })} />
      <section className="wf-hero" aria-labelledby="ftux-title">
        <h1 id="ftux-title">{intl.formatMessage({ id: 'ftux.title' }, { firstName })}</h1>
        <p className="wf-hero-tagline">
          {intl.formatMessage({ id: 'ftux.intro' }, { brand: brandName })}
        </p>
        <p className="wf-eyebrow">{intl.formatMessage({ id: 'ftux.earnTitle' })}</p>
        <div className="wf-hero-grid">
          {rewards.isPending ? (
            <LoadingState label={intl.formatMessage({ id: 'rewards.loading' })} />
          ) : rewards.isError ? (
            <Notice tone="error" title={intl.formatMessage({ id: 'rewards.error' })} />
          ) : (
            <RewardsGreeting firstName={firstName} account={account} />
          )}
          {account ? <RewardsBalanceCard account={account} /> : null}
        </div>
        <div className="wf-row wf-ftux-actions">
          <Button
            onPress={() => void navigate(takeAuthRedirect() ?? ROUTE_PATHS.home, { replace: true })}
          >
            {intl.formatMessage({ id: 'ftux.getStarted' })}
          </Button>
        </div>
      </section>
      <section aria-labelledby="ftux-offers-title">
        <h2 id="ftux-offers-title">{intl.formatMessage({ id: 'ftux.offersTitle' })}</h2>
        <PortalFeatureList />
      </section>
    </div>
  );
}
