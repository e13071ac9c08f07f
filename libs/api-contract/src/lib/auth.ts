import * as z from 'zod';

/** Access and refresh tokens live this long (spec section 9). */
export const TOKEN_MAX_AGE_SECONDS = 3600;

/** POST /api/auth/login body. */
export const LoginRequestSchema = z.object({
  email: z.email({ error: 'must be an e-mail address' }).max(200),
  password: z.string().min(1, { error: 'is required' }).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /api/order-auth/login body: the order number and the e-mail it was placed with. */
export const OrderLoginRequestSchema = z.object({
  order_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/, { error: 'must be an order number' }).transform(Number)]),
  email: z.email({ error: 'must be an e-mail address' }).max(200),
});
export type OrderLoginRequest = z.input<typeof OrderLoginRequestSchema>;

/** The answer of every login and refresh (spec section 3, Auth tokens). */
export const TokensResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds the access token is valid. */
  expires_in: z.number().int().positive(),
});
export type TokensResponse = z.infer<typeof TokensResponseSchema>;

/** GET /api/auth/profile: the logged-in customer. */
export const ProfileResponseSchema = z.object({
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
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** GET /api/order-auth/info: the order-scoped user (scope my-order). */
export const OrderInfoResponseSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), order_id: z.number().int() }),
});
export type OrderInfoResponse = z.infer<typeof OrderInfoResponseSchema>;
