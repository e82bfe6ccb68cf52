import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { EmailDeliveryStatus } from '@wayfare/contracts/sandbox';
import { isApiError } from '../../api/api-error';
import { sandboxOutboxMessageQueryOptions } from '../../api/sandbox-outbox-calls';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The message's own markup, shown in a frame that may run no script and reach nothing of ours. */
function buildFrameDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<style>body{margin:16px;font:15px/1.5 system-ui,sans-serif;color:#13212c}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}

export function DeliveryBadge({ status }: { status: EmailDeliveryStatus }) {
  const intl = useIntl();
  return (
    <span className="wf-badge wf-outbox-status" data-status={status}>
      {intl.formatMessage({ id: `sandboxOutbox.status.${status}` })}
    </span>
  );
}

/** One e-mail: who it was for, where delivery stands, and both bodies. */
export function OutboxMessageView({ id, shouldFocus }: { id: string; shouldFocus: boolean }) {
  const intl = useIntl();
  const message = useQuery(sandboxOutboxMessageQueryOptions(id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = message.data;

  // A chosen message takes focus once it is there, as a newly opened page would.
  useEffect(() => {
    if (shouldFocus && data?.id === id) headingRef.current?.focus();
  }, [shouldFocus, data?.id, id]);

  if (message.isPending) {
    return <LoadingState label={intl.formatMessage({ id: 'sandboxOutbox.detailLoading' })} />;
  }
  if (message.isError) {
    const isMissing = isApiError(message.error) && message.error.status === 404;
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({
          id: isMissing ? 'sandboxOutbox.notFound' : 'sandboxOutbox.detailError',
        })}
        action={
          isMissing ? null : (
            <Button variant="secondary" onPress={() => void message.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      />
    );
  }
  const mail = message.data;
  return (
    <article className="wf-outbox-message" aria-labelledby="outbox-message-subject">
      <h2 id="outbox-message-subject" ref={headingRef} tabIndex={-1}>
        {mail.subject}
      </h2>
      <dl className="wf-outbox-meta">
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxOutbox.from' })}</dt>
          <dd>{mail.from}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxOutbox.to' })}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxOutbox.queuedAt' })}</dt>
          <dd>
            <time dateTime={mail.createdAt}>{intl.formatDate(mail.createdAt, DATE_TIME)}</time>
          </dd>
        </div>
        {mail.sentAt ? (
          <div>
            <dt>{intl.formatMessage({ id: 'sandboxOutbox.sentAt' })}</dt>
            <dd>
              <time dateTime={mail.sentAt}>{intl.formatDate(mail.sentAt, DATE_TIME)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'sandboxOutbox.status' })}</dt>
          <dd className="wf-row">
            <DeliveryBadge status={mail.status} />
            <span>
              {intl.formatMessage({ id: 'sandboxOutbox.attempts' }, { count: mail.attempts })}
            </span>
          </dd>
        </div>
        {mail.nextAttemptAt ? (
          <div>
            <dt>{intl.formatMessage({ id: 'sandboxOutbox.nextAttempt' })}</dt>
            <dd>
              <time dateTime={mail.nextAttemptAt}>
                {intl.formatDate(mail.nextAttemptAt, DATE_TIME)}
              </time>
            </dd>
          </div>
        ) : null}
        {mail.lastError ? (
          <div className="wf-outbox-meta-wide">
            <dt>{intl.formatMessage({ id: 'sandboxOutbox.lastError' })}</dt>
            <dd>
              <code>{mail.lastError}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>{intl.formatMessage({ id: 'sandboxOutbox.htmlHeading' })}</h3>
      <iframe
        className="wf-outbox-frame"
        sandbox=""
        srcDoc={buildFrameDocument(mail.html)}
        title={intl.formatMessage(
          { id: 'sandboxOutbox.htmlFrameTitle' },
          { subject: mail.subject },
        )}
      />
      <h3>{intl.formatMessage({ id: 'sandboxOutbox.textHeading' })}</h3>
      <pre className="wf-outbox-text">{mail.text}</pre>
    </article>
  );
}
