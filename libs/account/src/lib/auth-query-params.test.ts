import { describe, expect, it } from 'vitest';
import {
  loginModalEventFromQuery,
  loginTokenFromQuery,
  orderLinkFromQuery,
  shouldOpenChangePasswordFromQuery,
  shouldOpenForgotPasswordFromQuery,
  shouldOpenLoginFromQuery,
} from '../index';
import type { QueryInput } from '../index';

describe('shouldOpenLoginFromQuery', () => {
  it.each<{ name: string; search: QueryInput; open: boolean }>([
    { name: 'opens for ?login', search: '?login', open: true },
    { name: 'opens for login without the question mark', search: 'q=case&login=', open: true },
    { name: 'opens for login=1', search: '?login=1', open: true },
    {
      name: 'opens for URLSearchParams with login',
      search: new URLSearchParams('login'),
      open: true,
    },
    { name: 'opens for a parsed search with login ""', search: { login: '' }, open: true },
    { name: 'opens for a parsed search with login null', search: { login: null }, open: true },
    { name: 'opens for a parsed search with login true', search: { login: true }, open: true },
    { name: 'stays closed without login', search: '?q=login', open: false },
    { name: 'stays closed for an empty query', search: '', open: false },
    {
      name: 'stays closed for a parsed search with login undefined',
      search: { login: undefined },
      open: false,
    },
    {
      name: 'stays closed for a parsed search with login false',
      search: { login: false },
      open: false,
    },
    { name: 'stays closed for a similar name', search: '?logins=1', open: false },
  ])('$name', ({ search, open }) => {
    expect(shouldOpenLoginFromQuery(search)).toBe(open);
  });
});

describe('shouldOpenChangePasswordFromQuery', () => {
  it.each<{ name: string; search: QueryInput; open: boolean }>([
    { name: 'opens for ?change_password', search: '?change_password', open: true },
    { name: 'opens for a parsed search', search: { change_password: 'abc' }, open: true },
    { name: 'stays closed without it', search: '?login', open: false },
  ])('$name', ({ search, open }) => {
    expect(shouldOpenChangePasswordFromQuery(search)).toBe(open);
  });
});

describe('shouldOpenForgotPasswordFromQuery', () => {
  it.each<{ name: string; search: QueryInput; open: boolean }>([
    { name: 'opens for ?forgot_password', search: '?forgot_password', open: true },
    { name: 'opens for a parsed search', search: { forgot_password: '' }, open: true },
    { name: 'stays closed without it', search: '?login', open: false },
  ])('$name', ({ search, open }) => {
    expect(shouldOpenForgotPasswordFromQuery(search)).toBe(open);
  });
});

describe('orderLinkFromQuery', () => {
  it.each<{ name: string; search: QueryInput; token: string | null }>([
    { name: 'reads the link', search: '?order_link=a.b.c', token: 'a.b.c' },
    { name: 'trims the link', search: { order_link: ' a.b ' }, token: 'a.b' },
    { name: 'gives null for a blank link', search: '?order_link=', token: null },
    { name: 'does not read token', search: '?token=abc', token: null },
  ])('$name', ({ search, token }) => {
    expect(orderLinkFromQuery(search)).toBe(token);
  });
});

describe('loginModalEventFromQuery', () => {
  it.each<{ name: string; search: QueryInput; event: unknown }>([
    { name: 'login opens the modal', search: '?login', event: { type: 'loginModal.open' } },
    {
      name: 'change_password shows change password',
      search: '?change_password=1',
      event: { type: 'loginModal.showChangePassword' },
    },
    {
      name: 'change_password wins over login',
      search: '?login&change_password',
      event: { type: 'loginModal.showChangePassword' },
    },
    {
      name: 'forgot_password shows the forgotten-password form',
      search: '?forgot_password',
      event: { type: 'loginModal.showForgotPassword' },
    },
    {
      name: 'forgot_password wins over login',
      search: '?login&forgot_password',
      event: { type: 'loginModal.showForgotPassword' },
    },
    {
      name: 'change_password wins over forgot_password',
      search: '?forgot_password&change_password',
      event: { type: 'loginModal.showChangePassword' },
    },
    { name: 'neither does nothing', search: '?q=case', event: null },
  ])('$name', ({ search, event }) => {
    expect(loginModalEventFromQuery(search)).toEqual(event);
  });
});

describe('loginTokenFromQuery', () => {
  it.each<{ name: string; search: QueryInput; token: string | null }>([
    { name: 'reads the token', search: '?token=abc.def.ghi', token: 'abc.def.ghi' },
    { name: 'trims the token', search: { token: '  abc  ' }, token: 'abc' },
    { name: 'takes the first non-blank token', search: '?token=&token=xyz', token: 'xyz' },
    { name: 'reads a token of a parsed array', search: { token: ['', 'xyz'] }, token: 'xyz' },
    { name: 'gives null for a blank token', search: '?token=%20', token: null },
    { name: 'gives null without token', search: '?login', token: null },
  ])('$name', ({ search, token }) => {
    expect(loginTokenFromQuery(search)).toBe(token);
  });
});
