/**
 * A phone app's webview (webview mode): English, spread into the shell's messages. French is in
 * travel-app-fr.ts; the sandbox's bridge test page has its own (travel-app-test.ts).
 */
export const TRAVEL_APP_EN = {
  'travelApp.deepLink.loading': 'Opening your search…',
  'travelApp.account.title': 'Your account',
  'travelApp.account.body': 'Your profile, cards and settings are in the app.',
  'travelApp.account.open': 'Open in the app',
} as const;
