import { API_OPERATIONS } from '@nordshop/api-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedApi } from '../testing/shared-api';
import { formatGroups, groupFailures } from './group-failures';
import { fuzzCases, requestsPerOperation, runFuzz } from './run-fuzz';
import { fuzzExamples } from './fuzz-examples';
import { fuzzTokens } from './fuzz-tokens';
import { fuzzClient } from './send-request';

const api = sharedApi();

/** The seed of the run; FUZZ_SEED replays another one. */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_260_501);
/** How many requests at least; FUZZ_RUNS scales the run up locally. */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 5_000);
const CONCURRENCY = 8;
/**
 * The loopback address the run sends from: its failed logins and rate-limited calls count against
 * this address, not 127.0.0.1, which the other test files share.
 */
const FUZZ_ADDRESS = '127.0.0.90';

const client = fuzzClient(api.baseUrl, FUZZ_ADDRESS, CONCURRENCY);
afterAll(() => client.agent.destroy());

const count = (n: number) => n.toLocaleString('en');

describe('the API under generated hostile requests', () => {
  it('never answers 5xx, answers every 4xx with an ApiError (a 400 naming a field) and shows no stack trace or SQL', async () => {
    const started = performance.now();
    const [tokens, examples] = await Promise.all([fuzzTokens(api, client), fuzzExamples(api)]);
    const cases = fuzzCases(API_OPERATIONS, examples, SEED, RUNS);
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED to replay another), ${count(cases.length)} requests (FUZZ_RUNS) on ${api.databaseKind}`,
    );
    const outcome = await runFuzz(client, cases, tokens, CONCURRENCY);
    const groups = groupFailures(outcome.failures);
    const statuses = [...outcome.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status || 'no answer'}: ${count(n)}`);
    console.log(
      `fuzz: ${count(outcome.requests)} requests, ${count(outcome.serverErrors)} server errors, ` +
        `${groups.length} distinct failures in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(seed ${SEED}; ${statuses.join(', ')})`,
    );
    if (groups.length > 0) console.log(formatGroups(groups, Infinity).join('\n'));

    expect(outcome.requests).toBeGreaterThanOrEqual(RUNS);
    for (const [operation, least] of requestsPerOperation(API_OPERATIONS, Math.ceil(RUNS / 2)))
      expect(outcome.perOperation.get(operation) ?? 0, operation).toBeGreaterThanOrEqual(least);
    expect(formatGroups(groups)).toEqual([]);
  }, 180_000);
});
