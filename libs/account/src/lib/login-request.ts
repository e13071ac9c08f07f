import { LoginRequestSchema, OrderLoginRequestSchema, fieldsOf } from '@nordshop/api-contract';
import type { LoginRequest, OrderLoginRequest } from '@nordshop/api-contract';
import type { LoginFailure } from './login-failure';
import { invalidInputFailure } from './login-failure';

/**
 * What the `login` actor sends: an account's e-mail and password (POST /api/auth/login), or an
 * order number with the e-mail it was placed with (POST /api/order-auth/login).
 */
export type LoginInput =
  | { readonly strategy: 'myAccount'; readonly credentials: LoginRequest }
  | { readonly strategy: 'myOrder'; readonly credentials: OrderLoginRequest };

/** A login as the shopper asks for it; the strategy defaults to myAccount. */
export type LoginAsked =
  | { readonly strategy?: 'myAccount' | undefined; readonly credentials: LoginRequest }
  | { readonly strategy: 'myOrder'; readonly credentials: OrderLoginRequest };

/** A login checked before sending: the request to send, or the failure naming every wrong field. */
export type CheckedLogin =
  | { readonly type: 'valid'; readonly input: LoginInput }
  | { readonly type: 'invalid'; readonly failure: LoginFailure };

/** The actor's input of a login the shopper asked for (myAccount unless myOrder is named). */
export function loginInputOf(login: LoginAsked): LoginInput {
  return login.strategy === 'myOrder'
    ? { strategy: 'myOrder', credentials: login.credentials }
    : { strategy: 'myAccount', credentials: login.credentials };
}

/**
 * Checks the credentials with the API's own schemas, reporting every wrong field at once
 * (`email`, `password`, `order_id`). A valid login is sent as given; the API client parses it again.
 */
export function checkLogin(login: LoginAsked): CheckedLogin {
  if (login.strategy === 'myOrder') {
    const parsed = OrderLoginRequestSchema.safeParse(login.credentials);
    return parsed.success
      ? { type: 'valid', input: loginInputOf(login) }
      : { type: 'invalid', failure: invalidInputFailure(fieldsOf(parsed.error.issues)) };
  }
  const parsed = LoginRequestSchema.safeParse(login.credentials);
  return parsed.success
    ? { type: 'valid', input: loginInputOf(login) }
    : { type: 'invalid', failure: invalidInputFailure(fieldsOf(parsed.error.issues)) };
}
