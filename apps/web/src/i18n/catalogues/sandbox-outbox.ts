/**
 * The sandbox outbox page (admin host): English, spread into EN_MESSAGES. French is in
 * sandbox-outbox-fr.ts, so it loads with the French catalogue and not in the first-load bundle.
 */
export const SANDBOX_OUTBOX_EN = {
  'sandboxOutbox.title': 'Sandbox outbox',
  'sandboxOutbox.badge': 'Sandbox',
  'sandboxOutbox.intro':
    'The e-mails the portal sent or is about to send, newest first. This page exists only in the sandbox.',
  'sandboxOutbox.refresh': 'Refresh',
  'sandboxOutbox.consoleLink': 'Sandbox console',
  'sandboxOutbox.listLabel': 'E-mails',
  'sandboxOutbox.loading': 'Loading e-mails…',
  'sandboxOutbox.error': "We couldn't load the outbox.",
  'sandboxOutbox.empty': 'No e-mails yet…',
  'sandboxOutbox.emptyBody': 'Book a trip and its confirmation e-mail appears here.',
  'sandboxOutbox.showOlder': 'Show older e-mails',
  'sandboxOutbox.status.Sent': 'Sent',
  'sandboxOutbox.status.Pending': 'Pending',
  'sandboxOutbox.status.Failed': 'Failed',
  'sandboxOutbox.toLine': 'To {address}',
  'sandboxOutbox.selectPrompt': 'Choose an e-mail to read it.',
  'sandboxOutbox.detailLoading': 'Loading the e-mail…',
  'sandboxOutbox.detailError': "We couldn't load this e-mail.",
  'sandboxOutbox.notFound': 'This e-mail is not in the outbox.',
  'sandboxOutbox.from': 'From',
  'sandboxOutbox.to': 'To',
  'sandboxOutbox.queuedAt': 'Queued',
  'sandboxOutbox.sentAt': 'Sent',
  'sandboxOutbox.status': 'Status',
  'sandboxOutbox.attempts':
    '{count, plural, =0 {Not tried yet} one {# attempt} other {# attempts}}',
  'sandboxOutbox.nextAttempt': 'Next attempt',
  'sandboxOutbox.lastError': 'Last error',
  'sandboxOutbox.htmlHeading': 'HTML version',
  'sandboxOutbox.htmlFrameTitle': 'HTML version of {subject}',
  'sandboxOutbox.textHeading': 'Text version',
} as const;
