import { describe, expect, it } from 'vitest';
import { checkMailRequest, mailRequestFailure } from '../index';
import type { MailRequest } from '../index';
import { anApiError } from '../testing';

describe('checkMailRequest', () => {
  it.each<{ name: string; request: MailRequest; fields: string[] | null }>([
    {
      name: 'sends a forgotten password for an e-mail address',
      request: { kind: 'forgotPassword', body: { email: 'alva@example.com' } },
      fields: null,
    },
    {
      name: 'refuses a forgotten password without an e-mail address',
      request: { kind: 'forgotPassword', body: { email: 'alva' } },
      fields: ['email'],
    },
    {
      name: 'sends a new account with a name and an e-mail address',
      request: { kind: 'register', body: { email: 'alva@example.com', name: 'Alva Lind' } },
      fields: null,
    },
    {
      name: 'names every wrong field of a new account at once',
      request: { kind: 'register', body: { email: '', name: '   ' } },
      fields: ['email', 'name'],
    },
  ])('$name', ({ request, fields }) => {
    const failure = checkMailRequest(request);
    if (fields === null) expect(failure).toBeNull();
    else {
      expect(failure?.reason).toBe('invalidInput');
      expect(Object.keys(failure?.fields ?? {}).sort()).toEqual(fields);
    }
  });
});

describe('mailRequestFailure', () => {
  it.each([
    { name: 'a 429 is rate limited', error: anApiError(429), reason: 'rateLimited' },
    { name: 'a 503 is unavailable', error: anApiError(503), reason: 'unavailable' },
    {
      name: 'a network failure is unavailable',
      error: new TypeError('fetch failed'),
      reason: 'unavailable',
    },
    { name: 'a 400 is invalid input', error: anApiError(400), reason: 'invalidInput' },
  ])('$name', ({ error, reason }) => {
    expect(mailRequestFailure(error)).toMatchObject({ type: 'auth.mailRequestFailed', reason });
  });

  it('keeps the fields the API names in a 400', () => {
    const error = Object.assign(anApiError(400), {
      body: {
        error: 'invalid_request',
        message: 'Invalid',
        fields: { email: 'must be an e-mail address' },
      },
    });

    expect(mailRequestFailure(error).fields).toEqual({ email: 'must be an e-mail address' });
  });
});
