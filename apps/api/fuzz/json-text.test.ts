import { describe, expect, it } from 'vitest';
import { DuplicateKeys, RawJson, jsonText } from './json-text';

describe('jsonText', () => {
  it('writes raw JSON, duplicate keys and lone surrogates as JSON.stringify cannot', () => {
    expect(
      jsonText({
        a: new RawJson('-0'),
        b: new DuplicateKeys([
          ['k', 1],
          ['k', '\uD800'],
        ]),
        c: [undefined],
        d: undefined,
      }),
    ).toBe('{"a":-0,"b":{"k":1,"k":"\\ud800"},"c":[null]}');
  });
});
