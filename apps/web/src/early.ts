import { startEarlyCalls } from './app/early-start';
import { readPortalBoot } from './tenant/portal-boot';

/**
 * The first load's first script (issue 16), run before the app's entry: it sends the
 * page's session and data calls while the app's libraries still download (app/early-start.ts).
 */
startEarlyCalls(new URL(window.location.href), readPortalBoot().hostKind);
