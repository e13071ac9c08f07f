import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_KINDS, DomainError, isDomainErrorKind } from '../index';

describe('DomainError', () => {
  it.each(DOMAIN_ERROR_KINDS)('carries the kind %s and its message', (kind) => {
    const error = new DomainError(kind, 'went wrong');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ name: 'DomainError', kind, message: 'went wrong' });
    expect(error.fields).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('names every invalid field and a finer code', () => {
    const fields = { 'lines.0.quantity': 'must be an integer', 'lines.2.price': 'must be >= 0' };
    const error = new DomainError('conflict', 'Out of stock: A', fields, 'out_of_stock');
    expect(error.fields).toEqual(fields);
    expect(error.code).toBe('out_of_stock');
  });
});

describe('isDomainErrorKind', () => {
  it.each([
    { value: 'invalid_data', kind: true },
    { value: 'too_large', kind: true },
    { value: 'teapot', kind: false },
    { value: 404, kind: false },
    { value: undefined, kind: false },
  ])('reads $value as a kind: $kind', ({ value, kind }) => {
    expect(isDomainErrorKind(value)).toBe(kind);
  });
});
