import { describe, expect, it } from 'vitest';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';

describe('the order feed’s cursor', () => {
  it.each([
    { xid: '1', id: 1 },
    { xid: '742', id: 20_511 },
    { xid: '9223372036854775807', id: 2_147_483_647 },
  ])('reads back what it wrote: $xid.$id', (cursor) => {
    const text = encodeOrderCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderCursor(text)).toEqual(cursor);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['no id', Buffer.from('742').toString('base64url')],
    ['a negative id', Buffer.from('742.-1').toString('base64url')],
    ['an xid past xid8', Buffer.from('99999999999999999999.1').toString('base64url')],
    ['an id past integer', Buffer.from('1.99999999999').toString('base64url')],
    ['NUL inside', Buffer.from('1\u0000.1').toString('base64url')],
    ['too long', 'A'.repeat(49)],
  ])('refuses %s', (_name, text) => {
    expect(decodeOrderCursor(text)).toBeNull();
  });
});
