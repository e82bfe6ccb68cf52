import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { SandboxOutboxSummary } from '@wayfare/contracts/sandbox';
import { sandboxOutboxQueryOptions } from '../../api/sandbox-outbox-calls';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { DeliveryBadge, OutboxMessageView } from './outbox-message-view';
import './sandbox-tool.css';
import './outbox.css';
import { AreaMessages } from '../../i18n/area-messages';
import { SANDBOX_OUTBOX_EN } from '../../i18n/catalogues/sandbox-outbox';

const MESSAGE_PARAM = 'message';
/** While something is still waiting to go out, the list refreshes itself this often. */
const PENDING_REFRESH_MS = 5_000;

interface OutboxRowProps {
  message: SandboxOutboxSummary;
  isSelected: boolean;
  onOpen: () => void;
}

function OutboxRow({ message, isSelected, onOpen }: OutboxRowProps) {
  const intl = useIntl();
  return (
    <li>
      <Link
        to={`?${new URLSearchParams({ [MESSAGE_PARAM]: message.id }).toString()}`}
        className="wf-outbox-item"
        aria-current={isSelected ? 'true' : undefined}
        onClick={onOpen}
      >
        <span className="wf-outbox-item-subject">{message.subject}</span>
        <span className="wf-outbox-item-to">
          {intl.formatMessage({ id: 'sandboxOutbox.toLine' }, { address: message.to })}
        </span>
        <span className="wf-outbox-item-footer">
          <time dateTime={message.createdAt}>
            {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <DeliveryBadge status={message.status} />
        </span>
      </Link>
    </li>
  );
}

/** /sandbox/outbox on the admin host (SANDBOX_CONSOLE, an admin's): the e-mails the portal sent. */
function OutboxPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get(MESSAGE_PARAM);
  // Focus moves to a message only when the person picked it, not when the page opens on one.
  const [openedFromList, setOpenedFromList] = useState(false);
  const outbox = useInfiniteQuery({
    ...sandboxOutboxQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.messages.some((m) => m.status === 'Pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
  const messages = outbox.data?.pages.flatMap((page) => page.messages) ?? [];
  const title = intl.formatMessage({ id: 'sandboxOutbox.title' });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sandboxOutboxQueryOptions().queryKey });
  };

  return (
    <div className="wf-sandbox-tool wf-outbox">
      <PageTitle title={title} />
      <header className="wf-sandbox-tool-intro">
        <span className="wf-badge">{intl.formatMessage({ id: 'sandboxOutbox.badge' })}</span>
        <div className="wf-sandbox-tool-heading">
          <h1>{title}</h1>
          <div className="wf-row">
            <Link className="wf-button" data-variant="secondary" to="/sandbox/console">
              {intl.formatMessage({ id: 'sandboxOutbox.consoleLink' })}
            </Link>
            <Button variant="secondary" onPress={refresh} isPending={outbox.isRefetching}>
              {intl.formatMessage({ id: 'sandboxOutbox.refresh' })}
            </Button>
          </div>
        </div>
        <p className="wf-lead">{intl.formatMessage({ id: 'sandboxOutbox.intro' })}</p>
      </header>
      <div className="wf-outbox-layout">
        <section className="wf-outbox-list-panel" aria-labelledby="outbox-list-heading">
          <h2 id="outbox-list-heading" className="wf-visually-hidden">
            {intl.formatMessage({ id: 'sandboxOutbox.listLabel' })}
          </h2>
          {outbox.isPending ? (
            <LoadingState label={intl.formatMessage({ id: 'sandboxOutbox.loading' })} />
          ) : null}
          {outbox.isError ? (
            <Notice
              tone="error"
              title={intl.formatMessage({ id: 'sandboxOutbox.error' })}
              action={
                <Button onPress={() => void outbox.refetch()}>
                  {intl.formatMessage({ id: 'common.tryAgain' })}
                </Button>
              }
            />
          ) : null}
          {outbox.isSuccess && messages.length === 0 ? (
            <Notice title={intl.formatMessage({ id: 'sandboxOutbox.empty' })}>
              <p>{intl.formatMessage({ id: 'sandboxOutbox.emptyBody' })}</p>
            </Notice>
          ) : null}
          {messages.length > 0 ? (
            <ul className="wf-outbox-list">
              {messages.map((message) => (
                <OutboxRow
                  key={message.id}
                  message={message}
                  isSelected={message.id === selectedId}
                  onOpen={() => setOpenedFromList(true)}
                />
              ))}
            </ul>
          ) : null}
          {outbox.hasNextPage ? (
            <Button
              variant="secondary"
              isPending={outbox.isFetchingNextPage}
              onPress={() => void outbox.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'sandboxOutbox.showOlder' })}
            </Button>
          ) : null}
        </section>
        {selectedId ? (
          <section className="wf-card wf-outbox-detail">
            <OutboxMessageView id={selectedId} shouldFocus={openedFromList} />
          </section>
        ) : messages.length > 0 ? (
          <p className="wf-outbox-detail wf-outbox-prompt">
            {intl.formatMessage({ id: 'sandboxOutbox.selectPrompt' })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={SANDBOX_OUTBOX_EN}>
      <OutboxPage />
    </AreaMessages>
  );
}
