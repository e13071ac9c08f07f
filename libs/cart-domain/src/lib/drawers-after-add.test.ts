import { describe, expect, it } from 'vitest';
import { drawersAfterAdd } from '../index';

const closed = { open: false, openUpselling: false };

describe('drawersAfterAdd', () => {
  it.each([
    {
      name: 'opens the cart drawer when asked',
      options: { openDrawer: true },
      out: { open: true, openUpselling: false },
    },
    {
      name: 'opens the upselling drawer when asked',
      options: { openUpselling: true },
      out: { open: false, openUpselling: true },
    },
    {
      name: 'opens only the cart drawer when both are asked',
      options: { openDrawer: true, openUpselling: true },
      out: { open: true, openUpselling: false },
    },
    { name: 'opens nothing when nothing is asked (e.g. on checkout)', options: {}, out: closed },
  ])('$name', ({ options, out }) => {
    expect(drawersAfterAdd(closed, options)).toEqual(out);
  });

  it('returns only the drawer flags', () => {
    expect(drawersAfterAdd({ ...closed, items: [1] } as typeof closed, {})).toEqual(closed);
  });
});
