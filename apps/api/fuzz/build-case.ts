import type { ApiOperation } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { authLabel, type AuthChoice } from './authorization-of';
import type { Hostile } from './hostile-values';
import { jsonText } from './json-text';
import { mutateValue, type Mutation } from './mutate-value';
import { RawText, encodeText, headerText, queryString, type QueryValue } from './url-text';

/** Valid parts of a call on the Swedish storefront, to mutate besides the derived ones. */
export interface ExampleParts {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, unknown>>;
}

/** Example parts by operation key (see operationKey). */
export type FuzzExamples = Readonly<Record<string, readonly ExampleParts[]>>;

/** One generated request, with what makes it hostile. */
export interface FuzzCase {
  /** The operation, e.g. `POST /api/orders` (the method and path of API_OPERATIONS). */
  readonly operation: string;
  readonly method: string;
  /** Path and query as sent. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly auth: AuthChoice;
  readonly body: Buffer | undefined;
  /** What is wrong with the request, e.g. `demo token; body.items.0.sku ← NUL inside a string`. */
  readonly input: string;
  /** The class of input for grouping failures, e.g. `body ← NUL inside a string`. */
  readonly kind: string;
}

/** The key of an operation: upper-case method and OpenAPI path. */
export const operationKey = (op: Pick<ApiOperation, 'method' | 'path'>) =>
  `${op.method.toUpperCase()} ${op.path}`;

/** The parts of a request a mutation may change. */
export type Part = 'query' | 'params' | 'body' | 'headers';

/** What a case makes hostile: nothing, one field of a part, the whole body, the content type or the method. */
export type Plan =
  | { readonly kind: 'valid' }
  | { readonly kind: 'field'; readonly part: Part; readonly mutation: Mutation }
  | { readonly kind: 'body'; readonly hostile: Hostile<string | Buffer> }
  | { readonly kind: 'content type'; readonly hostile: Hostile<string | undefined> }
  | { readonly kind: 'method'; readonly method: string };

/** The parts of a request before serialization (query without locale and sid). */
export interface Parts {
  readonly locale: LocaleCode;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly headers: unknown;
}

function textOf(value: unknown): QueryValue | undefined {
  if (
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    value instanceof RawText
  )
    return value;
  if (Array.isArray(value)) return value.map((item) => textOf(item) ?? null);
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

function pathOf(template: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const text = textOf(values[name]);
    if (text === undefined || text === null) return '';
    return Array.isArray(text)
      ? text.map((item) => encodeText(String(item))).join(',')
      : encodeText(text as string | RawText);
  });
}

function headerRecord(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
    const text = textOf(value);
    const token = name.replace(/[^!#$%&'*+.^_`|~0-9A-Za-z-]/g, '') || 'x-empty';
    if (typeof text === 'string') result[token] = headerText(text);
    else if (text instanceof RawText) result[token] = text.text;
  }
  return result;
}

/** The request of an operation from its parts, an Authorization choice and what to make hostile. */
export function buildCase(op: ApiOperation, parts: Parts, auth: AuthChoice, plan: Plan): FuzzCase {
  const values: Record<Part, unknown> = {
    query: {
      locale: parts.locale,
      sid: String(STOREFRONTS[parts.locale].storeID),
      ...(parts.query as object),
    },
    params: parts.params,
    body: parts.body,
    headers: parts.headers,
  };
  let method = op.method.toUpperCase();
  let rawBody: string | Buffer | undefined;
  let change = 'valid request';
  if (plan.kind === 'field') {
    const mutated = mutateValue(values[plan.part], plan.mutation, plan.part === 'body');
    values[plan.part] = mutated.value;
    change = `${plan.part}${mutated.at ? `.${mutated.at}` : ''} ${mutated.change}`;
  } else if (plan.kind === 'body') {
    rawBody = plan.hostile.value;
    change = `body: ${plan.hostile.name}`;
  } else if (plan.kind === 'content type') {
    const { 'content-type': _json, ...rest } = values.headers as Record<string, unknown>;
    values.headers =
      plan.hostile.value === undefined ? rest : { ...rest, 'content-type': plan.hostile.value };
    change = `Content-Type: ${plan.hostile.name}`;
  } else if (plan.kind === 'method') {
    method = plan.method;
    change = `method ${plan.method}`;
  }
  const queryText = queryString(
    Object.fromEntries(
      Object.entries(values.query as Record<string, unknown>).map(([key, value]) => [
        key,
        textOf(value),
      ]),
    ),
  );
  const text =
    rawBody ??
    (op.body && method !== 'GET' && plan.kind !== 'method' ? jsonText(values.body) : undefined);
  const kind =
    plan.kind === 'field'
      ? `${plan.part} ${change.slice(change.indexOf(' ') + 1)}`
      : plan.kind === 'valid' && auth.kind === 'garbage'
        ? authLabel(auth)
        : change;
  return {
    operation: operationKey(op),
    method,
    url: `${pathOf(op.path, values.params)}${queryText ? `?${queryText}` : ''}`,
    headers: headerRecord(values.headers),
    auth,
    body: text === undefined ? undefined : Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'),
    input: `${authLabel(auth)}; ${change}`,
    kind,
  };
}
