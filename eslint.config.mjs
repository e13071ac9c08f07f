// One flat config for the whole monorepo: type-checked TypeScript rules, Nx module boundaries
// (the tags in each package.json; see README). Import cycles inside a project are checked by dpdm
// in each project's lint script; cycles between projects by the module-boundaries rule.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';

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

/** The source folders of the libraries tagged `type:domain` (read from their package.json). */
function domainSourceGlobs() {
  return readdirSync(new URL('./libs', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => {
      const manifest = JSON.parse(
        readFileSync(new URL(`./libs/${entry.name}/package.json`, import.meta.url), 'utf8'),
      );
      return (manifest.nx?.tags ?? []).includes('type:domain');
    })
    .map((entry) => `libs/${entry.name}/src/**/*.{ts,tsx}`);
}

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
            { sourceTag: 'type:api', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
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
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:locale', 'scope:shared', 'scope:cart'],
            },
          ],
        },
      ],
    },
  },
  {
    files: domainSourceGlobs(),
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
