import { describe, expect, it } from 'vitest';
import type { FuzzCase } from './build-case';
import { formatGroups, groupFailures, type FuzzFailure } from './group-failures';

const failure = (operation: string, status: number, kind: string, input: string): FuzzFailure => {
  const fuzzCase: FuzzCase = {
    operation,
    method: operation.split(' ')[0]!,
    url: '/api/x?locale=sv&sid=1',
    headers: {},
    auth: { kind: 'none' },
    body: Buffer.from('{"sku":"a\\u0000b"}'),
    input,
    kind,
  };
  return {
    fuzzCase,
    status,
    problem: status >= 500 ? 'server error' : '400 names no field',
    snippet: '{}',
  };
};

describe('groupFailures', () => {
  it('groups by operation, status and problem, counting the kinds of input and keeping one example of each', () => {
    const groups = groupFailures([
      failure(
        'POST /api/x',
        500,
        'body ← NUL inside a string',
        'no token; body.sku ← NUL inside a string',
      ),
      failure(
        'POST /api/x',
        500,
        'body ← NUL inside a string',
        'no token; body.name ← NUL inside a string',
      ),
      failure('POST /api/x', 500, 'body ← 2^31', 'no token; body.id ← 2^31'),
      failure('POST /api/x', 400, 'body removed', 'no token; body.id removed'),
      failure('GET /api/y', 500, 'valid request', 'no token; valid request'),
    ]);
    expect(groups.map((g) => [g.operation, g.status, g.count, [...g.kinds]])).toEqual([
      [
        'POST /api/x',
        500,
        3,
        [
          ['body ← NUL inside a string', 2],
          ['body ← 2^31', 1],
        ],
      ],
      ['POST /api/x', 400, 1, [['body removed', 1]]],
      ['GET /api/y', 500, 1, [['valid request', 1]]],
    ]);
    expect(groups[0]!.examples).toEqual([
      'no token; body.sku ← NUL inside a string :: POST /api/x?locale=sv&sid=1 {\\"sku\\":\\"a\\\\u0000b\\"}',
      'no token; body.id ← 2^31 :: POST /api/x?locale=sv&sid=1 {\\"sku\\":\\"a\\\\u0000b\\"}',
    ]);
  });
});

describe('formatGroups', () => {
  it('writes one line per group, at most the given number and how many more there are', () => {
    const groups = groupFailures(
      Array.from({ length: 4 }, (_, i) =>
        failure(`GET /api/p${i}`, 500, 'valid request', 'no token; valid request'),
      ),
    );
    const lines = formatGroups(groups, 2);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^GET \/api\/p0 → 500 server error \(1×\) for valid request \(1\); e\.g\. no token; valid request :: GET /,
    );
    expect(lines[2]).toBe('… and 2 more');
  });
});
