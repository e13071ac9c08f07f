// One flat config for the whole monorepo: type-checked TypeScript rules, Nx module boundaries
// (the tags in each package.json; see README). Import cycles inside a project are checked by dpdm
// in each project's lint script; cycles between projects by the module-boundaries rule.
//
// What Nx's tags cannot say is said by the rules below them: what a domain library's own code may
// reach (no Node module, no network, no clock, no randomness), which libraries know nothing of the
// API's contract, what locale-config may depend on, and what the storefront's browser code may
// import. scripts/boundary-probes.mjs proves that each of them refuses what it should.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const reactPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  '@tanstack/react-*',
  '@xstate/react',
  'react-i18next',
];
const serverPackages = [
  'pg',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'hono',
  'hono/*',
  '@hono/*',
];

// Browser and network globals a domain library never touches: it receives storage, time and I/O
// from its caller, so it runs the same in Node, in the browser and in a test.
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
];

/** Tests, benchmarks and test builders: they run in Node under vitest, never in the shop. */
const testSources = ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/src/testing/**'];

/** The libraries (folder names under libs/) with their package.json. */
const libraries = readdirSync(new URL('./libs', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    name: entry.name,
    manifest: JSON.parse(
      readFileSync(new URL(`./libs/${entry.name}/package.json`, import.meta.url), 'utf8'),
    ),
  }));

/** The libraries tagged `type:domain` (read from their package.json). */
const domainLibraries = libraries.filter(({ manifest }) =>
  (manifest.nx?.tags ?? []).includes('type:domain'),
);

/** The source files of one library. */
const sourcesOf = (library) => [`libs/${library}/src/**/*.{ts,tsx}`];

/** The escaped text of a regular expression that matches `text` exactly. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A module and its subpaths (`pg`, `pg/lib/x`), or with a trailing `*` every module that starts
 * so (`@electric-sql/*`, `@tanstack/react-*`), as one regular expression's text.
 */
const moduleRegex = (name) =>
  name.endsWith('*') ? `^${literally(name.slice(0, -1))}` : `^${literally(name)}(\\/|$)`;

/**
 * Node's built-in modules: everything under the `node:` prefix, and the bare names (`fs`,
 * `fs/promises`, `path`) of those that have one.
 */
const nodeBuiltinRegex = `^(node:|(${builtinModules
  .filter((name) => !name.startsWith('node:'))
  .map(literally)
  .join('|')})(\\/|$))`;

/**
 * Refuses imports of modules matching the given regular expressions, each with its message:
 * static imports and re-exports by @typescript-eslint/no-restricted-imports, and `import('…')` by
 * no-restricted-syntax, since no-restricted-imports does not look at dynamic imports. Both rules
 * are set once per group of files (a later config object would replace, not add to, their
 * options), so each group passes all its restrictions here together with its other syntax.
 */
function restrictedImports(restrictions, otherSyntax = []) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: restrictions.map(({ regex, message }) => ({ regex, message })) },
    ],
    'no-restricted-syntax': [
      'error',
      ...otherSyntax,
      ...restrictions.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal.source[value=/${regex}/]`,
        message,
      })),
    ],
  };
}

// A domain library never touches I/O, a clock or chance (architecture.md, house style): its caller
// passes in storage, `fetch`, `now` and random sources, so its rules are pure and testable.
const domainImports = {
  regex: nodeBuiltinRegex,
  message:
    "A domain library never touches I/O: its caller passes in what it needs from Node's modules.",
};
const clockAndChance =
  'A domain library reads no clock and draws no random number: its caller passes in `now` and a random source.';
const domainProperties = [
  ...['globalThis', 'self'].flatMap((object) =>
    browserGlobals.map((property) => ({
      object,
      property,
      message: 'A domain library gets the browser and the network from its caller.',
    })),
  ),
  { object: 'Date', property: 'now', message: clockAndChance },
  { object: 'performance', property: 'now', message: clockAndChance },
  { object: 'Math', property: 'random', message: clockAndChance },
  { object: 'crypto', property: 'randomUUID', message: clockAndChance },
  { object: 'crypto', property: 'getRandomValues', message: clockAndChance },
];
const domainSyntax = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockAndChance },
  { selector: "CallExpression[callee.name='Date']", message: clockAndChance },
];

// Libraries of pure rules that architecture.md lets import nothing (locale-config at most): they
// know nothing of the API's requests and answers, which are api-contract's (with zod).
const contractFreeLibraries = ['coupon-engine', 'consent', 'experiments'];
const contractImports = {
  regex: moduleRegex('@nordshop/api-contract'),
  message:
    'A library of pure rules knows nothing of the API contract (architecture.md: it imports nothing, locale-config at most).',
};

/**
 * locale-config has no runtime dependency but the packages its package.json declares
 * (libphonenumber-js, decision 027): any other package, zod included, is refused. Relative
 * imports, the shop's libraries (Nx's scope rule) and Node's modules (the domain rule) are left to
 * their own rules.
 */
function undeclaredPackageImports(library) {
  const declared = Object.keys(library.manifest.dependencies ?? {});
  const allowed = ['\\.', '@nordshop\\/', nodeBuiltinRegex.slice(1), ...declared.map(moduleRegex)];
  return {
    regex: `^(?!${allowed.map((regex) => regex.replace(/^\^/, '')).join('|')})`,
    message: `${library.name} has no runtime dependency but the ones its package.json declares (${declared.join(', ') || 'none'}).`,
  };
}

/** The restrictions of one domain library's own code (its tests and test builders aside). */
function domainLibraryConfig(library) {
  const restrictions = [domainImports];
  if (contractFreeLibraries.includes(library.name)) restrictions.push(contractImports);
  if (library.name === 'locale-config') restrictions.push(undeclaredPackageImports(library));
  return {
    files: sourcesOf(library.name),
    ignores: testSources,
    rules: {
      ...restrictedImports(restrictions, domainSyntax),
      'no-restricted-properties': ['error', ...domainProperties],
    },
  };
}

// The storefront's browser code: everything under apps/storefront/src except its server folder
// (the Hono server, the page cache, the dev and serve entries) and the tests. It is bundled for
// the browser, so the server, the database and Node's modules must never be imported from it.
const browserCode = ['apps/storefront/src/**/*.{ts,tsx}'];
const storefrontServerCode = ['apps/storefront/src/server/**'];
const browserMessage =
  'Browser code never imports the server, a database driver or Node: only src/server and the tests run on the server.';
const browserRestrictions = ['@nordshop/api', ...serverPackages, 'pg-*']
  .filter((name, _index, names) => !(name.endsWith('/*') && names.includes(name.slice(0, -2))))
  .map((name) => ({ regex: moduleRegex(name), message: browserMessage }));
browserRestrictions.push(
  { regex: nodeBuiltinRegex, message: browserMessage },
  {
    regex: '^(\\.{1,2}\\/)+server(\\/|$)',
    message: 'Browser code never imports the storefront server (src/server).',
  },
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.gen.ts',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The storefront loads the API client (with zod and the response schemas) lazily but
          // imports the contract's plain constants, types and error class statically.
          checkDynamicDependenciesExceptions: ['@nordshop/api-contract'],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:util'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:domain', 'type:util'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:domain',
                'type:util',
                'type:api',
              ],
            },
            // The e-mail templates are React components rendered to HTML and text on the server;
            // the API calls their render functions and imports no React itself.
            { sourceTag: 'type:mail', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
            {
              sourceTag: 'type:api',
              onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:mail'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'platform:node', notDependOnLibsWithTags: ['platform:browser'] },
            { sourceTag: 'platform:isomorphic', onlyDependOnLibsWithTags: ['platform:isomorphic'] },
            {
              sourceTag: 'type:domain',
              bannedExternalImports: [...reactPackages, ...serverPackages],
            },
            {
              sourceTag: 'type:util',
              bannedExternalImports: [...reactPackages, ...serverPackages],
            },
            { sourceTag: 'type:api', bannedExternalImports: reactPackages },
            // Scopes: which part of the shop may use which (README, "Module boundaries").
            // locale-config is the base every project may use and imports no other library itself.
            { sourceTag: 'scope:locale', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared'],
            },
            {
              sourceTag: 'scope:cart',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared', 'scope:cart'],
            },
            {
              sourceTag: 'scope:checkout',
              onlyDependOnLibsWithTags: [
                'scope:locale',
                'scope:shared',
                'scope:cart',
                'scope:checkout',
              ],
            },
            {
              sourceTag: 'scope:catalog',
              onlyDependOnLibsWithTags: [
                'scope:locale',
                'scope:shared',
                'scope:cart',
                'scope:catalog',
              ],
            },
            {
              sourceTag: 'scope:account',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared', 'scope:account'],
            },
            {
              sourceTag: 'scope:consent',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared', 'scope:consent'],
            },
            {
              sourceTag: 'scope:experiments',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared', 'scope:experiments'],
            },
            { sourceTag: 'scope:mail', onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared'] },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: [
                'scope:locale',
                'scope:shared',
                'scope:cart',
                'scope:mail',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: domainLibraries.flatMap(({ name }) => sourcesOf(name)),
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({
          name,
          message: 'A domain library gets the browser and the network from its caller.',
        })),
      ],
    },
  },
  ...domainLibraries.map(domainLibraryConfig),
  {
    files: browserCode,
    ignores: [...storefrontServerCode, ...testSources],
    rules: restrictedImports(browserRestrictions),
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
