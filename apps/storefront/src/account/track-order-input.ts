import type { OrderLoginRequest } from '@nordshop/api-contract';

/** The order login of the tracking form, or the text keys of what is wrong with each field. */
export type OrderCredentials =
  | { readonly type: 'valid'; readonly value: OrderLoginRequest & { order_id: number } }
  | {
      readonly type: 'invalid';
      readonly fields: Readonly<Partial<Record<'order_id' | 'verifier', string>>>;
    };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The credentials of the tracking form: the order number (digits, spaces and a leading # are
 * tolerated) and one field that holds either the e-mail address (it has an @) or the postal code
 * the order was placed with.
 */
export function orderLoginCredentials(orderId: string, verifier: string): OrderCredentials {
  const fields: Partial<Record<'order_id' | 'verifier', string>> = {};
  const digits = orderId.replace(/[\s#]/g, '');
  if (!/^\d{1,10}$/.test(digits) || Number(digits) <= 0) fields.order_id = 'track.error.order_id';
  const given = verifier.trim();
  if (given === '') fields.verifier = 'checkout.error.required';
  else if (given.includes('@') && !EMAIL.test(given)) fields.verifier = 'checkout.error.email';
  if (Object.keys(fields).length > 0) return { type: 'invalid', fields };
  const order_id = Number(digits);
  return {
    type: 'valid',
    value: given.includes('@') ? { order_id, email: given } : { order_id, postal_code: given },
  };
}
