import type { PlaceOrderRequest } from '@nordshop/api-contract';

/**
 * The order's body with the shopper's wish for an account: `create_account: true` when a visitor
 * ticked "create an account with this e-mail" (its link to choose a password comes with the
 * confirmation). A logged-in customer has one: the field is left out, as it is when not ticked.
 */
export function withAccountRequest(
  body: PlaceOrderRequest,
  wanted: boolean,
  loggedIn: boolean,
): PlaceOrderRequest {
  const { create_account: _, ...rest } = body;
  return wanted && !loggedIn ? { ...rest, create_account: true } : rest;
}
