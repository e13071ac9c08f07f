// One flat config for the whole monorepo: type-checked TypeScript rules, Nx module boundaries
// (the tags in each package.json; see README). Import cycles inside a project are checked by dpdm
// in each project's lint script; cycles between projects by the module-boundaries rule.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          ],
        },
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
