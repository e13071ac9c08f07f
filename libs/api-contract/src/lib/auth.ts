import * as z from 'zod';
import { deferred } from './deferred-schema';
import { RowIdSchema, storableText } from './bounded';

/** Access and refresh tokens live this long (spec section 9). */
export const TOKEN_MAX_AGE_SECONDS = 3600;

/**
 * A login session (the chain of refresh tokens one login starts) ends this long after the login
 * at the latest, however often it is refreshed: then the shopper logs in again.
 */
export const SESSION_MAX_AGE_SECONDS = 24 * 3600;

/** POST /api/auth/login body. */
export const LoginRequestSchema = deferred(() =>
  z.object({
    email: z.email({ error: 'must be an e-mail address' }).max(200),
    password: storableText(200).min(1, { error: 'is required' }),
  }),
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * POST /api/order-auth/login body: the order number and either the e-mail or the postal code the
 * order was placed with (postal codes compare without spaces and case). Give exactly one of them.
 */
export const OrderLoginRequestSchema = deferred(() =>
  z
    .object({
      order_id: z.union(
        [
          RowIdSchema,
          z
            .string()
            .trim()
            .regex(/^\d{1,10}$/, { error: 'must be an order number' })
            .transform(Number)
            .pipe(RowIdSchema),
        ],
        {
          error: 'must be an order number',
        },
      ),
      email: z.email({ error: 'must be an e-mail address' }).max(200).optional(),
      postal_code: storableText(12).trim().min(1, { error: 'is required' }).optional(),
    })
    .superRefine((value, ctx) => {
      if ((value.email === undefined) === (value.postal_code === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [value.email === undefined ? 'email' : 'postal_code'],
          message: 'give the e-mail or the postal code of the order',
        });
      }
    }),
);
export type OrderLoginRequest = z.input<typeof OrderLoginRequestSchema>;

/** How long a login link sent by e-mail (forgotten password, new account, login link) can be used once. */
export const LOGIN_LINK_MAX_AGE_SECONDS = 30 * 60;

/**
 * A session started by a login link may set a new password without the current one for this long
 * (the forgotten-password and new-account links open the change-password dialog).
 */
export const LINK_SESSION_SET_PASSWORD_SECONDS = 30 * 60;

/** How long an order's tracking link (in its e-mails) logs in to that order. */
export const ORDER_LINK_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * POST /api/auth/forgot-password body: the account's e-mail. The answer is the same (202) whether
 * an account has it or not; when one does, a single-use login link is mailed to it.
 */
export const ForgotPasswordRequestSchema = deferred(() =>
  z.object({
    email: z.email({ error: 'must be an e-mail address' }).max(200),
  }),
);
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/**
 * POST /api/auth/register body: a new account's e-mail and name. The e-mail is confirmed by the
 * login link mailed to it, which also lets the shopper set a password; the answer is the same
 * (202) when the address already has an account (that address gets a login link instead).
 */
export const RegisterRequestSchema = deferred(() =>
  z.object({
    email: z.email({ error: 'must be an e-mail address' }).max(200),
    name: storableText(200).trim().min(1, { error: 'is required' }),
  }),
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The 202 answer of forgot-password and register: the same whatever the address. */
export const MailAcceptedResponseSchema = deferred(() => z.object({ accepted: z.literal(true) }));
export type MailAcceptedResponse = z.infer<typeof MailAcceptedResponseSchema>;

/** The longest login or order link token the API reads. */
export const LINK_TOKEN_MAX_LENGTH = 2_000;

/**
 * POST /api/auth/link-login and /api/order-auth/link-login body: the `token` of an e-mailed link.
 * An account's login link is used once; an order's tracking link until it expires.
 */
export const LinkLoginRequestSchema = deferred(() =>
  z.object({
    token: storableText(LINK_TOKEN_MAX_LENGTH).trim().min(1, { error: 'is required' }),
  }),
);
export type LinkLoginRequest = z.infer<typeof LinkLoginRequestSchema>;

/** The answer of every login and refresh (spec section 3, Auth tokens). */
export const TokensResponseSchema = deferred(() =>
  z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds the access token is valid. */
    expires_in: z.number().int().positive(),
  }),
);
export type TokensResponse = z.infer<typeof TokensResponseSchema>;

/** GET /api/auth/profile: the logged-in customer. */
export const ProfileResponseSchema = deferred(() =>
  z.object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      locale: z.string(),
      /** Shop staff. */
      internal: z.boolean(),
      /** Personal discount per category id, percent (spec section 6). */
      category_discounts: z.record(z.string(), z.number()),
      order_id: z.null(),
      /**
       * False when this session may set a new password without the current one: it was started
       * by an e-mailed login link less than LINK_SESSION_SET_PASSWORD_SECONDS ago, or the account
       * has no password yet.
       */
      current_password_required: z.boolean().optional(),
    }),
  }),
);
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** GET /api/order-auth/info: the order-scoped user (scope my-order). */
export const OrderInfoResponseSchema = deferred(() =>
  z.object({
    user: z.object({ name: z.string(), email: z.string(), order_id: z.number().int() }),
  }),
);
export type OrderInfoResponse = z.infer<typeof OrderInfoResponseSchema>;

/** The HttpOnly cookies that carry the refresh token of each strategy (prefix 'auth.', path '/', spec section 9). */
export const REFRESH_COOKIE_NAMES = {
  'my-account': 'auth._refresh_token.myAccount',
  'my-order': 'auth._refresh_token.myOrder',
} as const;
