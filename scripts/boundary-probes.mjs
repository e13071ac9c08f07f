// Proves that the module boundaries are enforced, not only written down: each probe is an import
// the architecture forbids, written into a real source file for a moment and linted with the
// shop's own ESLint config. The run fails when a probe lints clean (the rule stopped guarding) or
// when it fails for another reason than the rule it probes.
//
//   node scripts/boundary-probes.mjs
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const BOUNDARIES = '@nx/enforce-module-boundaries';
const GLOBALS = 'no-restricted-globals';

/** What must fail lint, and by which rule. */
const PROBES = [
  {
    what: 'locale-config imports consent',
    file: 'libs/locale-config/src/boundary-probe.ts',
    source: "import * as probe from '@nordshop/consent';\nexport const probeValue = probe;\n",
    rule: BOUNDARIES,
  },
  {
    what: 'locale-config imports coupon-engine',
    file: 'libs/locale-config/src/boundary-probe.ts',
    source: "import * as probe from '@nordshop/coupon-engine';\nexport const probeValue = probe;\n",
    rule: BOUNDARIES,
  },
  {
    what: 'coupon-engine imports consent',
    file: 'libs/coupon-engine/src/boundary-probe.ts',
    source: "import * as probe from '@nordshop/consent';\nexport const probeValue = probe;\n",
    rule: BOUNDARIES,
  },
  {
    what: 'account imports React',
    file: 'libs/account/src/boundary-probe.ts',
    source: "import * as probe from 'react';\nexport const probeValue = probe;\n",
    rule: BOUNDARIES,
  },
  {
    what: 'experiments reads window',
    file: 'libs/experiments/src/boundary-probe.ts',
    source: 'export const probeValue = window.sessionStorage;\n',
    rule: GLOBALS,
  },
  {
    what: 'the API imports a UI library',
    file: 'apps/api/src/boundary-probe.ts',
    source: "import * as probe from '@nordshop/catalog-ui';\nexport const probeValue = probe;\n",
    rule: BOUNDARIES,
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
