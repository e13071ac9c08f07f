/** Text that goes into a URL already percent-encoded, as it is (bad escapes, encoded slashes). */
export class RawText {
  constructor(readonly text: string) {}
}

/** A query parameter's value: text, raw text, the key repeated (array) or the key alone (null). */
export type QueryValue = string | RawText | null | readonly QueryValue[];

/**
 * Percent-encodes text for a URL like encodeURIComponent, but never throws: a lone surrogate is
 * written as the three bytes UTF-8 would give it (%ED%A0%80 for U+D800), which no decoder accepts.
 */
export function encodeText(text: string | RawText): string {
  if (text instanceof RawText) return text.text;
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** The query string (without `?`) of parameters in order; undefined values are left out. */
export function queryString(params: Readonly<Record<string, QueryValue | undefined>>): string {
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === null) parts.push(encodeText(key));
    else if (Array.isArray(value)) for (const item of value as QueryValue[]) add(key, item);
    else parts.push(`${encodeText(key)}=${encodeText(value as string | RawText)}`);
  };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) add(key, value);
  return parts.join('&');
}

/**
 * A header value Node will send: the UTF-8 bytes of the text read as Latin-1 (how a server sees
 * them), without the control characters HTTP forbids, at most `max` characters.
 */
export function headerText(text: string, max = 8_000): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '')
    .slice(0, max);
}
