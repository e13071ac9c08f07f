// Proves that the module boundaries are enforced, not only written down: each probe is an import
// (or a call) the architecture forbids, written into a real source file for a moment and linted
// with the shop's own ESLint config. The run fails when a probe lints clean (the rule stopped
// guarding) or when it fails for another reason than the rule it probes.
//
//   node scripts/boundary-probes.mjs
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const BOUNDARIES = '@nx/enforce-module-boundaries';
const GLOBALS = 'no-restricted-globals';
const IMPORTS = '@typescript-eslint/no-restricted-imports';
const PROPERTIES = 'no-restricted-properties';
const SYNTAX = 'no-restricted-syntax';
const NO_ANY = '@typescript-eslint/no-explicit-any';

/** A module imported as a whole and exported again, so that the import is used. */
const importing = (module) =>
  `import * as probe from '${module}';\nexport const probeValue = probe;\n`;

/** A module loaded with `import()`. */
const loading = (module) => `export const probeValue = import('${module}');\n`;

const STOREFRONT_PAGE = 'apps/storefront/src/pages/boundary-probe.tsx';

/** What must fail lint, and by which rule. */
const PROBES = [
  // Libraries by their scope and type tags.
  {
    what: 'locale-config imports consent',
    file: 'libs/locale-config/src/boundary-probe.ts',
    source: importing('@nordshop/consent'),
    rule: BOUNDARIES,
  },
  {
    what: 'locale-config imports coupon-engine',
    file: 'libs/locale-config/src/boundary-probe.ts',
    source: importing('@nordshop/coupon-engine'),
    rule: BOUNDARIES,
  },
  {
    what: 'coupon-engine imports consent',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: importing('@nordshop/consent'),
    rule: BOUNDARIES,
  },
  {
    what: 'catalog-ui imports checkout',
    file: 'libs/catalog-ui/src/boundary-probe.ts',
    source: importing('@nordshop/checkout'),
    rule: BOUNDARIES,
  },
  {
    what: 'api-contract imports coupon-engine',
    file: 'libs/api-contract/src/boundary-probe.ts',
    source: importing('@nordshop/coupon-engine'),
    rule: BOUNDARIES,
  },
  {
    what: 'account imports React',
    file: 'libs/account/src/boundary-probe.ts',
    source: importing('react'),
    rule: BOUNDARIES,
  },
  {
    what: 'the API imports a UI library',
    file: 'apps/api/src/boundary-probe.ts',
    source: importing('@nordshop/catalog-ui'),
    rule: BOUNDARIES,
  },
  {
    what: 'the API imports checkout',
    file: 'apps/api/src/boundary-probe.ts',
    source: importing('@nordshop/checkout'),
    rule: BOUNDARIES,
  },
  {
    what: 'the e2e suite imports locale-config',
    file: 'apps/storefront-e2e/src/boundary-probe.ts',
    source: importing('@nordshop/locale-config'),
    rule: BOUNDARIES,
  },
  {
    what: "the storefront imports a library's private file by a relative path",
    file: STOREFRONT_PAGE,
    source: importing('../../../../libs/coupon-engine/src/lib/money'),
    rule: BOUNDARIES,
  },
  {
    what: "the storefront imports the API's source by a relative path",
    file: STOREFRONT_PAGE,
    source: importing('../../../api/src/index'),
    rule: BOUNDARIES,
  },
  // Libraries of pure rules know nothing of the API contract; locale-config has no dependency
  // but the one its package.json declares.
  {
    what: 'coupon-engine imports api-contract',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: importing('@nordshop/api-contract'),
    rule: IMPORTS,
  },
  {
    what: 'consent imports api-contract',
    file: 'libs/consent/src/boundary-probe.ts',
    source: importing('@nordshop/api-contract'),
    rule: IMPORTS,
  },
  {
    what: 'experiments imports api-contract',
    file: 'libs/experiments/src/boundary-probe.ts',
    source: importing('@nordshop/api-contract'),
    rule: IMPORTS,
  },
  {
    what: 'experiments loads api-contract with import()',
    file: 'libs/experiments/src/boundary-probe.ts',
    source: loading('@nordshop/api-contract'),
    rule: SYNTAX,
  },
  {
    what: 'locale-config imports zod',
    file: 'libs/locale-config/src/boundary-probe.ts',
    source: importing('zod'),
    rule: IMPORTS,
  },
  // A domain library touches no I/O, no clock and no chance.
  {
    what: 'experiments reads window',
    file: 'libs/experiments/src/boundary-probe.ts',
    source: 'export const probeValue = window.sessionStorage;\n',
    rule: GLOBALS,
  },
  {
    what: 'cart-domain imports node:fs',
    file: 'libs/cart-domain/src/boundary-probe.ts',
    source: importing('node:fs'),
    rule: IMPORTS,
  },
  {
    what: 'checkout imports the bare built-in crypto',
    file: 'libs/checkout/src/boundary-probe.ts',
    source: importing('crypto'),
    rule: IMPORTS,
  },
  {
    what: 'payment-lifecycle loads node:fs with import()',
    file: 'libs/payment-lifecycle/src/boundary-probe.ts',
    source: loading('node:fs'),
    rule: SYNTAX,
  },
  {
    what: 'coupon-engine calls globalThis.fetch',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: "export const probeValue = globalThis.fetch('/api/strings');\n",
    rule: PROPERTIES,
  },
  {
    what: 'coupon-engine calls Date.now()',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: 'export const probeValue = Date.now();\n',
    rule: PROPERTIES,
  },
  {
    what: 'coupon-engine calls Math.random()',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: 'export const probeValue = Math.random();\n',
    rule: PROPERTIES,
  },
  {
    what: 'account reads the clock with new Date()',
    file: 'libs/account/src/boundary-probe.ts',
    source: 'export const probeValue = new Date();\n',
    rule: SYNTAX,
  },
  // The storefront's browser code never imports the server, a database driver or Node.
  {
    what: 'a storefront page imports the API',
    file: STOREFRONT_PAGE,
    source: importing('@nordshop/api'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page imports drizzle-orm',
    file: STOREFRONT_PAGE,
    source: importing('drizzle-orm'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page imports pg',
    file: STOREFRONT_PAGE,
    source: importing('pg'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page imports PGlite',
    file: STOREFRONT_PAGE,
    source: importing('@electric-sql/pglite'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page imports node:fs',
    file: STOREFRONT_PAGE,
    source: importing('node:fs'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page imports the bare built-in path',
    file: STOREFRONT_PAGE,
    source: importing('path'),
    rule: IMPORTS,
  },
  {
    what: "a storefront page imports the storefront's server folder",
    file: STOREFRONT_PAGE,
    source: importing('../server/html-page-cache'),
    rule: IMPORTS,
  },
  {
    what: 'a storefront page loads drizzle-orm with import()',
    file: STOREFRONT_PAGE,
    source: loading('drizzle-orm'),
    rule: SYNTAX,
  },
  // Type escapes.
  {
    what: 'a new `as any`',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: 'export const probeValue = JSON.parse("1") as any;\n',
    rule: NO_ANY,
  },
];

const eslint = new ESLint();
const failures = [];
for (const probe of PROBES) {
  writeFileSync(probe.file, probe.source);
  try {
    const [result] = await eslint.lintFiles([probe.file]);
    const rules = new Set((result?.messages ?? []).map((message) => message.ruleId));
    if (rules.has(probe.rule)) console.log(`ok    ${probe.what}: refused by ${probe.rule}`);
    else {
      failures.push(probe.what);
      console.log(
        `FAIL  ${probe.what}: not refused by ${probe.rule} (got ${[...rules].join(', ') || 'no error'})`,
      );
    }
  } finally {
    rmSync(probe.file, { force: true });
  }
}
if (failures.length > 0) {
  console.error(`${failures.length} forbidden import(s) passed lint: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(`${PROBES.length} forbidden imports refused by lint`);
