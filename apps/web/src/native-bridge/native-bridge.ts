import { baseHostOf } from '@wayfare/domain/tenant-host';
import { readPortalBoot } from '../tenant/portal-boot';
import {
  selectFunnelOfPath,
  type TravelAppEvent,
  type TravelAppFunnel,
  type TravelAppMessage,
  type TravelAppPayload,
} from './travel-app-events';
import { isSandboxBridgeRequested, isWebviewMode } from './webview-mode';

/**
 * The native event bridge (spec §1 "Mobile app webviews are supported through a native event
 * bridge"). The app provides one of these; the portal posts each event to the first it finds:
 *
 * - iOS (WKWebView): `window.webkit.messageHandlers.travelApp.postMessage(message)`, the message
 *   as an object (WebKit hands it over as a dictionary);
 * - React Native (react-native-webview): `window.ReactNativeWebView.postMessage(json)`;
 * - Android (`addJavascriptInterface(bridge, "TravelAppAndroid")`):
 *   `window.TravelAppAndroid.postMessage(json)`, a `@JavascriptInterface postMessage(String)`.
 *
 * With none of them (a plain browser) nothing is posted and nothing is thrown. The sandbox's bridge
 * test page frames the portal and receives the same message through `window.parent.postMessage`,
 * addressed to the admin host only.
 */
export const IOS_MESSAGE_HANDLER = 'travelApp';
export const ANDROID_INTERFACE = 'TravelAppAndroid';
/** `source` of the sandbox frame's messages, so the test page tells them from others. */
export const SANDBOX_BRIDGE_SOURCE = 'wayfare-travel-app';

export type BridgeKind = 'ios' | 'reactNative' | 'android' | 'sandboxFrame';

interface StringBridge {
  postMessage: (message: string) => void;
}

/** The parts of a window the bridges live on. */
export interface BridgeWindow {
  webkit?: {
    messageHandlers?: Record<string, { postMessage: (message: unknown) => void } | undefined>;
  };
  ReactNativeWebView?: StringBridge;
  TravelAppAndroid?: StringBridge;
  parent?: { postMessage: (message: unknown, targetOrigin: string) => void } | null;
}

export interface BridgeOptions {
  /** The sandbox test page's origin when it asked for the events, else null. */
  sandboxOrigin: string | null;
}

const hasPost = (value: unknown): value is StringBridge =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { postMessage?: unknown }).postMessage === 'function';

/** Which bridge the app provides, if any, and how to post on it. */
export function findBridge(
  win: BridgeWindow,
  options: BridgeOptions,
): { kind: BridgeKind; post: (message: TravelAppMessage) => void } | null {
  const ios = win.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (hasPost(ios)) return { kind: 'ios', post: (message) => ios.postMessage(message) };
  const reactNative = win.ReactNativeWebView;
  if (hasPost(reactNative)) {
    return {
      kind: 'reactNative',
      post: (message) => reactNative.postMessage(JSON.stringify(message)),
    };
  }
  const android = win.TravelAppAndroid;
  if (hasPost(android)) {
    return { kind: 'android', post: (message) => android.postMessage(JSON.stringify(message)) };
  }
  const { parent } = win;
  const { sandboxOrigin } = options;
  if (sandboxOrigin && parent && parent !== (win as unknown) && hasPost(parent)) {
    return {
      kind: 'sandboxFrame',
      post: (message) =>
        parent.postMessage({ source: SANDBOX_BRIDGE_SOURCE, message }, sandboxOrigin),
    };
  }
  return null;
}

/**
 * Posts one message to the app's bridge; answers which bridge took it (null: none). A bridge that
 * throws is the app's problem, never the page's: the failure is swallowed.
 */
export function postToBridge(
  win: BridgeWindow,
  message: TravelAppMessage,
  options: BridgeOptions,
): BridgeKind | null {
  try {
    const bridge = findBridge(win, options);
    if (!bridge) return null;
    bridge.post(message);
    return bridge.kind;
  } catch {
    return null;
  }
}

/** The admin host's origin (where the sandbox test page lives), for this portal's host. */
export function deriveSandboxOrigin(location: { protocol: string; host: string }): string {
  return `${location.protocol}//admin.${baseHostOf(location.host)}`;
}

function readSandboxOrigin(): string | null {
  if (!isSandboxBridgeRequested()) return null;
  try {
    return readPortalBoot().sandbox ? deriveSandboxOrigin(window.location) : null;
  } catch {
    return null;
  }
}

/**
 * Posts a travel-app event in webview mode (nothing otherwise). The funnel is the current page's
 * (`selectFunnelOfPath`) unless given.
 */
export function postTravelAppEvent(
  event: TravelAppEvent,
  payload: TravelAppPayload = {},
  funnel?: TravelAppFunnel | null,
): void {
  if (typeof window === 'undefined' || !isWebviewMode()) return;
  const message: TravelAppMessage = {
    event,
    funnel: funnel === undefined ? selectFunnelOfPath(window.location.pathname) : funnel,
    payload,
    sentAt: new Date().toISOString(),
  };
  postToBridge(window, message, { sandboxOrigin: readSandboxOrigin() });
}
