import { describe, expect, it } from 'vitest';
import { authQueryPlan } from '../index';
import type { AuthQueryPage, AuthQueryPlan } from '../index';

const ANY_PAGE: AuthQueryPage = { tokenIsLoginLink: true, orderPage: false };
const ORDER_PAGE: AuthQueryPage = { tokenIsLoginLink: true, orderPage: true };
const PREVIEW_PAGE: AuthQueryPage = { tokenIsLoginLink: false, orderPage: false };

const NOTHING: AuthQueryPlan = {
  login: null,
  modal: null,
  afterLogin: null,
  afterFailure: null,
  drop: [],
};

describe('authQueryPlan', () => {
  it.each<{ name: string; search: string; page: AuthQueryPage; plan: AuthQueryPlan }>([
    {
      name: 'does nothing without auth parameters',
      search: '?q=case',
      page: ANY_PAGE,
      plan: NOTHING,
    },
    {
      name: 'a login link logs in, leaves the address and opens the login panel when refused',
      search: '?token=abc',
      page: ANY_PAGE,
      plan: {
        ...NOTHING,
        login: { type: 'auth.loginWithToken', token: 'abc' },
        afterFailure: { type: 'loginModal.open' },
        drop: ['token'],
      },
    },
    {
      name: 'a forgotten-password link opens the change-password dialog once logged in',
      search: '?token=abc&change_password',
      page: ANY_PAGE,
      plan: {
        login: { type: 'auth.loginWithToken', token: 'abc' },
        modal: null,
        afterLogin: { type: 'loginModal.showChangePassword' },
        afterFailure: { type: 'loginModal.open' },
        drop: ['token'],
      },
    },
    {
      name: 'change_password alone opens the dialog at once',
      search: '?change_password',
      page: ANY_PAGE,
      plan: { ...NOTHING, modal: { type: 'loginModal.showChangePassword' } },
    },
    {
      name: 'forgot_password opens the login panel on its forgotten-password form',
      search: '?forgot_password',
      page: ANY_PAGE,
      plan: { ...NOTHING, modal: { type: 'loginModal.showForgotPassword' } },
    },
    {
      name: 'a login link with login opens the panel at once',
      search: '?token=abc&login',
      page: ANY_PAGE,
      plan: {
        login: { type: 'auth.loginWithToken', token: 'abc' },
        modal: { type: 'loginModal.open' },
        afterLogin: null,
        afterFailure: { type: 'loginModal.open' },
        drop: ['token'],
      },
    },
    {
      name: 'a page whose token is its own (preview, unsubscribe) leaves it alone',
      search: '?token=abc&change_password',
      page: PREVIEW_PAGE,
      plan: { ...NOTHING, modal: { type: 'loginModal.showChangePassword' } },
    },
    {
      name: 'an order link logs in to the order on my-order and leaves the address',
      search: '?order_link=%20signed%20',
      page: ORDER_PAGE,
      plan: {
        ...NOTHING,
        login: { type: 'auth.loginWithOrderLink', token: 'signed' },
        drop: ['order_link'],
      },
    },
    {
      name: 'an order link on another page is not used',
      search: '?order_link=signed',
      page: ANY_PAGE,
      plan: NOTHING,
    },
    {
      name: 'a blank order link is not used',
      search: '?order_link=',
      page: ORDER_PAGE,
      plan: NOTHING,
    },
    {
      name: 'a login link wins over an order link, which stays',
      search: '?token=abc&order_link=signed',
      page: ORDER_PAGE,
      plan: {
        ...NOTHING,
        login: { type: 'auth.loginWithToken', token: 'abc' },
        afterFailure: { type: 'loginModal.open' },
        drop: ['token'],
      },
    },
  ])('$name', ({ search, page, plan }) => {
    expect(authQueryPlan(search, page)).toEqual(plan);
  });
});
