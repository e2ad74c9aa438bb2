import { z } from 'zod';
import { listSchema } from '../pagination';

/** The demo mailbox (decision 021): the mail and SMS a demo deployment would have sent. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxListSchema = listSchema(outboxMessageSchema);
export const outboxQuerySchema = z.object({
  recipient: z.string().max(254).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be an integer from 1 to 500')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 500, 'must be an integer from 1 to 500')
    .optional(),
});

export type OutboxMessageWire = z.infer<typeof outboxMessageSchema>;
