import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router';
import type { MaintenanceStatus } from '@wayfare/contracts/maintenance';
import { PageTitle } from '../../components/page-title';
import { usePortal } from '../../tenant/portal-context';
import { isPurchasePath, selectPathProduct } from './maintenance-paths';
import { useMaintenance } from './use-maintenance';
import './site-notices.css';

/** An instant in the person's locale and time zone, with the zone named (a window crosses zones). */
function sayInstant(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * The banner above every page: the scheduled window from its notice lead time ("Scheduled
 * maintenance from … to …"), then while it runs (booking paused until its end); gone at its end.
 */
export function MaintenanceBanner() {
  const intl = useIntl();
  const live = useMaintenance();
  const phase = live?.state.phase;
  const window = live?.status.window;
  const showing = window && (phase === 'upcoming' || phase === 'active');
  return (
    // Always in the page, so a change of phase is announced (politely) as it happens.
    <div role="status" aria-live="polite" className="wf-site-notice-slot">
      {showing ? (
        <div className="wf-site-notice" data-tone="warning" data-testid="maintenance-banner">
          <p>
            {intl.formatMessage(
              {
                id:
                  phase === 'active' ? 'maintenance.banner.active' : 'maintenance.banner.upcoming',
              },
              {
                start: sayInstant(intl, window.startsAt),
                end: sayInstant(intl, window.endsAt),
                b: (chunks: ReactNode[]) => <strong key="b">{chunks}</strong>,
              },
            )}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The full page of a product (or the portal) that is off: the configured title and subtitle. */
export function MaintenancePage({ status }: { status: MaintenanceStatus }) {
  const intl = useIntl();
  const title = status.title ?? intl.formatMessage({ id: 'maintenance.page.title' });
  return (
    <div className="wf-page-narrow wf-maintenance-page" data-testid="maintenance-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">
        {status.subtitle ?? intl.formatMessage({ id: 'maintenance.page.subtitle' })}
      </p>
    </div>
  );
}

/** A booking page while booking is paused: what happens, and when it reopens. */
function BookingPaused({ status }: { status: MaintenanceStatus }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'maintenance.booking.title' });
  return (
    <div className="wf-page-narrow" data-testid="maintenance-booking-paused">
      <PageTitle title={title} />
      <div className="wf-notice" data-tone="warning">
        <h1>{title}</h1>
        <p>
          {status.window
            ? intl.formatMessage(
                { id: 'maintenance.booking.until' },
                { end: sayInstant(intl, status.window.endsAt) },
              )
            : intl.formatMessage({ id: 'maintenance.booking.later' })}
        </p>
      </div>
    </div>
  );
}

/**
 * Around the signed-in pages: the maintenance page for the whole portal or a product that is off,
 * and, on a booking page while booking is paused, the reason instead of a form that would fail.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { boot } = usePortal();
  const live = useMaintenance();
  // The admin host (onboarding, the sandbox console) stays open to run the portal.
  if (!live || boot.hostKind === 'admin') return children;
  const { state, status } = live;
  const product = selectPathProduct(pathname);
  if (state.portalOff || (product && state.productsOff.includes(product)))
    return <MaintenancePage status={status} />;
  if (product && isPurchasePath(pathname) && state.bookingPaused.includes(product))
    return <BookingPaused status={status} />;
  return children;
}
