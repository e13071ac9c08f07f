import { mergeTd02, parseTd02 } from '@nordshop/browser-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_HISTORY_SIZE,
  historyPatch,
  pushHistory,
  readHistory,
} from './navigation-history';

describe('navigation history (spec sections 4 and 9)', () => {
  it('keeps the last five entries, newest first', () => {
    let history = pushHistory([], { path: '/sv' });
    for (const n of [1, 2, 3, 4, 5]) history = pushHistory(history, { path: `/sv/${n}` });
    expect(history.map((entry) => entry.path)).toEqual([
      '/sv/5',
      '/sv/4',
      '/sv/3',
      '/sv/2',
      '/sv/1',
    ]);
  });

  it('ignores a repeat of the same target', () => {
    const history = pushHistory([{ path: '/sv/produkt/a', mainSku: 'A' }], {
      path: '/sv/produkt/a',
      mainSku: 'A',
    });
    expect(history).toHaveLength(1);
    expect(pushHistory(history, { path: '/sv' }).map((entry) => entry.path)).toEqual([
      '/sv',
      '/sv/produkt/a',
    ]);
  });

  it('never holds more than five entries nor two equal neighbours', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b', '/c'), { maxLength: 40 }), (paths) => {
        const history = paths.reduce(
          (list, path) => pushHistory(list, { path }),
          [] as ReturnType<typeof pushHistory>,
        );
        expect(history.length).toBeLessThanOrEqual(NAVIGATION_HISTORY_SIZE);
        history.forEach((entry, i) => expect(entry.path).not.toBe(history[i + 1]?.path));
      }),
    );
  });

  it('is stored in td02 beside the cart', () => {
    const stored = mergeTd02({ cart: { items: [] } }, historyPatch([{ path: '/sv' }]));
    expect(stored).toEqual({ cart: { items: [] }, history: [{ path: '/sv' }] });
    expect(readHistory(stored)).toEqual([{ path: '/sv' }]);
    expect(readHistory(parseTd02('{broken'))).toEqual([]);
    expect(readHistory({ history: [{ path: 1 }, { path: '/ok' }] })).toEqual([{ path: '/ok' }]);
  });
});
