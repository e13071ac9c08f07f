import { describe, expect, it } from 'vitest';
import { answerProblems, type Answer } from './answer-problems';

const json = 'application/json; charset=UTF-8';
const error = (status: number, body: unknown): Answer => ({
  status,
  contentType: json,
  body: JSON.stringify(body),
});

describe('answerProblems', () => {
  it.each([
    { name: 'a 200 with any JSON', answer: error(200, { products: [] }), problems: [] },
    {
      name: 'a 400 naming a field',
      answer: error(400, {
        error: 'invalid_request',
        message: 'Invalid body: sku',
        fields: { sku: 'is required' },
      }),
      problems: [],
    },
    {
      name: 'a 401 ApiError',
      answer: error(401, { error: 'unauthorized', message: 'Send the token' }),
      problems: [],
    },
    {
      name: 'a 500',
      answer: error(500, { error: 'internal', message: 'Something went wrong on our side.' }),
      problems: ['server error'],
    },
    {
      name: 'a 503',
      answer: error(503, { error: 'unavailable', message: 'Later' }),
      problems: ['server error'],
    },
    {
      name: 'no answer',
      answer: { error: 'socket hang up' },
      problems: ['no answer: socket hang up'],
    },
    {
      name: 'a 404 in plain text',
      answer: { status: 404, contentType: 'text/plain', body: '404 Not Found' },
      problems: ['error answer is not JSON'],
    },
    {
      name: 'a 413 with JSON that is not an ApiError',
      answer: error(413, { message: 'too large' }),
      problems: ['error answer is not an ApiError'],
    },
    {
      name: 'a 400 without fields',
      answer: error(400, { error: 'invalid_request', message: 'bad' }),
      problems: ['400 names no field'],
    },
    {
      name: 'a 400 with empty fields',
      answer: error(400, { error: 'invalid_request', message: 'bad', fields: {} }),
      problems: ['400 names no field'],
    },
    {
      name: 'a stack trace',
      answer: error(500, {
        error: 'internal',
        message: 'TypeError: x\n    at parse (/app/src/routes/cart.ts:12:7)',
      }),
      problems: ['server error', 'stack trace in the body'],
    },
    {
      name: 'SQL of a failed query',
      answer: error(409, {
        error: 'conflict',
        message: 'Failed query: select id from products where sku = $1',
      }),
      problems: ['SQL in the body'],
    },
    {
      name: "the database's own error text",
      answer: error(400, {
        error: 'invalid_request',
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
        fields: { sku: 'x' },
      }),
      problems: ['SQL in the body'],
    },
  ])('$name: $problems', ({ answer, problems }) => {
    expect(answerProblems(answer)).toEqual(problems);
  });
});
