import { readFileSync } from 'node:fs';
import { posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ShopConfigSchema } from './shop-config';

// The production files (Dockerfile, compose.yaml, deploy/nginx.conf) checked against the code
// they deploy: the file the storefront's build writes, the variables the server reads, one port.

const repoRoot = new URL('../../../../', import.meta.url);
const storefrontRoot = new URL('../../', import.meta.url);
const read = (path: string, base = repoRoot) => readFileSync(new URL(path, base), 'utf8');

/** Every variable the server reads from its environment (checked at start by ShopConfigSchema). */
const serverVariables = new Set(Object.keys(ShopConfigSchema.shape));

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** A Dockerfile's stages, each a list of instructions (continuations joined, comments dropped). */
function dockerStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const argsOf = (stage: Instruction[], keyword: string) =>
  stage.filter((i) => i.keyword === keyword).map((i) => i.args);

/** One nginx directive: its name, arguments and block (when it has one). */
interface Directive {
  readonly name: string;
  readonly args: string[];
  readonly block?: Directive[];
}

/** Parses nginx configuration text into its directives (quotes and comments handled). */
function parseNginx(text: string): Directive[] {
  const tokens = text.match(/"[^"]*"|'[^']*'|#[^\n]*|[{};]|[^\s{};"'#]+/g) ?? [];
  let at = 0;
  const parseBlock = (): Directive[] => {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token.startsWith('#')) continue;
      if (token === '}') break;
      if (token === ';' || token === '{') {
        const [name = '', ...args] = words;
        directives.push(token === '{' ? { name, args, block: parseBlock() } : { name, args });
        words = [];
      } else words.push(token.replace(/^(["'])(.*)\1$/, '$2'));
    }
    return directives;
  };
  return parseBlock();
}

/** Every directive named `name` anywhere under `directives`, with the block it sits in. */
function findAll(directives: Directive[], name: string): { d: Directive; in: Directive[] }[] {
  return directives.flatMap((d) => [
    ...(d.name === name ? [{ d, in: directives }] : []),
    ...(d.block ? findAll(d.block, name) : []),
  ]);
}

/** The file the storefront's SSR build writes, from its build script (`--ssr <entry> --outDir`). */
function serverEntryOfBuild(): string {
  const manifest = JSON.parse(read('package.json', storefrontRoot)) as {
    scripts: Record<string, string>;
  };
  const ssr = /--ssr\s+(\S+)\s+--outDir\s+(\S+)/.exec(manifest.scripts['build'] ?? '');
  if (!ssr) throw new Error('the storefront build script has no `--ssr <entry> --outDir <dir>`');
  const app = relative(fileURLToPath(repoRoot), fileURLToPath(storefrontRoot));
  return posix.join(app, ssr[2]!, `${posix.basename(ssr[1]!, '.ts')}.js`);
}

interface ComposeService {
  image?: string;
  build?: unknown;
  ports?: unknown[];
  environment?: Record<string, string | number | boolean | null> | string[];
}

const dockerfile = dockerStages(read('Dockerfile'));
const runtime = dockerfile.at(-1) ?? [];
const compose = parseYaml(read('compose.yaml')) as { services: Record<string, ComposeService> };
const nginx = parseNginx(read('deploy/nginx.conf'));

/** The compose services built from the Dockerfile: the shop's replicas. */
const appServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

const environmentOf = (service: ComposeService): Record<string, string> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((e) => [e.split('=')[0]!, e.split('=')[1] ?? '']))
    : Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v ?? '')]),
      );

/** The nginx upstream the site's `proxy_pass` sends to, with its servers (`host:port`). */
function proxiedUpstream() {
  const passes = findAll(nginx, 'proxy_pass');
  const name = /^https?:\/\/([^/:]+)/.exec(passes[0]?.d.args[0] ?? '')?.[1];
  const upstream = findAll(nginx, 'upstream').find(({ d }) => d.args[0] === name)?.d;
  const servers = (upstream?.block ?? []).filter((d) => d.name === 'server').map((d) => d.args[0]);
  return { passes, servers };
}

describe('Dockerfile', () => {
  const [cmd] = argsOf(runtime, 'CMD').slice(-1);
  const workdir = argsOf(runtime, 'WORKDIR').at(-1) ?? '/';

  it.each([
    {
      name: 'is multi-stage, the runtime stage copying from a build stage',
      check: () => {
        expect(dockerfile.length).toBeGreaterThanOrEqual(2);
        expect(argsOf(runtime, 'COPY').some((args) => /--from=\S+/.test(args))).toBe(true);
      },
    },
    {
      name: "starts the file the storefront's build writes, with node itself (exec form)",
      check: () => expect(JSON.parse(cmd ?? 'null')).toEqual(['node', serverEntryOfBuild()]),
    },
    {
      name: 'copies the directory of that file into the runtime stage',
      check: () => {
        const entry = posix.join(workdir, serverEntryOfBuild());
        const destinations = argsOf(runtime, 'COPY')
          .filter((args) => args.includes('--from='))
          .map((args) => posix.join(workdir, args.split(/\s+/).at(-1)!));
        expect(destinations.some((dir) => entry.startsWith(`${dir}/`))).toBe(true);
      },
    },
    {
      name: 'runs the server as a user other than root',
      check: () => {
        const user = argsOf(runtime, 'USER').at(-1)?.split(':')[0];
        expect(user).toBeDefined();
        expect(['root', '0']).not.toContain(user);
      },
    },
    {
      name: 'runs in production mode',
      check: () => expect(argsOf(runtime, 'ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/),
    },
    {
      name: 'checks its health on /healthz',
      check: () => expect(argsOf(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/healthz\b/),
    },
  ])('$name', ({ check }) => check());
});

describe('compose.yaml and deploy/nginx.conf', () => {
  const exposed = argsOf(runtime, 'EXPOSE').flatMap((args) => args.split(/\s+/));

  it('has the shop built from the Dockerfile', () => {
    expect(appServices.length).toBeGreaterThan(0);
  });

  it.each(appServices.map(([name, service]) => ({ name, service })))(
    '$name: sets only variables the server reads',
    ({ service }) => {
      const unknown = Object.keys(environmentOf(service)).filter((k) => !serverVariables.has(k));
      expect(unknown).toEqual([]);
    },
  );

  it.each(appServices.map(([name, service]) => ({ name, service })))(
    '$name: listens on the port the Dockerfile exposes and nginx proxies to, and publishes none',
    ({ name, service }) => {
      const port =
        environmentOf(service)['PORT'] ?? String(ShopConfigSchema.shape.PORT.parse(undefined));
      expect(exposed).toContain(port);
      expect(proxiedUpstream().servers).toContain(`${name}:${port}`);
      expect(service.ports ?? []).toEqual([]);
    },
  );

  it.each(appServices.map(([name, service]) => ({ name, service })))(
    '$name: offers its metrics to the compose network (METRICS_HOST), never through nginx or a published port',
    ({ name, service }) => {
      const env = environmentOf(service);
      const port =
        env['METRICS_PORT'] ?? String(ShopConfigSchema.shape.METRICS_PORT.parse(undefined));
      // The default, loopback, would keep them from the compose network's Prometheus.
      expect(env['METRICS_HOST']).toBe('0.0.0.0');
      expect(proxiedUpstream().servers).not.toContain(`${name}:${port}`);
      expect(service.ports ?? []).toEqual([]);
    },
  );

  it('passes the address nginx sees in X-Forwarded-For wherever it proxies, never what the client sent', () => {
    const { passes } = proxiedUpstream();
    expect(passes.length).toBeGreaterThan(0);
    for (const pass of passes) {
      const headers = pass.in.filter((d) => d.name === 'proxy_set_header');
      expect(headers.map((d) => d.args)).toContainEqual(['X-Forwarded-For', '$remote_addr']);
    }
  });
});

describe('README', () => {
  it('names in its configuration table every variable the server reads, and no other', () => {
    const section = read('README.md').split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
    const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map(([, name]) => name);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.sort()).toEqual([...serverVariables].sort());
  });
});
