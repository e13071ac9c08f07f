import { RawJson } from './json-text';
import { RawText, type QueryValue } from './url-text';

/** A named value that goes where a field's value goes. */
export interface Hostile<T> {
  readonly name: string;
  readonly value: T;
}

const DEPTH = 10_000;

/** Strings that break careless code, in JSON bodies, query strings, paths and headers alike. */
const HOSTILE_STRINGS: readonly Hostile<string>[] = [
  { name: 'NUL inside a string', value: 'a\u0000b' },
  { name: 'NUL alone', value: '\u0000' },
  { name: 'lone high surrogate', value: 'a\uD800b' },
  { name: 'lone low surrogate', value: '\uDC00' },
  { name: 'empty string', value: '' },
  { name: 'whitespace only', value: ' \t ' },
  { name: 'NaN as text', value: 'NaN' },
  { name: 'Infinity as text', value: 'Infinity' },
  { name: '-0 as text', value: '-0' },
  { name: '2^31 as text', value: '2147483648' },
  { name: '-2^31-1 as text', value: '-2147483649' },
  { name: '2^53+1 as text', value: '9007199254740993' },
  { name: '1e308 as text', value: '1e308' },
  { name: '1e400 as text', value: '1e400' },
  { name: 'hexadecimal number', value: '0x1F' },
  { name: 'decimal number', value: '1.5' },
  { name: 'number with spaces', value: ' 7 ' },
  { name: 'Arabic-Indic digits', value: '١٢٣' },
  { name: 'null as text', value: 'null' },
  { name: 'SQL quote', value: "x' OR '1'='1" },
  { name: 'SQL statement end', value: '1; DROP TABLE orders; --' },
  { name: 'LIKE wildcards and backslash', value: '%_\\' },
  { name: 'full-text query operators', value: "!a & (b | c:*) <-> 'd" },
  { name: 'regular expression characters', value: '.*+?^${}()|[]\\' },
  { name: 'HTML', value: '<script>alert(1)</script>' },
  { name: 'path traversal', value: '../../../etc/passwd' },
  { name: '__proto__ as text', value: '__proto__' },
  { name: 'emoji', value: '📱🔋' },
  { name: 'combining marks', value: 'e\u0301\u0301\u0301' },
  { name: 'right-to-left override', value: '\u202Eabc' },
  { name: 'byte order mark', value: '\uFEFFabc' },
  { name: 'control characters', value: '\u0001\u001B[31m\u007F' },
  { name: 'line separators', value: 'a\u2028b\u2029' },
  { name: 'CRLF', value: 'a\r\nx-injected: 1' },
  { name: 'format directives', value: '%s%n%x${7*7}{{7*7}}' },
  { name: '4 KB string', value: 'x'.repeat(4_000) },
];

/** Values for JSON bodies: the strings, numbers at the edges, wrong types, huge and deep values. */
export const HOSTILE_JSON: readonly Hostile<unknown>[] = [
  ...HOSTILE_STRINGS,
  { name: '100 KB string', value: 'x'.repeat(100_000) },
  { name: '100 KB of two-byte characters', value: 'ö'.repeat(50_000) },
  { name: '2^31', value: 2 ** 31 },
  { name: '2^31-1', value: 2 ** 31 - 1 },
  { name: '-2^31-1', value: -(2 ** 31) - 1 },
  { name: '2^53', value: 2 ** 53 },
  { name: '-2^53', value: -(2 ** 53) },
  { name: '1e308', value: 1e308 },
  { name: '-1e308', value: -1e308 },
  { name: 'smallest double', value: 5e-324 },
  { name: 'fraction', value: 0.5 },
  { name: '-1', value: -1 },
  { name: '0', value: 0 },
  { name: '-0', value: new RawJson('-0') },
  { name: '1e400 (Infinity)', value: new RawJson('1e400') },
  { name: '30-digit integer', value: new RawJson('123456789012345678901234567890') },
  { name: '1.0', value: new RawJson('1.0') },
  { name: 'null', value: null },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: 'empty object', value: {} },
  { name: 'empty array', value: [] },
  { name: 'array of null', value: [null] },
  { name: 'operator object', value: { $gt: '' } },
  { name: '__proto__ member', value: new RawJson('{"__proto__":{"polluted":true}}') },
  { name: 'constructor.prototype member', value: { constructor: { prototype: { polluted: 1 } } } },
  { name: 'array of strings', value: ['a', 'b'] },
  { name: 'array of 100,000 numbers', value: new RawJson(`[${'7,'.repeat(99_999)}7]`) },
  { name: 'array of 10,000 objects', value: new RawJson(`[${'{},'.repeat(9_999)}{}]`) },
  {
    name: 'object of 10,000 members',
    value: new RawJson(`{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
  },
  { name: 'arrays 10,000 deep', value: new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`) },
  {
    name: 'objects 10,000 deep',
    value: new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
  },
];

/** Values for query and path parameters: the strings, bad escapes, repeated and bare keys. */
export const HOSTILE_TEXT: readonly Hostile<QueryValue>[] = [
  ...HOSTILE_STRINGS,
  { name: 'bare percent sign', value: new RawText('%') },
  { name: 'bad percent escape', value: new RawText('%zz') },
  { name: 'truncated UTF-8 escape', value: new RawText('%E0%A4%A') },
  { name: 'overlong UTF-8 escape', value: new RawText('%C0%AF') },
  { name: 'invalid UTF-8 bytes', value: new RawText('%FF%FE') },
  { name: 'encoded slash', value: new RawText('a%2Fb') },
  { name: 'dot segments', value: new RawText('..') },
  { name: 'plus for space', value: new RawText('a+b') },
  { name: 'unknown storefront code', value: 'xx' },
  { name: 'upper-case storefront code', value: 'SV' },
  { name: 'another storefront id', value: '2' },
  { name: 'parameter given twice', value: ['1', '2'] },
  { name: 'parameter without a value', value: null },
];

/** Whole request bodies that are not the JSON a call expects. */
export const HOSTILE_BODIES: readonly Hostile<string | Buffer>[] = [
  { name: 'empty body', value: '' },
  { name: 'unclosed object', value: '{' },
  { name: 'member without a value', value: '{"a":}' },
  { name: 'single quotes', value: "{'a':1}" },
  { name: 'trailing comma', value: '{"a":1,}' },
  { name: 'text after the JSON', value: '{}garbage' },
  { name: 'JSON null', value: 'null' },
  { name: 'JSON array', value: '[]' },
  { name: 'JSON string', value: '"text"' },
  { name: 'JSON number', value: '1' },
  { name: 'NaN literal', value: 'NaN' },
  { name: 'form-encoded body', value: 'a=1&b=2' },
  { name: 'arrays 10,000 deep', value: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}` },
  { name: 'objects 10,000 deep', value: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
  {
    name: 'invalid UTF-8 bytes in a string',
    value: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { name: 'UTF-16 body', value: Buffer.from('{"a":"b"}', 'utf16le') },
  { name: 'NUL bytes', value: Buffer.from([0, 0, 0, 0]) },
];

/** Content types that are not `application/json` (undefined: no Content-Type header). */
export const HOSTILE_CONTENT_TYPES: readonly Hostile<string | undefined>[] = [
  { name: 'no content type', value: undefined },
  { name: 'text/plain', value: 'text/plain' },
  { name: 'form content type', value: 'application/x-www-form-urlencoded' },
  { name: 'multipart content type', value: 'multipart/form-data; boundary=x' },
  { name: 'JSON in UTF-16', value: 'application/json; charset=utf-16' },
  { name: 'malformed content type', value: 'a/b/c; ;=' },
];

/** Header values for any header (Latin-1 safe; see headerText). */
export const HOSTILE_HEADER_TEXT: readonly Hostile<string>[] = [
  ...HOSTILE_STRINGS,
  { name: 'Latin-1 bytes', value: 'åäö' },
];

/** Methods no route of the API answers on a path of another method. */
export const WRONG_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

const named = <T>(list: readonly Hostile<T>[], names: readonly string[]): Hostile<T>[] =>
  names.map((name) => {
    const hostile = list.find((h) => h.name === name);
    if (!hostile) throw new Error(`no hostile value ${name}`);
    return hostile;
  });

const CORE_STRING_NAMES = [
  'NUL inside a string',
  'lone high surrogate',
  'lone low surrogate',
  'empty string',
  'NaN as text',
  '2^31 as text',
  '-0 as text',
  'SQL quote',
  'full-text query operators',
  'emoji',
];

/**
 * The values every field gets once in the field-by-field pass, by where it goes and what the
 * field holds: a JSON string, a JSON number, anything else in JSON, a query or path text, a header.
 */
export const CORE_HOSTILES = {
  jsonString: named(HOSTILE_JSON, [...CORE_STRING_NAMES, '100 KB string', 'empty object']),
  jsonNumber: named(HOSTILE_JSON, [
    '2^31',
    '-2^31-1',
    '2^53',
    '1e308',
    '-0',
    '1e400 (Infinity)',
    'fraction',
    '-1',
    'array of strings',
  ]),
  jsonOther: named(HOSTILE_JSON, ['null', 'empty object', 'array of strings', 'NaN as text']),
  text: named(HOSTILE_TEXT, [
    ...CORE_STRING_NAMES,
    '-2^31-1 as text',
    '2^53+1 as text',
    '1e308 as text',
    '4 KB string',
    'invalid UTF-8 bytes',
    'parameter given twice',
  ]),
  header: named(HOSTILE_HEADER_TEXT, ['empty string', 'SQL quote', '4 KB string', 'Latin-1 bytes']),
} as const;
