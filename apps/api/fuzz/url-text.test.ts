import { describe, expect, it } from 'vitest';
import { RawText, encodeText, headerText, queryString } from './url-text';

describe('encodeText', () => {
  it.each([
    { text: 'a b/ö', encoded: 'a%20b%2F%C3%B6' },
    { text: 'a\u0000b', encoded: 'a%00b' },
    { text: 'x\uD800y', encoded: 'x%ED%A0%80y' },
    { text: '\uDC00', encoded: '%ED%B0%80' },
    { text: '📱', encoded: '%F0%9F%93%B1' },
    { text: new RawText('%zz'), encoded: '%zz' },
  ])('encodes $text as $encoded', ({ text, encoded }) => {
    expect(encodeText(text)).toBe(encoded);
  });
});

describe('queryString', () => {
  it('repeats a key for an array, writes a bare key for null and leaves undefined out', () => {
    expect(queryString({ locale: 'sv', page: ['1', '2'], flag: null, gone: undefined })).toBe(
      'locale=sv&page=1&page=2&flag',
    );
  });
});

describe('headerText', () => {
  it('sends UTF-8 bytes as Latin-1 without control characters, shortened', () => {
    expect(headerText('ö\u0000\r\na')).toBe('Ã¶a');
    expect(headerText('x'.repeat(10), 4)).toBe('xxxx');
  });
});
