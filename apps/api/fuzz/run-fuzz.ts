import type { ApiOperation } from '@nordshop/api-contract';
import fc from 'fast-check';
import { answerProblems } from './answer-problems';
import { isSafeCase } from './is-safe-case';
import { authorizationOf, type FuzzTokens } from './authorization-of';
import { baseParts, fieldByFieldCases } from './field-by-field-cases';
import { fuzzCasesOf } from './fuzz-cases-of';
import { operationKey, type FuzzCase, type FuzzExamples } from './build-case';
import type { FuzzFailure } from './group-failures';
import { inPool, sendRequest, type FuzzClient } from './send-request';

/**
 * Operations that get a smaller share of the requests, because their valid answers are costly:
 * one sitemap page is about 700 KB built from the whole catalog (~0.3 s on PGlite), and it has a
 * single parameter to vary.
 */
export const OPERATION_SHARES: Readonly<Record<string, number>> = { 'GET /api/sitemap': 0.2 };

/** How many requests each operation gets so that together they make at least `runs`. */
export function requestsPerOperation(
  operations: readonly ApiOperation[],
  runs: number,
): Map<string, number> {
  const share = (op: ApiOperation) => OPERATION_SHARES[operationKey(op)] ?? 1;
  const unit = runs / operations.reduce((sum, op) => sum + share(op), 0);
  return new Map(operations.map((op) => [operationKey(op), Math.ceil(unit * share(op))]));
}

/** Items of the lists taken in turn: the first of each, then the second of each, and so on. */
function interleaved<T>(lists: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) =>
    lists.flatMap((list) => (i < list.length ? [list[i]!] : [])),
  ).flat();
}

/**
 * At least `runs` requests, the same for the same seed: first every field of every operation with
 * each core hostile value of its kind (fieldByFieldCases), then random cases (fuzzCasesOf) for
 * the rest, at least half of `runs`, spread over the operations by requestsPerOperation, each
 * operation from its own stream (seed + its index). Both are interleaved across operations, and
 * cases that would change data other tests read are left out (isSafeCase).
 */
export function fuzzCases(
  operations: readonly ApiOperation[],
  examples: FuzzExamples,
  seed: number,
  runs: number,
): FuzzCase[] {
  const fieldCases = operations.map((op, index) =>
    fieldByFieldCases(op, baseParts(op, examples[operationKey(op)]?.[0], seed + index)).filter(
      (c) => isSafeCase(op, c),
    ),
  );
  const fieldTotal = fieldCases.reduce((sum, cases) => sum + cases.length, 0);
  const counts = requestsPerOperation(operations, Math.max(runs - fieldTotal, Math.ceil(runs / 2)));
  const randomCases = operations.map((op, index) =>
    fc.sample(
      fuzzCasesOf(op, examples[operationKey(op)] ?? []).filter((c) => isSafeCase(op, c)),
      { seed: seed + index, numRuns: counts.get(operationKey(op)) ?? 0 },
    ),
  );
  return interleaved([interleaved(fieldCases), interleaved(randomCases)]);
}

/** What a fuzz run saw. */
export interface FuzzOutcome {
  readonly requests: number;
  readonly serverErrors: number;
  readonly failures: readonly FuzzFailure[];
  /** Requests per operation. */
  readonly perOperation: ReadonlyMap<string, number>;
  /** Answers per status (0: no answer). */
  readonly statuses: ReadonlyMap<number, number>;
}

/** Sends the cases, `concurrency` at a time, and collects every answer that breaks a rule. */
export async function runFuzz(
  client: FuzzClient,
  cases: readonly FuzzCase[],
  tokens: FuzzTokens,
  concurrency: number,
): Promise<FuzzOutcome> {
  const failures: FuzzFailure[] = [];
  const perOperation = new Map<string, number>();
  const statuses = new Map<number, number>();
  let serverErrors = 0;
  await inPool(cases, concurrency, async (fuzzCase) => {
    const authorization = authorizationOf(fuzzCase.auth, tokens);
    const answer = await sendRequest(client, {
      method: fuzzCase.method,
      url: fuzzCase.url,
      headers: { ...fuzzCase.headers, ...(authorization ? { authorization } : {}) },
      body: fuzzCase.body,
    });
    const status = 'error' in answer ? 0 : answer.status;
    perOperation.set(fuzzCase.operation, (perOperation.get(fuzzCase.operation) ?? 0) + 1);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (status === 0 || status >= 500) serverErrors += 1;
    const snippet = ('error' in answer ? answer.error : answer.body).slice(0, 160);
    for (const problem of answerProblems(answer))
      failures.push({ fuzzCase, status, problem, snippet });
  });
  return { requests: cases.length, serverErrors, failures, perOperation, statuses };
}
