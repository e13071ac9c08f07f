import { ApiErrorSchema } from '@nordshop/api-contract';

/** An HTTP answer read whole, or why none came. */
export type Answer =
  | {
      readonly status: number;
      readonly contentType: string;
      readonly body: string;
    }
  | { readonly error: string };

/** A stack frame as V8 prints it: `at fn (/path/file.js:1:2)` or `at file:///x.js:1:2`. */
const STACK_FRAME = /\bat (?:async )?(?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/;

/** SQL statements and the database's own error texts. */
const SQL_TEXT = [
  /\bselect\s[\s\S]{0,200}?\sfrom\s+["\w]/i,
  /\binsert\s+into\s+["\w]/i,
  /\bupdate\s+"?\w+"?\s+set\s/i,
  /\bdelete\s+from\s+["\w]/i,
  /\bFailed query:/i,
  /\bsyntax error at or near\b/i,
  /\bviolates (?:not-null|unique|check|foreign key) constraint\b/i,
  /\binvalid byte sequence for encoding\b/i,
  /\bunsupported Unicode escape sequence\b/i,
  /\bout of range for type\b/i,
  /\binvalid input syntax for type\b/i,
  /\b(?:column|relation) "[^"]+" does not exist\b/i,
];

/**
 * What is wrong with an answer, by the API's rules for any input: no answer or a 5xx is a server
 * error; every 4xx is JSON matching ApiErrorSchema, and a 400 names at least one field; no body
 * shows a stack trace or SQL. Empty when the answer keeps every rule.
 */
export function answerProblems(answer: Answer): string[] {
  if ('error' in answer) return [`no answer: ${answer.error}`];
  const problems: string[] = [];
  if (answer.status >= 500) problems.push('server error');
  if (answer.status >= 400 && answer.status < 500) {
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = undefined;
    }
    const error = ApiErrorSchema.safeParse(json);
    if (!/^application\/json\b/i.test(answer.contentType) || json === undefined)
      problems.push('error answer is not JSON');
    else if (!error.success) problems.push('error answer is not an ApiError');
    else if (answer.status === 400 && Object.keys(error.data.fields ?? {}).length === 0)
      problems.push('400 names no field');
  }
  if (STACK_FRAME.test(answer.body)) problems.push('stack trace in the body');
  if (SQL_TEXT.some((pattern) => pattern.test(answer.body))) problems.push('SQL in the body');
  return problems;
}
