import type { FuzzCase } from './build-case';

/** A request whose answer broke a rule. */
export interface FuzzFailure {
  readonly fuzzCase: FuzzCase;
  /** The status, or 0 when no answer came. */
  readonly status: number;
  readonly problem: string;
  /** The start of the answer's body (or why none came). */
  readonly snippet: string;
}

/** Failures of one operation with the same status and problem. */
export interface FailureGroup {
  readonly operation: string;
  readonly status: number;
  readonly problem: string;
  readonly count: number;
  /** How many failures each kind of input gave, in the order first seen. */
  readonly kinds: ReadonlyMap<string, number>;
  /** Up to three requests of different kinds: what was hostile, and the request as sent. */
  readonly examples: readonly string[];
  readonly snippet: string;
}

const shortened = (text: string, max: number) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text).slice(1, -1);

/** A request as sent, shortened for a report line: method, URL and the start of the body. */
export function requestLine(fuzzCase: FuzzCase): string {
  const body = fuzzCase.body ? ` ${shortened(fuzzCase.body.toString('utf8'), 160)}` : '';
  return `${fuzzCase.method} ${shortened(fuzzCase.url, 160)}${body}`;
}

/**
 * Groups failures by operation, status and problem (one cause often shows under several kinds of
 * input), keeping the kinds of input seen and a few example requests, in the order first seen.
 */
export function groupFailures(failures: readonly FuzzFailure[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const { fuzzCase, status, problem, snippet } of failures) {
    const key = [fuzzCase.operation, status, problem].join('\u0001');
    const group = groups.get(key);
    const example = `${fuzzCase.input} :: ${requestLine(fuzzCase)}`;
    const kinds = new Map(group?.kinds ?? []);
    const newKind = !kinds.has(fuzzCase.kind);
    kinds.set(fuzzCase.kind, (kinds.get(fuzzCase.kind) ?? 0) + 1);
    const examples = group?.examples ?? [];
    groups.set(key, {
      operation: fuzzCase.operation,
      status,
      problem,
      count: (group?.count ?? 0) + 1,
      kinds,
      examples: newKind && examples.length < 3 ? [...examples, example] : examples,
      snippet: group?.snippet ?? snippet,
    });
  }
  return [...groups.values()];
}

/** One line per group, at most `max` of them and a line saying how many more there are. */
export function formatGroups(groups: readonly FailureGroup[], max = 30): string[] {
  const lines = groups.slice(0, max).map(
    (g) =>
      `${g.operation} → ${g.status || 'no answer'} ${g.problem} (${g.count}×) for ${[...g.kinds]
        .slice(0, 8)
        .map(([kind, n]) => `${kind} (${n})`)
        .join(
          ', ',
        )}${g.kinds.size > 8 ? ', …' : ''}; e.g. ${g.examples.join(' || ')}; answer: ${g.snippet}`,
  );
  return groups.length > max ? [...lines, `… and ${groups.length - max} more`] : lines;
}
