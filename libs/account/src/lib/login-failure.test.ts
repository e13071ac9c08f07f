import { describe, expect, it } from 'vitest';
import { loginFailure } from '../index';
import type { LoginAttempt, LoginFailureReason } from '../index';
import { anApiError } from '../testing';

describe('loginFailure', () => {
  it.each<{
    name: string;
    error: unknown;
    attempt?: LoginAttempt;
    reason: LoginFailureReason;
    status: number | null;
  }>([
    {
      name: '401 is wrong credentials',
      error: anApiError(401),
      reason: 'wrongCredentials',
      status: 401,
    },
    {
      name: '401 of a token link is an invalid token',
      error: anApiError(401),
      attempt: 'token',
      reason: 'invalidToken',
      status: 401,
    },
    {
      name: '403 is wrong credentials',
      error: anApiError(403),
      reason: 'wrongCredentials',
      status: 403,
    },
    { name: '429 is rate limited', error: anApiError(429), reason: 'rateLimited', status: 429 },
    { name: '400 is invalid input', error: anApiError(400), reason: 'invalidInput', status: 400 },
    { name: '503 is unavailable', error: anApiError(503), reason: 'unavailable', status: 503 },
    { name: '500 is unavailable', error: anApiError(500), reason: 'unavailable', status: 500 },
    {
      name: 'a network failure is unavailable',
      error: new TypeError('fetch failed'),
      reason: 'unavailable',
      status: null,
    },
    { name: 'a thrown string is unavailable', error: 'boom', reason: 'unavailable', status: null },
    { name: 'undefined is unavailable', error: undefined, reason: 'unavailable', status: null },
  ])('$name', ({ error, attempt, reason, status }) => {
    expect(loginFailure(error, attempt)).toMatchObject({
      type: 'auth.loginFailed',
      reason,
      status,
    });
  });

  it("keeps the server's error code, message and fields", () => {
    const error = Object.assign(new Error('400'), {
      status: 400,
      body: {
        error: 'invalid_request',
        message: 'Check the fields',
        fields: { email: 'must be an e-mail address' },
      },
    });

    expect(loginFailure(error)).toEqual({
      type: 'auth.loginFailed',
      reason: 'invalidInput',
      status: 400,
      code: 'invalid_request',
      message: 'Check the fields',
      fields: { email: 'must be an e-mail address' },
    });
  });

  it('gives no code or message for a body that is not an API error', () => {
    const error = { status: 502, body: '<html>Bad gateway</html>' };

    expect(loginFailure(error)).toMatchObject({
      reason: 'unavailable',
      code: null,
      message: null,
      fields: {},
    });
  });
});
