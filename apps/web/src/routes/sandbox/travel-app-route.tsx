import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Tenant } from '@wayfare/contracts/tenant';
import { baseHostOf } from '@wayfare/domain/tenant-host';
import {
  postSandboxWebviewSession,
  sandboxWebviewPeopleQueryOptions,
} from '../../api/sandbox-webview-calls';
import { PageTitle } from '../../components/page-title';
import { todayInPortalZone } from '../../i18n/locale';
import { addDaysToIsoDate } from '../../model/search-dates';
import {
  ANDROID_INTERFACE,
  IOS_MESSAGE_HANDLER,
  SANDBOX_BRIDGE_SOURCE,
} from '../../native-bridge/native-bridge';
import type { TravelAppMessage } from '../../native-bridge/travel-app-events';
import { TRAVEL_APP_BRIDGE_PARAM } from '../../native-bridge/webview-mode';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './sandbox-tool.css';
import './travel-app.css';
import { AreaMessages } from '../../i18n/area-messages';
import { TRAVEL_APP_TEST_EN } from '../../i18n/catalogues/travel-app-test';

type PresetId = 'home' | 'flights' | 'hotels' | 'homes' | 'cars' | 'activities' | 'trips';
const PRESET_IDS: readonly PresetId[] = [
  'home',
  'flights',
  'hotels',
  'homes',
  'cars',
  'activities',
  'trips',
];

/** Example deep links (spec §2 search parameters), two weeks out for three nights. */
function presetPath(id: PresetId, today: string): string {
  const dates = `fromDate=${addDaysToIsoDate(today, 14)}&untilDate=${addDaysToIsoDate(today, 17)}`;
  switch (id) {
    case 'home':
      return '/';
    case 'flights':
      return `/flights/search?isTravelApp=true&locationName=Paris&${dates}`;
    case 'hotels':
      return `/hotels/availability?isTravelApp=true&locationName=Paris&${dates}`;
    case 'homes':
      return `/vacation-rentals/?isTravelApp=true&locationName=Lisbon&${dates}`;
    case 'cars':
      return `/cars/availability?isTravelApp=true&locationName=Chicago&${dates}`;
    case 'activities':
      return `/activities/availability?isTravelApp=true&locationName=London&categoryTagId=Museums&entryType=homepage&${dates}`;
    case 'trips':
      return '/trips/';
  }
}

/** The portal host of a tenant, beside this admin host. */
function portalOriginOf(tenant: Tenant): string {
  const base = baseHostOf(window.location.host);
  return `${window.location.protocol}//${tenant === 'capone-corporate' ? 'corporate.' : ''}${base}`;
}

interface ReceivedEvent extends TravelAppMessage {
  id: number;
}

/** The framed portal's bridge messages (webview-mode's sandbox frame bridge), newest first. */
function useReceivedEvents(origin: string | null) {
  const [events, setEvents] = useState<ReceivedEvent[]>([]);
  useEffect(() => {
    if (!origin) return undefined;
    let next = 0;
    const receive = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin) return;
      const data = event.data as { source?: unknown; message?: TravelAppMessage } | null;
      if (data?.source !== SANDBOX_BRIDGE_SOURCE || !data.message) return;
      const message = data.message;
      next += 1;
      const id = next;
      setEvents((list) => [{ ...message, id }, ...list]);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [origin]);
  return { events, clear: () => setEvents([]) };
}

/**
 * /sandbox/travel-app (admin host, sandbox console only): a deployer integrating a phone app opens
 * the portal as the app would (a webview session's token handed to /webview/, webview mode) in a
 * phone-sized frame, and sees each travel-app event the app's bridge would receive.
 */
function TravelAppTestPage() {
  const intl = useIntl();
  const ids = useId();
  const people = useQuery(sandboxWebviewPeopleQueryOptions());
  const [today] = useState(todayInPortalZone);
  const [subject, setSubject] = useState('');
  const [preset, setPreset] = useState<PresetId>('hotels');
  const [startPage, setStartPage] = useState(() => presetPath('hotels', today));
  const [frame, setFrame] = useState<{ src: string; origin: string } | null>(null);
  const [status, setStatus] = useState<'idle' | 'opening' | 'failed'>('idle');
  const { events, clear } = useReceivedEvents(frame?.origin ?? null);
  const title = intl.formatMessage({ id: 'travelAppTest.title' });
  const chosen = people.data?.people.find((p) => p.subject === subject) ?? people.data?.people[0];

  const open = async () => {
    if (!chosen) return;
    setStatus('opening');
    try {
      const session = await postSandboxWebviewSession(chosen.subject);
      const origin = portalOriginOf(session.tenant);
      const next = startPage.startsWith('/') ? startPage : `/${startPage}`;
      const query = new URLSearchParams({ next, [TRAVEL_APP_BRIDGE_PARAM]: 'sandbox' });
      clear();
      setFrame({
        origin,
        src: `${origin}/webview/?${query.toString()}#token=${encodeURIComponent(session.token)}`,
      });
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  const tenants: Tenant[] = ['capone', 'capone-corporate'];
  const latest = events[0];
  return (
    <div className="wf-sandbox-tool wf-travel-app-test">
      <PageTitle title={title} />
      <header className="wf-sandbox-tool-intro">
        <span className="wf-badge">{intl.formatMessage({ id: 'travelAppTest.badge' })}</span>
        <div className="wf-sandbox-tool-heading">
          <h1>{title}</h1>
          <Link className="wf-button" data-variant="secondary" to="/sandbox/console">
            {intl.formatMessage({ id: 'travelAppTest.consoleLink' })}
          </Link>
        </div>
        <p className="wf-lead">{intl.formatMessage({ id: 'travelAppTest.intro' })}</p>
      </header>

      <div className="wf-travel-app-layout">
        <div className="wf-stack">
          <section className="wf-card wf-stack" aria-labelledby={`${ids}-setup`}>
            <h2 id={`${ids}-setup`}>{intl.formatMessage({ id: 'travelAppTest.setup' })}</h2>
            {people.isPending ? (
              <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
            ) : null}
            {people.isError ? (
              <Notice tone="error" title={intl.formatMessage({ id: 'travelAppTest.peopleFailed' })}>
                {null}
              </Notice>
            ) : null}
            {people.data ? (
              <form
                className="wf-stack"
                onSubmit={(event) => {
                  event.preventDefault();
                  void open();
                }}
              >
                <div className="wf-field">
                  <label className="wf-field-label" htmlFor={`${ids}-person`}>
                    {intl.formatMessage({ id: 'travelAppTest.person' })}
                  </label>
                  <select
                    id={`${ids}-person`}
                    className="wf-input"
                    value={chosen?.subject ?? ''}
                    onChange={(event) => setSubject(event.target.value)}
                  >
                    {tenants.map((tenant) => (
                      <optgroup
                        key={tenant}
                        label={intl.formatMessage({ id: `travelAppTest.tenant.${tenant}` })}
                      >
                        {people.data.people
                          .filter((p) => p.tenant === tenant)
                          .map((p) => (
                            <option key={p.subject} value={p.subject}>
                              {p.displayName}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                </div>
                <div className="wf-field">
                  <label className="wf-field-label" htmlFor={`${ids}-preset`}>
                    {intl.formatMessage({ id: 'travelAppTest.preset' })}
                  </label>
                  <select
                    id={`${ids}-preset`}
                    className="wf-input"
                    value={preset}
                    onChange={(event) => {
                      const id = PRESET_IDS.find((p) => p === event.target.value) ?? 'home';
                      setPreset(id);
                      setStartPage(presetPath(id, today));
                    }}
                  >
                    {PRESET_IDS.map((id) => (
                      <option key={id} value={id}>
                        {intl.formatMessage({ id: `travelAppTest.preset.${id}` })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="wf-field">
                  <label className="wf-field-label" htmlFor={`${ids}-start`}>
                    {intl.formatMessage({ id: 'travelAppTest.startPage' })}
                  </label>
                  <input
                    id={`${ids}-start`}
                    className="wf-input wf-travel-app-path"
                    value={startPage}
                    onChange={(event) => setStartPage(event.target.value)}
                    aria-describedby={`${ids}-start-hint`}
                    spellCheck={false}
                  />
                  <p id={`${ids}-start-hint`} className="wf-field-description">
                    {intl.formatMessage({ id: 'travelAppTest.startPageHint' })}
                  </p>
                </div>
                <div className="wf-row">
                  <Button type="submit" isPending={status === 'opening'}>
                    {intl.formatMessage({
                      id: status === 'opening' ? 'travelAppTest.opening' : 'travelAppTest.open',
                    })}
                  </Button>
                </div>
                {status === 'failed' ? (
                  <p className="wf-field-error" role="alert">
                    {intl.formatMessage({ id: 'travelAppTest.openFailed' })}
                  </p>
                ) : null}
              </form>
            ) : null}
          </section>

          <section className="wf-travel-app-phone" aria-labelledby={`${ids}-phone`}>
            <h2 id={`${ids}-phone`}>{intl.formatMessage({ id: 'travelAppTest.phone' })}</h2>
            <div className="wf-travel-app-screen">
              {frame ? (
                <iframe
                  key={frame.src}
                  src={frame.src}
                  title={intl.formatMessage({ id: 'travelAppTest.phone' })}
                  width={390}
                  height={844}
                />
              ) : (
                <p>{intl.formatMessage({ id: 'travelAppTest.phoneEmpty' })}</p>
              )}
            </div>
          </section>
        </div>

        <div className="wf-stack">
          <section className="wf-card wf-stack" aria-labelledby={`${ids}-events`}>
            <div className="wf-sandbox-tool-heading">
              <h2 id={`${ids}-events`}>{intl.formatMessage({ id: 'travelAppTest.events' })}</h2>
              <Button variant="secondary" onPress={clear} isDisabled={events.length === 0}>
                {intl.formatMessage({ id: 'travelAppTest.clear' })}
              </Button>
            </div>
            <p>
              {intl.formatMessage({ id: 'travelAppTest.eventCount' }, { count: events.length })}
            </p>
            <p className="wf-visually-hidden" role="status" aria-live="polite">
              {latest
                ? intl.formatMessage({ id: 'travelAppTest.announce' }, { event: latest.event })
                : ''}
            </p>
            {events.length === 0 ? (
              <p className="wf-travel-app-empty">
                {intl.formatMessage({ id: 'travelAppTest.eventsEmpty' })}
              </p>
            ) : (
              <table className="wf-travel-app-events" data-testid="travel-app-events">
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'travelAppTest.column.time' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'travelAppTest.column.event' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'travelAppTest.column.funnel' })}</th>
                    <th scope="col">
                      {intl.formatMessage({ id: 'travelAppTest.column.payload' })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => (
                    <tr key={event.id}>
                      <td>
                        {intl.formatTime(event.sentAt, {
                          hour: 'numeric',
                          minute: '2-digit',
                          second: '2-digit',
                        })}
                      </td>
                      <td>
                        <code>{event.event}</code>
                      </td>
                      <td>
                        {event.funnel ? (
                          <code>{event.funnel}</code>
                        ) : (
                          intl.formatMessage({ id: 'travelAppTest.noFunnel' })
                        )}
                      </td>
                      <td>
                        <code className="wf-travel-app-payload">
                          {JSON.stringify(event.payload)}
                        </code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className="wf-card wf-stack" aria-labelledby={`${ids}-bridges`}>
            <h2 id={`${ids}-bridges`}>{intl.formatMessage({ id: 'travelAppTest.bridges' })}</h2>
            <dl className="wf-travel-app-bridges">
              <dt>{intl.formatMessage({ id: 'travelAppTest.bridges.ios' })}</dt>
              <dd>
                <code>{`window.webkit.messageHandlers.${IOS_MESSAGE_HANDLER}.postMessage(message)`}</code>
              </dd>
              <dt>{intl.formatMessage({ id: 'travelAppTest.bridges.reactNative' })}</dt>
              <dd>
                <code>window.ReactNativeWebView.postMessage(json)</code>
              </dd>
              <dt>{intl.formatMessage({ id: 'travelAppTest.bridges.android' })}</dt>
              <dd>
                <code>{`window.${ANDROID_INTERFACE}.postMessage(json)`}</code>
              </dd>
            </dl>
            <p>
              {intl.formatMessage(
                { id: 'travelAppTest.bridges.message' },
                { shape: <code key="shape">{'{ event, funnel, payload, sentAt }'}</code> },
              )}
            </p>
            <p>
              {intl.formatMessage(
                { id: 'travelAppTest.bridges.handoff' },
                { path: <code key="path">/webview/?next=…#token=…</code> },
              )}
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRAVEL_APP_TEST_EN}>
      <TravelAppTestPage />
    </AreaMessages>
  );
}
