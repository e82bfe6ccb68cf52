import { z } from 'zod';
import { TenantSchema } from './tenant';

/** Operator-written text: English, and French when given (the web falls back to English). */
export const LocalizedTextSchema = z.object({
  en: z.string().trim().min(1).max(600),
  fr: z.string().trim().min(1).max(600).optional(),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

export const TakeoverToneSchema = z.enum(['info', 'warning', 'success']);
export type TakeoverTone = z.infer<typeof TakeoverToneSchema>;

/**
 * A site-wide notice (spec §7 /takeovers) from configuration: shown as a banner a person may
 * dismiss (remembered per `id`), between `startsAt` and `endsAt` when given.
 */
export const TakeoverSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ only (at most 64)'),
  tone: TakeoverToneSchema.default('info'),
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  /** A page of the portal (a path from /) or an https address. */
  link: z
    .object({
      href: z.string().regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'a path from / or https'),
      label: LocalizedTextSchema,
    })
    .optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
});
export type Takeover = z.infer<typeof TakeoverSchema>;
/** A takeover as configured (the tone may be left out). */
export type TakeoverInput = z.input<typeof TakeoverSchema>;

/** TAKEOVERS / TAKEOVERS_FILE: each tenant's notices (none by default). */
export const TakeoverConfigSchema = z
  .object({
    capone: z.array(TakeoverSchema).default([]),
    'capone-corporate': z.array(TakeoverSchema).default([]),
  })
  .strict()
  .superRefine((config, context) => {
    for (const tenant of TenantSchema.options) {
      const ids = config[tenant].map((t) => t.id);
      const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
      if (repeated) context.addIssue({ code: 'custom', message: `${tenant}: "${repeated}" twice` });
    }
  });
export type TakeoverConfig = z.infer<typeof TakeoverConfigSchema>;

/** GET /api/v0/takeovers (public): this tenant's notices showing now (travel clock). */
export const TakeoversResponseSchema = z.object({ takeovers: z.array(TakeoverSchema) });
export type TakeoversResponse = z.infer<typeof TakeoversResponseSchema>;
