import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TD02_KEY, mergeTd02, parseTd02, type Td02 } from '@nordshop/browser-state';
import {
  AUTH_STORAGE_FIELD,
  PersistedAuthSchema,
  persistedAuthPatch,
  readPersistedAuth,
} from '../index';
import type { PersistedAuth } from '../index';

/** The stored text after patching `stored` with `auth`, as patchTd02 writes it. */
function writePersistedAuth(stored: string | null, auth: PersistedAuth | null): string {
  return JSON.stringify(mergeTd02(parseTd02(stored), persistedAuthPatch(auth)));
}

/** The session read from stored text, as readTd02 gives it. */
function readStored(stored: string | null, strategy?: PersistedAuth['strategy']) {
  const td02: Td02 = parseTd02(stored);
  return readPersistedAuth(td02, strategy);
}

const session: PersistedAuth = {
  strategy: 'myAccount',
  access_token: 'a.b.c',
  refresh_token: 'd.e.f',
  refresh_cookie: false,
};

describe('readPersistedAuth and persistedAuthPatch', () => {
  it(`store the session under "${AUTH_STORAGE_FIELD}" of the "${TD02_KEY}" value and read it back`, () => {
    const stored = writePersistedAuth(null, session);

    expect(readStored(stored)).toEqual(session);
    expect(JSON.parse(stored)).toEqual({ [AUTH_STORAGE_FIELD]: session });
  });

  it('keep a session refreshed by the HttpOnly cookie, without its refresh token', () => {
    const byCookie = { ...session, refresh_token: null, refresh_cookie: true };

    expect(readStored(writePersistedAuth(null, byCookie))).toEqual(byCookie);
  });

  it('read a session stored before the refresh cookie as not refreshable by cookie', () => {
    const old = JSON.stringify({
      [AUTH_STORAGE_FIELD]: {
        strategy: 'myAccount',
        access_token: 'a.b.c',
        refresh_token: 'd.e.f',
      },
    });

    expect(readStored(old)).toEqual(session);
  });

  it('keep a session without refresh token (from a token link)', () => {
    const linked = { ...session, refresh_token: null };

    expect(readStored(writePersistedAuth(null, linked))).toEqual(linked);
  });

  it('keep the other parts of the stored value', () => {
    const stored = JSON.stringify({ cart: { items: [] }, history: ['/'], auth: { old: true } });

    expect(JSON.parse(writePersistedAuth(stored, session))).toEqual({
      cart: { items: [] },
      history: ['/'],
      auth: session,
    });
  });

  it('remove the field, and only the field, when logged out', () => {
    const stored = writePersistedAuth(JSON.stringify({ cart: { items: [] } }), session);

    expect(JSON.parse(writePersistedAuth(stored, null))).toEqual({ cart: { items: [] } });
  });

  it('store only the session fields', () => {
    const stored = writePersistedAuth(null, { ...session, user: 'x' } as PersistedAuth);

    const root = JSON.parse(stored) as Record<string, object>;

    expect(Object.keys(root[AUTH_STORAGE_FIELD] ?? {})).toEqual([
      'strategy',
      'access_token',
      'refresh_token',
      'refresh_cookie',
    ]);
  });

  it.each([
    { name: 'nothing stored', stored: null },
    { name: 'text that is not JSON', stored: '{"auth": [' },
    { name: 'JSON null', stored: 'null' },
    { name: 'a JSON array', stored: '[1,2]' },
    { name: 'no auth field', stored: '{"cart": {}}' },
    { name: 'auth that is a string', stored: '{"auth": "token"}' },
    {
      name: 'an order login',
      stored: JSON.stringify({ auth: { ...session, strategy: 'myOrder' } }),
    },
    {
      name: 'an empty access token',
      stored: JSON.stringify({ auth: { ...session, access_token: '' } }),
    },
    {
      name: 'a missing refresh token',
      stored: JSON.stringify({ auth: { strategy: 'myAccount', access_token: 'a' } }),
    },
  ])('give no session for $name', ({ stored }) => {
    expect(readStored(stored)).toBeNull();
  });

  it('never throw for any JSON and give a valid session or none', () => {
    fc.assert(
      fc.property(fc.json(), (json) => {
        const read = [readStored(json), readStored(`{"auth":${json}}`)];
        return read.every((auth) => auth === null || PersistedAuthSchema.safeParse(auth).success);
      }),
    );
  });
});
