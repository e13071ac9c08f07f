import { describe, expect, it } from 'vitest';
import {
  categoryRowCategories,
  categoryTrail,
  mainMenuCategories,
  menuChildren,
} from './menu-categories';
import { MENU_TREE } from '../testing/menu-tree';

describe('menu categories', () => {
  it('lists the root categories flagged for the main menu, in order', () => {
    expect(mainMenuCategories(MENU_TREE).map((c) => c.name)).toEqual(['Mobilskal', 'Laddare']);
  });

  it('lists the subcategories flagged for menus', () => {
    expect(menuChildren(MENU_TREE[0]!).map((c) => c.name)).toEqual([
      'Plånboksfodral',
      'Silikonskal',
    ]);
  });

  it('lists the category row: the menu subcategories of each main-menu category, in order', () => {
    expect(categoryRowCategories(MENU_TREE).map((c) => c.name)).toEqual([
      'Plånboksfodral',
      'Silikonskal',
      'Väggladdare',
      'Billaddare',
    ]);
  });

  it.each([
    { path: [], names: [] },
    { path: [1], names: ['Mobilskal'] },
    { path: [1, 11, 111], names: ['Mobilskal', 'Plånboksfodral', 'Läderfodral'] },
    { path: [1, 13], names: ['Mobilskal'] },
    { path: [9, 11], names: [] },
  ])('follows the path $path', ({ path, names }) => {
    expect(categoryTrail(mainMenuCategories(MENU_TREE), path).map((c) => c.name)).toEqual(names);
  });
});
