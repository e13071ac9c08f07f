import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Database } from '@nordshop/api';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../server/server-app';
import { assetsFromViteManifest } from '../server/page-assets';
import {
  SCREEN_STRING_KEYS,
  STRING_SCREENS,
  splitStrings,
  type StringScreen,
} from './screen-strings';
import { openSeededDatabase } from '../testing/seeded-database';

describe('splitStrings', () => {
  const keysOf = { checkout: ['c.one', 'shared.x', 'c.absent'], account: ['a.one', 'shared.x'] };
  const strings = { 'c.one': 'C', 'a.one': 'A', 'shared.x': 'X', 'l.one': 'L', constructor: 'K' };

  it('gives each screen its listed keys, a key two screens list to both', () => {
    const split = splitStrings(strings, keysOf);
    expect(split.screens.checkout).toEqual({ 'c.one': 'C', 'shared.x': 'X' });
    expect(split.screens.account).toEqual({ 'a.one': 'A', 'shared.x': 'X' });
  });

  it('keeps every key no screen lists in the layout, and none that one lists', () => {
    expect(splitStrings(strings, keysOf).layout).toEqual({ 'l.one': 'L', constructor: 'K' });
  });

  it('loses no string: the layout and the screens hold them all', () => {
    const split = splitStrings(strings, keysOf);
    expect({ ...split.layout, ...split.screens.checkout, ...split.screens.account }).toEqual(
      strings,
    );
  });
});

// ---- Which code uses which key: read from the storefront's sources ------------------------------

const SOURCE = resolve(import.meta.dirname, '..');
const LIBS = resolve(SOURCE, '../../../libs');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** The storefront files `file` imports (static, type and lazy imports alike). */
function importsOf(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.flatMap(({ fileName }) =>
      fileName.startsWith('.') ? [resolveImport(file, fileName) ?? []].flat() : [],
    );
}

/** Every file reached from `entries` through imports, never entering the files of `stops`. */
function reached(entries: readonly string[], stops: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || stops.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** What a file's code says of string keys: the keys it names, and the starts of keys it builds. */
interface KeyUse {
  readonly named: Set<string>;
  /** `checkout.error.${reason}`: 'checkout.error.'. */
  readonly built: Set<string>;
}

function keyUseOf(file: string): KeyUse {
  const named = new Set<string>();
  const built = new Set<string>();
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) named.add(node.text);
    if (ts.isTemplateExpression(node) && /^[a-z][\w.]*\.$/.test(node.head.text))
      built.add(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { named, built };
}

/** The keys among `keys` that the files use: named, or built from a start they begin with. */
function keysUsedBy(files: Iterable<string>, keys: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const use = keyUseOf(file);
    for (const key of keys)
      if (use.named.has(key) || [...use.built].some((start) => key.startsWith(start)))
        used.add(key);
  }
  return used;
}

/** The modules a screen's routes load lazily: its entries (checkout-routes.tsx, account-routes.tsx). */
function screenEntries(routesFile: string): string[] {
  return importsOf(routesFile).filter(
    (file) => file !== resolve(SOURCE, 'spine/lazy-screen-route.tsx'),
  );
}

const ROUTES_OF: Record<StringScreen, string> = {
  checkout: resolve(SOURCE, 'checkout/checkout-routes.tsx'),
  account: resolve(SOURCE, 'account/account-routes.tsx'),
};

let database: Database;
let keys: string[];
let layoutKeys: Set<string>;
let screenFiles: Record<StringScreen, Set<string>>;

beforeAll(async () => {
  database = await openSeededDatabase();
  const app = createServerApp({
    database,
    assets: assetsFromViteManifest({
      'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
    }),
    publicOrigin: 'http://localhost',
  });
  keys = Object.keys(
    (await (await app.request('http://localhost/api/strings?locale=sv&sid=1')).json()) as object,
  );
  const entries = Object.fromEntries(
    STRING_SCREENS.map((screen) => [screen, screenEntries(ROUTES_OF[screen])]),
  ) as Record<StringScreen, string[]>;
  // The code of every page: the browser's entry and everything it reaches (the layout, the cart,
  // the login modal, the catalog's screens), short of the screens' own modules; and the libraries.
  const everyPage = reached(
    [resolve(SOURCE, 'entry-client.tsx'), resolve(SOURCE, 'server/render-page.tsx')],
    // The table of the screens' keys names them without using them.
    new Set([...Object.values(entries).flat(), resolve(SOURCE, 'i18n/screen-strings.ts')]),
  );
  const libraries = readdirSync(LIBS).flatMap((lib) => sourceFiles(join(LIBS, lib, 'src')));
  layoutKeys = keysUsedBy([...everyPage, ...libraries], keys);
  screenFiles = Object.fromEntries(
    STRING_SCREENS.map((screen) => [
      screen,
      // Short of the code of every page, through which every screen can be reached.
      reached(entries[screen], everyPage),
    ]),
  ) as Record<StringScreen, Set<string>>;
});
afterAll(async () => {
  await database.close();
});

describe('the screens’ strings, against the storefront’s sources', () => {
  it('reads the code of every page and of each screen', () => {
    // The login modal (every page) and a layout string; each screen's page module.
    expect(layoutKeys).toContain('general.skip_to_content');
    expect(layoutKeys).toContain('auth.login_to_change_password');
    expect([...screenFiles.checkout].map((file) => relative(SOURCE, file))).toContain(
      'checkout/checkout-page.tsx',
    );
    expect([...screenFiles.account].map((file) => relative(SOURCE, file))).toContain(
      'account/account-returns-pages.tsx',
    );
  });

  it('takes no key from the layout that code on every page uses', () => {
    const taken = Object.values(SCREEN_STRING_KEYS).flat();
    expect(taken.filter((key) => layoutKeys.has(key))).toEqual([]);
  });

  it.each(STRING_SCREENS)('gives the %s screen every key its code uses', (screen) => {
    const others = new Set(
      STRING_SCREENS.filter((other) => other !== screen).flatMap(
        (other) => SCREEN_STRING_KEYS[other],
      ),
    );
    const own = new Set(SCREEN_STRING_KEYS[screen]);
    const missing = [...keysUsedBy(screenFiles[screen], keys)].filter(
      (key) => others.has(key) && !own.has(key),
    );
    expect(missing).toEqual([]);
  });

  it.each(STRING_SCREENS)(
    'lists for the %s screen exactly the keys only its code uses (SCREEN_STRING_KEYS)',
    (screen) => {
      const onlyThere = [...keysUsedBy(screenFiles[screen], keys)].filter(
        (key) => !layoutKeys.has(key),
      );
      expect([...SCREEN_STRING_KEYS[screen]].sort()).toEqual(onlyThere.sort());
    },
  );

  it.each(STRING_SCREENS)('builds no key of the %s screen from a whole section', (screen) => {
    // `general.${type}` would count every general.* string as the screen's: name the keys instead.
    const wide = [...screenFiles[screen]].flatMap((file) =>
      [...keyUseOf(file).built]
        .filter((start) => start.split('.').length < 3)
        .map((start) => `${relative(SOURCE, file)}: ${start}`),
    );
    expect(wide).toEqual([]);
  });
});
