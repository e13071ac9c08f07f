import { describe, expect, it } from 'vitest';
import { MENU_DEPTH, menuCategories } from './layout-data';

describe('menuCategories', () => {
  type Node = Parameters<typeof menuCategories>[0][number];
  const node = (slug: string, children: Node[] = []): Node =>
    ({ slug, children }) as unknown as Node;

  it(`keeps ${MENU_DEPTH} levels of the tree`, () => {
    const tree = [node('reservdelar', [node('skarmar', [node('skarmar-apple')])])];
    expect(menuCategories(tree)).toEqual([node('reservdelar', [node('skarmar')])]);
  });
});
