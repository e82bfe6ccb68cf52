import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';

import { installSandboxClock } from './sandbox-clock';

export { expect };
export type { Page };

export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CONSUMER = `http://localhost:${PORT}`;
export const CORPORATE = `http://corporate.localhost:${PORT}`;
export const ADMIN = `http://admin.localhost:${PORT}`;
/** The demo admin who signs in to the sandbox console and outbox on the admin host. */
export const DEMO_ADMIN = 'Grace Hopper';

/** The journey now running in this worker: its own copy of the demo people (see `signInAs`). */
let journeyTag: string | null = null;
let journeyPeople: Promise<Map<string, DemoPerson>> | null = null;
let consoleApi: Promise<SandboxConsoleApi> | null = null;

interface DemoPerson {
  subject: string;
  email: string;
  travelerIds: Record<string, string>;
}

/** This journey's own copy of the demo people, made once through the sandbox console. */
function journeyCopy(): Promise<Map<string, DemoPerson>> {
  if (!journeyTag) throw new Error('signInAs runs inside a journey (import test from ./fixtures)');
  const tag = journeyTag;
  journeyPeople ??= (async () => {
    consoleApi ??= openSandboxConsoleApi();
    const res = await (await consoleApi).post('/demo-copies', { tag });
    expect(res.status(), 'the demo people are copied for this journey').toBe(200);
    const { people } = (await res.json()) as { people: (DemoPerson & { displayName: string })[] };
    return new Map(people.map((p) => [p.displayName, p]));
  })();
  return journeyPeople;
}

async function journeyPerson(displayName: string): Promise<DemoPerson> {
  const person = (await journeyCopy()).get(displayName);
  if (!person) throw new Error(`No demo person is called ${displayName}`);
  return person;
}

/** Whether the name is a demo person's (else a person the journey itself made, on the list). */
async function isDemoPerson(displayName: string): Promise<boolean> {
  return (await journeyCopy()).has(displayName);
}

/** The journey's own copy of a demo person's e-mail address (`marcus.chen+<tag>@example.com`). */
export async function journeyEmail(displayName: string): Promise<string> {
  return (await journeyPerson(displayName)).email;
}

/** The id of the journey's own copy of a demo person's saved traveler (`trv_marcus~<tag>`). */
export async function journeyTravelerId(displayName: string, original: string): Promise<string> {
  const id = (await journeyPerson(displayName)).travelerIds[original];
  if (!id) throw new Error(`${displayName} has no saved traveler ${original}`);
  return id;
}

/**
 * Opens a page of the portal and signs in through the sandbox identity provider as this
 * journey's own copy of a demo person (the sandbox console's demo copies): same name, cards,
 * balances, roles and travelers as the demo person, but no other journey books, saves cards or
 * changes settings as them. The page reaches the demo account list as a person's would; the
 * copy is chosen with the call the list's buttons make.
 */
export async function signInAs(
  page: Page,
  origin: string,
  displayName: string,
  path = '/',
): Promise<void> {
  // The page asks who is signed in, is sent to the sign-in attempt, then lists the demo people.
  await page.goto(`${origin}${path}`);
  await chooseDemoPerson(page, displayName);
}

/**
 * On the demo account list, signs in as this journey's copy of a demo person with the call the
 * list's buttons make (the copies are not on the list); a person the journey made is chosen on
 * the list.
 */
export async function chooseDemoPerson(page: Page, displayName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choose a demo account' })).toBeVisible({
    timeout: 20_000,
  });
  // Someone the journey itself made (an invited employee) is its own already, and on the list.
  if (!(await isDemoPerson(displayName))) {
    await page.getByRole('button', { name: `Sign in as ${displayName}` }).click();
    return;
  }
  const person = await journeyPerson(displayName);
  const state = new URL(page.url()).searchParams.get('state') ?? '';
  // From the page itself (its host, e.g. corporate.localhost, resolves only in the browser).
  const answer = await page.evaluate(
    async ({ state, subject }) => {
      const res = await fetch('/api/v0/sandbox-idp/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, subject }),
      });
      return { status: res.status, body: (await res.json()) as { redirectTo?: string } };
    },
    { state, subject: person.subject },
  );
  expect(answer.status, `${displayName} (this journey's copy) may sign in`).toBe(200);
  const redirectTo = answer.body.redirectTo ?? '/';
  await page.goto(new URL(redirectTo, page.url()).href);
}

/**
 * The signed-in person's variant of an experiment, as the portal loads it (PUT
 * /experiments/active): the variant is the person's, so a journey reads it rather than guess it.
 */
export async function readExperimentVariant(page: Page, id: string): Promise<string> {
  return page.evaluate(async (experimentId) => {
    const csrf = /(?:^|; )(?:__Host-)?wf_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const corporate = location.hostname.startsWith('corporate.');
    const res = await fetch(`/api/v0/experiments/${corporate ? 'cotb/' : ''}active`, {
      method: 'PUT',
      headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
    });
    const body = (await res.json()) as { experiments: { id: string; variant: string }[] };
    return body.experiments.find((e) => e.id === experimentId)?.variant ?? 'control';
  }, id);
}

/** The first-session welcome appears once per person; step past it when it shows. */
export async function passFirstSession(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/sandbox-idp'),
  );
  if (new URL(page.url()).pathname.startsWith('/auth/ftux')) {
    // The welcome records that it was seen, then moves on: a test's own navigation must come
    // after that move, or the hand-off lands on top of it. Under load a press can land before
    // the button listens (the page still hydrating); the press is then made again.
    const getStarted = page.getByRole('button', { name: 'Get started' });
    await expect(async () => {
      if (new URL(page.url()).pathname.startsWith('/auth/ftux'))
        await getStarted.click({ timeout: 2_000 });
      await page.waitForURL((url) => !url.pathname.startsWith('/auth/ftux'), { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  }
}

/** The sandbox console's API (`/admin/api/v0/sandbox…`), signed in as the demo admin. */
export interface SandboxConsoleApi {
  get(path: string): Promise<APIResponse>;
  post(path: string, data?: unknown): Promise<APIResponse>;
  delete(path: string): Promise<APIResponse>;
  dispose(): Promise<void>;
}

/**
 * Signs the demo admin in on the admin host over HTTP, as the browser would, for the console's
 * API. Node does not resolve admin.localhost, so calls go to the loopback address and name the
 * admin host in their Host header; the session's cookies stay in this request context.
 */
export async function openSandboxConsoleApi(): Promise<SandboxConsoleApi> {
  const api = await request.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { Host: `admin.localhost:${PORT}` },
  });
  const { loginUri } = (await (await api.get('/api/v0/login/code')).json()) as {
    loginUri: string;
  };
  const state = new URL(loginUri, ADMIN).searchParams.get('state') ?? '';
  const authorize = await api.post('/api/v0/sandbox-idp/authorize', {
    data: { state, subject: 'sandbox|usr_grace' },
  });
  expect(authorize.status()).toBe(200);
  const { redirectTo } = (await authorize.json()) as { redirectTo: string };
  await api.get(redirectTo, { maxRedirects: 0 });
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'wf_csrf')?.value;
  expect(csrf, 'the admin is signed in').toBeTruthy();
  const unsafe = { 'X-CSRF-Token': csrf ?? '' };
  const url = (path: string) => `/admin/api/v0/sandbox${path}`;
  return {
    get: (path) => api.get(url(path)),
    post: (path, data) =>
      api.post(url(path), { headers: unsafe, ...(data === undefined ? {} : { data }) }),
    delete: (path) => api.delete(url(path), { headers: unsafe }),
    dispose: () => api.dispose(),
  };
}

/** Impacts that fail a journey; moderate and minor findings are left to review. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** A page is scanned once it has stopped navigating for this long. */
const SETTLE_MS = 600;

interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs in the page: ends every CSS transition and animation at once while axe looks. */
function settleTransitions(on: boolean): void {
  const id = 'wf-axe-settle';
  document.getElementById(id)?.remove();
  if (!on) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent =
    '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';
  document.head.append(style);
}

/** The path (and query) of a page, which is how the report names it. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}${parsed.search}`;
}

/**
 * Runs axe-core on every page of a test: after each navigation (a full load or a client-side
 * route change) once the page settles, and once more at the end. Findings are kept per page, rule
 * and element, so a page scanned twice reports each problem once.
 */
class AxeWatch {
  private readonly findings = new Map<string, AxeFinding>();
  private readonly timers = new Map<Page, ReturnType<typeof setTimeout>>();
  private readonly pages = new Set<Page>();
  private queue: Promise<void> = Promise.resolve();

  watch(page: Page): void {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    page.on('close', () => {
      clearTimeout(this.timers.get(page));
      this.pages.delete(page);
    });
  }

  private schedule(page: Page): void {
    clearTimeout(this.timers.get(page));
    this.timers.set(
      page,
      setTimeout(() => {
        this.timers.delete(page);
        void this.enqueue(page, false);
      }, SETTLE_MS),
    );
  }

  /** Scans run one at a time; a scan cut short by a navigation is simply dropped. */
  private enqueue(page: Page, isFinal: boolean): Promise<void> {
    this.queue = this.queue.then(() => this.scan(page, isFinal));
    return this.queue;
  }

  private async scan(page: Page, isFinal: boolean): Promise<void> {
    if (page.isClosed() || page.url().startsWith('about:')) return;
    for (let attempt = 0; attempt < (isFinal ? 3 : 1); attempt += 1) {
      try {
        // Colours are judged as they end, not halfway through a transition (a button that was
        // just enabled fades its background for 150 ms while its text is already white).
        await page.evaluate(settleTransitions, true);
        // Legacy mode runs axe inside the page only: no extra blank page in the test's context.
        const results = await new AxeBuilder({ page })
          .setLegacyMode()
          .analyze()
          .finally(() => page.evaluate(settleTransitions, false).catch(() => undefined));
        // While a React Aria popover is open, React Aria hides everything outside it with
        // aria-hidden and traps focus inside it, so the hidden controls cannot be reached; axe
        // cannot see the focus trap. A journey opens and closes popovers while axe runs, so an
        // aria-hidden-focus finding counts only when its element is still hidden once no
        // popover is open: the next scan judges it otherwise.
        const transient = await page
          .evaluate(
            (targets) =>
              targets.filter(
                (target) =>
                  document.querySelector('[data-trigger]') !== null ||
                  document.querySelector(target)?.closest('[aria-hidden="true"]') == null,
              ),
            results.violations
              .filter((v) => v.id === 'aria-hidden-focus')
              .flatMap((v) => v.nodes.map((n) => n.target.map(String).join(' '))),
          )
          .catch(() => [] as string[]);
        for (const violation of results.violations) {
          if (violation.id !== 'aria-hidden-focus') continue;
          violation.nodes = violation.nodes.filter(
            (n) => !transient.includes(n.target.map(String).join(' ')),
          );
        }
        // A client-side route change can land while axe runs: name the page it finished on.
        const url = page.url();
        for (const violation of results.violations) {
          if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
          for (const node of violation.nodes) {
            const target = node.target.map(String).join(' ');
            const key = `${pathOf(url)}|${violation.id}|${target}`;
            if (this.findings.has(key)) continue;
            this.findings.set(key, {
              url: pathOf(url),
              rule: violation.id,
              impact: violation.impact ?? '',
              help: violation.help,
              helpUrl: violation.helpUrl,
              nodes: [
                { target, html: node.html.slice(0, 240), summary: node.failureSummary ?? '' },
              ],
            });
          }
        }
        return;
      } catch (error) {
        if (page.isClosed()) return;
        if (!isFinal) return;
        await page.waitForLoadState('domcontentloaded').catch(() => undefined);
        if (attempt === 2) throw error;
      }
    }
  }

  /** Scans each page still open, waits for every scan, and returns what failed. */
  async finish(): Promise<AxeFinding[]> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const page of this.pages) await this.enqueue(page, true);
    await this.queue;
    return [...this.findings.values()];
  }

  /** Scans a context's pages before it closes (a second person's browser in a journey). */
  async scanBeforeClose(context: BrowserContext): Promise<void> {
    for (const page of context.pages()) if (this.pages.has(page)) await this.enqueue(page, true);
  }
}

/** One readable line per element: page, rule, impact, what to fix and where. */
export function formatAxeReport(findings: readonly AxeFinding[]): string {
  const lines = findings.flatMap((f) => [
    `- ${f.url}: ${f.rule} (${f.impact}) ${f.help}`,
    ...f.nodes.flatMap((n) => [
      `    at ${n.target}: ${n.html}`,
      `    ${n.summary.replace(/\n\s*/g, ' ')}`,
    ]),
    `    ${f.helpUrl}`,
  ]);
  return `axe-core found ${findings.length} serious or critical accessibility violation(s):\n${lines.join('\n')}`;
}

/** Pages opened in another browser context during the test (a second person) are watched too. */
function watchNewContexts(browser: Browser, watch: AxeWatch): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original(...args);
    await installSandboxClock(context, CONSUMER);
    context.on('page', (page) => watch.watch(page));
    const close = context.close.bind(context);
    context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
      await watch.scanBeforeClose(context).catch(() => undefined);
      return close(...closeArgs);
    };
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

async function checkAccessibility(watch: AxeWatch, testInfo: TestInfo): Promise<void> {
  const findings = await watch.finish();
  if (findings.length === 0) return;
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(findings, null, 2),
    contentType: 'application/json',
  });
  // A journey that already failed keeps its own failure; the report is attached either way.
  if (testInfo.status !== testInfo.expectedStatus) return;
  throw new Error(formatAxeReport(findings));
}

/**
 * Every journey imports `test` from here: its pages are checked with axe-core after each
 * navigation and at the end, and a serious or critical violation fails the test with a report
 * naming the page, the rule and the element.
 */
export const test = base.extend({
  page: async ({ page, browser }, use, testInfo) => {
    await installSandboxClock(page.context(), CONSUMER);
    // Each attempt of each journey has its own people (a retry starts from fresh ones too).
    journeyTag = `${testInfo.testId
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20)}-r${testInfo.retry}`;
    journeyPeople = null;
    const watch = new AxeWatch();
    watch.watch(page);
    page.context().on('page', (other) => watch.watch(other));
    const restore = watchNewContexts(browser, watch);
    try {
      await use(page);
    } finally {
      restore();
    }
    await checkAccessibility(watch, testInfo);
  },
});
