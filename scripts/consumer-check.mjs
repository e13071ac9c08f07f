// The packages as another app gets them (`node scripts/consumer-check.mjs`, a step of `npm test`):
// builds domain-error, locale-config and coupon-engine (`nx run <lib>:package`), checks each with
// publint and @arethetypeswrong/cli, packs each with `npm pack`, then in a scratch project in a temp
// dir, outside the workspace, installs the three tarballs and
//   1. imports them from plain Node ESM (this Node and, when present, the system Node) and prices a cart;
//   2. type-checks a TypeScript file that uses their types under `moduleResolution` bundler and node16;
//   3. builds a small Vite app that imports one function of locale-config and checks that the rest
//      (the mobile-number metadata of libphonenumber-js among it) is shaken out; prints its size.
// Last, `nx release --dry-run` prints the next version and changelog of each package.
// Fails on the first problem. `--keep` leaves the scratch project for a look.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { build } from 'vite';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const LIBS = ['domain-error', 'locale-config', 'coupon-engine'];
const BUNDLE_BUDGET_BYTES = 4_000;

async function main() {
  const started = performance.now();
  const scratch = mkdtempSync(path.join(tmpdir(), 'nordshop-consumer-'));
  try {
    step('package', () =>
      run('npx', [
        'nx',
        'run-many',
        '-t',
        'package',
        '-p',
        LIBS.join(','),
        '--output-style=static',
        ...(process.env.CI ? ['--skip-nx-cache'] : []),
      ]),
    );
    const tarballs = [];
    for (const lib of LIBS) {
      const packageDir = path.join(root, 'libs', lib, 'dist/package');
      await step(`publint ${lib}`, () => lintPackage(packageDir));
      const tarball = step(`npm pack ${lib}`, () =>
        run('npm', ['pack', packageDir, '--pack-destination', scratch, '--silent'])
          .trim()
          .split('\n')
          .at(-1),
      );
      tarballs.push(path.join(scratch, tarball));
      step(`attw ${lib}`, () =>
        run(process.execPath, [
          bin('@arethetypeswrong/cli', 'attw'),
          tarballs.at(-1),
          '--profile',
          'esm-only',
        ]),
      );
    }
    const app = path.join(scratch, 'app');
    writeScratchProject(app);
    step('npm install the tarballs', () =>
      run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs],
        {
          cwd: app,
        },
      ),
    );
    step('plain Node ESM prices a cart', () => {
      for (const node of nodes())
        console.log(`  ${run(node, ['price-cart.mjs'], { cwd: app }).trim()}`);
    });
    step('tsc under moduleResolution bundler and node16', () => {
      for (const config of ['tsconfig.bundler.json', 'tsconfig.node16.json']) {
        run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', config], { cwd: app });
      }
    });
    await step('Vite app tree-shakes locale-config', () => checkBundle(app));
    step('nx release --dry-run: the next version and changelog of each package', () =>
      console.log(run('npx', ['nx', 'release', '--dry-run', '--skip-publish']).trim()),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`consumer check passed in ${seconds} s`);
  } finally {
    if (process.argv.includes('--keep')) console.log(`scratch project kept in ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

/** publint on the packed folder: any error, warning or suggestion fails. */
async function lintPackage(packageDir) {
  const { messages, pkg } = await publint({
    pkgDir: packageDir,
    level: 'suggestion',
    pack: 'npm',
    strict: true,
  });
  for (const message of messages)
    console.error(`  ${message.type}: ${formatMessage(message, pkg)}`);
  if (messages.length > 0)
    throw new Error(`publint reported ${messages.length} problems in ${packageDir}`);
}

/** The consumer: an ESM script, a TypeScript file with two configs, a Vite app. */
function writeScratchProject(app) {
  mkdirSync(path.join(app, 'src'), { recursive: true });
  const files = {
    'package.json': JSON.stringify({ name: 'nordshop-consumer', private: true, type: 'module' }),
    'price-cart.mjs': PRICE_CART_MJS,
    'use-types.ts': USE_TYPES_TS,
    'tsconfig.bundler.json': tsconfig({ module: 'ESNext', moduleResolution: 'bundler' }),
    'tsconfig.node16.json': tsconfig({ module: 'Node16', moduleResolution: 'node16' }),
    'index.html':
      '<!doctype html><html><body><p id="price"></p><script type="module" src="/src/main.js"></script></body></html>',
    'src/main.js': MAIN_JS,
    'everything.html':
      '<!doctype html><html><body><script type="module" src="/src/everything.js"></script></body></html>',
    'src/everything.js':
      "import * as localeConfig from '@nordshop/locale-config';\n\nconsole.log(localeConfig);\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(app, name), text);
}

function tsconfig(options) {
  return JSON.stringify({
    compilerOptions: {
      ...options,
      target: 'ES2023',
      strict: true,
      noEmit: true,
      types: [],
      skipLibCheck: false,
    },
    files: ['use-types.ts'],
  });
}

/**
 * Builds the app with Vite twice: importing one function (formatMoney) and importing everything.
 * Strings of the modules formatMoney does not use (the route words, the domain parser, the shop
 * texts, libphonenumber-js's metadata) must be in the second bundle and not in the first.
 */
async function checkBundle(app) {
  const unused = ['unsubscribe', 'duplicateHost', 'free_shipping_from', 'country_calling_codes'];
  const small = await bundle(app, 'index.html');
  const everything = await bundle(app, 'everything.html');
  const missing = unused.filter((marker) => !everything.includes(marker));
  if (missing.length > 0)
    throw new Error(`the whole library lacks ${missing.join(', ')}: pick other markers`);
  const kept = unused.filter((marker) => small.includes(marker));
  if (kept.length > 0) throw new Error(`the bundle keeps code it does not use: ${kept.join(', ')}`);
  const size = (code) => `${Buffer.byteLength(code)} B (${gzipSync(code).length} B gzip)`;
  console.log(
    `  formatMoney alone: ${size(small)}; the whole of locale-config: ${size(everything)}`,
  );
  if (Buffer.byteLength(small) > BUNDLE_BUDGET_BYTES)
    throw new Error(`over the ${BUNDLE_BUDGET_BYTES} B budget`);
}

async function bundle(app, page) {
  const outDir = path.join(app, 'dist', page);
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: path.join(app, page) } },
  });
  const assets = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  return assets.map((name) => readFileSync(path.join(outDir, 'assets', name), 'utf8')).join('\n');
}

/** This Node (the project's Node 24) and the machine's own Node when it is another version. */
function nodes() {
  const system = '/usr/bin/node';
  const others =
    existsSync(system) && run(system, ['--version']).trim() !== process.version ? [system] : [];
  return [process.execPath, ...others];
}

function bin(packageName, name) {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(
    path.dirname(manifestPath),
    typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name],
  );
}

function step(name, action) {
  console.log(`== ${name}`);
  return action();
}

function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed`, { cause: error });
  }
}

const PRICE_CART_MJS = `import assert from 'node:assert/strict';
import { addCoupon, applySyncResult, EMPTY_COUPON_STATE, priceCart } from '@nordshop/coupon-engine';
import { DomainError } from '@nordshop/domain-error';
import { formatMoney, fractionDigitsOf } from '@nordshop/locale-config';

const state = applySyncResult(addCoupon(EMPTY_COUPON_STATE, 'SUMMER10'), [
  { code: 'SUMMER10', applied: true, percentage_discount: 10 },
]).state;
const cart = priceCart({
  lines: [{ sku: 'CASE-1', quantity: 2, price: 19_900, vat: 25 }],
  coupons: state,
  fractionDigits: fractionDigitsOf('sv'),
});
assert.equal(cart.total, 35_800);
assert.equal(formatMoney(cart.total, 'sv').replace(/\\s/g, ' '), '358 kr');
assert.throws(() => priceCart({ lines: [{ sku: 'X', quantity: -1, price: 1, vat: 25 }], coupons: state, fractionDigits: 0 }), DomainError);
console.log(\`Node \${process.version}: 2 x 199 kr with SUMMER10 = \${formatMoney(cart.total, 'sv')}\`);
`;

const USE_TYPES_TS = `import { EMPTY_COUPON_STATE, priceCart, type CartLineInput, type PricedCart } from '@nordshop/coupon-engine';
import { DomainError, type DomainErrorKind } from '@nordshop/domain-error';
import { formatMoney, type LocaleCode } from '@nordshop/locale-config';

const line: CartLineInput = { sku: 'CASE-1', quantity: 1, price: 19_900, vat: 25 };
const locale: LocaleCode = 'fi';
const priced: PricedCart = priceCart({ lines: [line], coupons: EMPTY_COUPON_STATE, fractionDigits: 2 });
const total: string = formatMoney(priced.total, locale);
const kind: DomainErrorKind = new DomainError('invalid_data', 'no').kind;
// @ts-expect-error a locale the shop does not have
formatMoney(1, 'de');
export { kind, total };
`;

const MAIN_JS = `import { formatMoney } from '@nordshop/locale-config';

document.getElementById('price').textContent = formatMoney(12900, 'sv');
`;

await main();
