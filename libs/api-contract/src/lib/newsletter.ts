import * as z from 'zod';
import { deferred } from './deferred-schema';
import { storableText } from './bounded';
import { CONTENT_TOKEN_MAX_LENGTH } from './page-preview';

/**
 * POST /api/newsletter/unsubscribe body: `token`, the JWT of an unsubscribe link (HS256 with the
 * shared CONTENT_TOKEN_SECRET; claims `purpose: 'unsubscribe'`, `locale`, `email`, `exp` optional).
 */
export const UnsubscribeRequestSchema = deferred(() =>
  z.object({
    token: storableText(CONTENT_TOKEN_MAX_LENGTH).min(1, { error: 'is required' }),
  }),
);
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

/**
 * POST /api/newsletter/unsubscribe answer: the address, masked (`d***@nordshop.example`), is off
 * the storefront's list. The same answer for a second call with the same link.
 */
export const UnsubscribeResponseSchema = deferred(() =>
  z.object({
    email: z.string(),
    unsubscribed: z.literal(true),
  }),
);
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
