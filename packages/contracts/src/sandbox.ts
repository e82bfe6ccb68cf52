import { z } from 'zod';

/**
 * Where a queued e-mail stands: `Sent` once the mail server (or the sandbox's capturing transport)
 * took it, `Failed` after the last allowed attempt failed, `Pending` before that.
 */
export const EMAIL_DELIVERY_STATUSES = ['Pending', 'Sent', 'Failed'] as const;
export const EmailDeliveryStatusSchema = z.enum(EMAIL_DELIVERY_STATUSES);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatusSchema>;

export const SANDBOX_OUTBOX_PAGE_LIMIT = 100;

/** GET /admin/api/v0/sandbox/outbox?limit&offset (sandbox, admin host only). */
export const SandboxOutboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SANDBOX_OUTBOX_PAGE_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type SandboxOutboxQuery = z.infer<typeof SandboxOutboxQuerySchema>;

export const SandboxOutboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  attempts: z.number().int().min(0),
  status: EmailDeliveryStatusSchema,
});
export type SandboxOutboxSummary = z.infer<typeof SandboxOutboxSummarySchema>;

/** Newest first; `hasMore` when another page follows. */
export const SandboxOutboxListSchema = z.object({
  messages: z.array(SandboxOutboxSummarySchema),
  hasMore: z.boolean(),
});
export type SandboxOutboxList = z.infer<typeof SandboxOutboxListSchema>;

export const SandboxOutboxParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** GET /admin/api/v0/sandbox/outbox/:id: the whole message as it was (or will be) sent. */
export const SandboxOutboxMessageSchema = SandboxOutboxSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
  /** The mail server's answer to the last failed attempt. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type SandboxOutboxMessage = z.infer<typeof SandboxOutboxMessageSchema>;
