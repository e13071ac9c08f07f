// Builds the library in the current folder as the package another app installs (`nx run <lib>:package`):
//   dist/package/    ESM JavaScript, one file per module (so a bundler drops what it does not use),
//                    source maps with their sources, one rolled-up index.d.ts, README, CHANGELOG and
//                    the packed package.json (the library's `publishConfig` fields over its own);
//   api/<name>.api.md the API report, checked in: a changed public signature shows in review
//                    (locally it is rewritten; under CI a report that differs fails the build);
//   dist/reference/  the API reference in Markdown, from the TSDoc of the public exports.
// Inside the monorepo the library's own package.json still points at src/ (decision 036).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { build } from 'vite';

const require = createRequire(import.meta.url);
const libDir = process.cwd();
const manifest = readJson(path.join(libDir, 'package.json'));
const dependencies = Object.keys(manifest.dependencies ?? {});
const packageDir = path.join(libDir, 'dist/package');

rmSync(path.join(libDir, 'dist'), { recursive: true, force: true });
await buildJavaScript();
run(require.resolve('typescript/bin/tsc'), ['-p', 'tsconfig.package.json']);
rollUpTypesAndReport();
run(
  path.join(
    path.dirname(require.resolve('@microsoft/api-documenter/package.json')),
    'bin/api-documenter',
  ),
  ['markdown', '--input-folder', 'dist/api', '--output-folder', 'dist/reference'],
);
writePackedManifest();
for (const file of ['README.md', 'CHANGELOG.md']) {
  if (existsSync(path.join(libDir, file)))
    copyFileSync(path.join(libDir, file), path.join(packageDir, file));
}
console.log(
  `${manifest.name}@${manifest.version} packaged in ${path.relative(process.cwd(), packageDir)}`,
);

/** Vite's library build: ESM only, modules kept apart, the package's dependencies left as imports. */
async function buildJavaScript() {
  await build({
    configFile: false,
    root: libDir,
    logLevel: 'warn',
    build: {
      outDir: packageDir,
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      target: 'es2023',
      lib: { entry: path.join(libDir, 'src/index.ts'), formats: ['es'] },
      rolldownOptions: {
        external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  });
}

/** API Extractor: the declarations of tsc rolled into dist/package/index.d.ts, the API report, the doc model. */
function rollUpTypesAndReport() {
  mkdirSync(path.join(libDir, 'api'), { recursive: true });
  const config = ExtractorConfig.loadFileAndPrepare(path.join(libDir, 'api-extractor.json'));
  const result = Extractor.invoke(config, {
    localBuild: !process.env.CI,
    showVerboseMessages: false,
  });
  if (!result.succeeded) {
    console.error(
      `API Extractor: ${result.errorCount} errors, ${result.warningCount} warnings` +
        (result.apiReportChanged
          ? ' (the API report differs: run `nx run <lib>:package` and commit api/)'
          : ''),
    );
    process.exit(1);
  }
}

/** The package.json a consumer gets: the library's fields, its `publishConfig` on top, versions of sibling libraries. */
function writePackedManifest() {
  const packed = { ...manifest, ...manifest.publishConfig };
  for (const field of ['publishConfig', 'scripts', 'nx', 'devDependencies', 'private'])
    delete packed[field];
  packed.dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {}).map(([name, range]) => [
      name,
      siblingRange(name, range),
    ]),
  );
  if (Object.keys(packed.dependencies).length === 0) delete packed.dependencies;
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);
}

/** A workspace library named with `*` becomes `^` its current version, the one released with this one. */
function siblingRange(name, range) {
  if (range !== '*' || !name.startsWith('@nordshop/')) return range;
  const sibling = readJson(
    path.join(libDir, '..', name.slice('@nordshop/'.length), 'package.json'),
  );
  return `^${sibling.version}`;
}

function run(script, args) {
  execFileSync(process.execPath, [script, ...args], { cwd: libDir, stdio: 'inherit' });
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
