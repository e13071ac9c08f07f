import { CART_MAX_QUANTITY } from '@nordshop/api-contract';
import { formatAtc, parseAtc, type AtcItem } from '@nordshop/cart-domain';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';

/** The largest buy form body the server reads (a SKU and a quantity need far less). */
export const BUY_FORM_MAX_BYTES = 2048;

/** The most lines an `atc` list may name: what the cart loads in one sync-cart call. */
export const MAX_ATC_LINES = 200;

/** Letters of a SKU the shop can store and print: no control characters (NUL included). */
const PRINTABLE = /^[^\p{Cc}]+$/u;

/**
 * A buy form as a browser posts it without JavaScript (`application/x-www-form-urlencoded`):
 * the product's (or variation's) SKU, and the units, a whole number 1..5000 (default 1: the
 * product cards send none).
 */
export const BuyFormSchema = z.object({
  sku: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(64, { error: 'must be at most 64 characters' })
    .regex(PRINTABLE, { error: 'must not hold control characters' }),
  quantity: z
    .string({ error: 'must be a whole number from 1 to 5000' })
    .trim()
    .regex(/^\d{1,4}$/, { error: 'must be a whole number from 1 to 5000' })
    .transform(Number)
    .pipe(z.number().min(1).max(CART_MAX_QUANTITY, { error: 'must be at most 5000' }))
    .default(1),
});
/** See {@link BuyFormSchema}. */
export type BuyForm = z.infer<typeof BuyFormSchema>;

/** `items` with `added`: a SKU already listed gains its units (at most 5000), a new one comes last. */
function withItem(items: readonly AtcItem[], added: AtcItem): AtcItem[] {
  const known = items.some((item) => item.sku === added.sku);
  return known
    ? items.map((item) =>
        item.sku === added.sku
          ? { sku: item.sku, quantity: Math.min(CART_MAX_QUANTITY, item.quantity + added.quantity) }
          : item,
      )
    : [...items, added];
}

/**
 * Where a buy form's post leads (spec section 2, `atc`): the same page, with the added units in
 * its `atc` list, so the page shows the cart with the line; a list the page had already (earlier
 * adds without JavaScript) keeps its lines. Entries of that list that do not parse are dropped.
 * Null when the list would pass {@link MAX_ATC_LINES}. `url` is the posted page's URL; the answer
 * is a path with its query, on the same host.
 */
export function buyFormTarget(url: URL, form: BuyForm): string | null {
  const params = new URLSearchParams(url.search);
  const listed = parseAtc(params.get('atc') ?? '').items;
  const items = withItem(listed, { sku: form.sku, quantity: form.quantity });
  if (items.length > MAX_ATC_LINES) return null;
  params.set('atc', formatAtc(items));
  return `${url.pathname}?${params.toString()}`;
}

/** The JSON answer to a buy form the server refuses, naming its fields as the API does. */
function refused(c: Context, fields: Record<string, string>) {
  return c.json({ error: 'invalid_request', message: 'The buy form is not valid', fields }, 400, {
    'cache-control': 'no-store',
  });
}

/** Reads the posted fields; a body that is not a form gives none. */
async function formFields(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/**
 * A page's buy form posted without JavaScript (docs/decisions/034), as the handlers of
 * `app.post('*', ...buyFormRoute())`: 303 to the same page with the line added to its `atc` list,
 * where the server renders the cart with it (cart/no-script-cart.tsx) and, with JavaScript, the
 * cart takes the list in. A body past {@link BUY_FORM_MAX_BYTES} is a 413, a form without a valid
 * SKU or quantity a 400 naming the field; never a 5xx.
 */
export function buyFormRoute(): [MiddlewareHandler, Handler] {
  const limit = bodyLimit({
    maxSize: BUY_FORM_MAX_BYTES,
    onError: (c) =>
      c.json(
        {
          error: 'payload_too_large',
          message: `The request body is larger than ${BUY_FORM_MAX_BYTES} bytes`,
          fields: { body: `must be at most ${BUY_FORM_MAX_BYTES} bytes` },
        },
        413,
        { connection: 'close' },
      ),
  });
  const answer: Handler = async (c) => {
    const parsed = BuyFormSchema.safeParse(await formFields(c));
    if (!parsed.success)
      return refused(
        c,
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]),
        ),
      );
    const target = buyFormTarget(new URL(c.req.url), parsed.data);
    if (target === null)
      return refused(c, { sku: `the cart of this page holds at most ${MAX_ATC_LINES} lines` });
    c.header('cache-control', 'no-store');
    return c.redirect(target, 303);
  };
  return [limit, answer];
}
