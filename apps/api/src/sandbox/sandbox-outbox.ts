import type {
  SandboxOutboxList,
  SandboxOutboxMessage,
  SandboxOutboxSummary,
} from '@wayfare/contracts/sandbox';
import { describeEmailDelivery } from '@wayfare/domain/email-delivery';
import type {
  EmailOutboxRepository,
  OutboxSummary,
} from '@wayfare/store/repositories/email-outbox-repository';
import { AppError } from '../app-error';

/** The sandbox outbox page's reads: what the portal sent or is about to send. */
export interface SandboxOutboxPorts {
  repos: { emailOutbox: Pick<EmailOutboxRepository, 'listRecent' | 'find'> };
}

function toSummary(message: OutboxSummary): SandboxOutboxSummary {
  return {
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    attempts: message.attempts,
    status: describeEmailDelivery(message),
  };
}

/** A page of messages, newest first; `hasMore` when another page follows. */
export async function listOutbox(
  ports: SandboxOutboxPorts,
  page: { limit: number; offset: number },
): Promise<SandboxOutboxList> {
  // One more than asked tells whether another page follows.
  const rows = await ports.repos.emailOutbox.listRecent({
    limit: page.limit + 1,
    offset: page.offset,
  });
  return { messages: rows.slice(0, page.limit).map(toSummary), hasMore: rows.length > page.limit };
}

/** One message with its bodies; `from` is the tenant's sender address. */
export async function readOutboxMessage(
  ports: SandboxOutboxPorts,
  id: string,
  fromAddressOf: (tenant: string | null) => string,
): Promise<SandboxOutboxMessage> {
  const message = await ports.repos.emailOutbox.find(id);
  if (!message) throw new AppError('NotFound');
  return {
    ...toSummary(message),
    from: fromAddressOf(message.tenant),
    text: message.textBody,
    html: message.htmlBody,
    lastError: message.lastError,
    nextAttemptAt:
      message.sentAt || message.failedAt ? null : (message.nextAttemptAt?.toISOString() ?? null),
  };
}
