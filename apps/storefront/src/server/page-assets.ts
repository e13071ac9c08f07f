import type { Manifest } from '@tanstack/react-router';
import { pageBootstrapScript } from './page-bootstrap';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** The scripts and stylesheets every page needs, as the router's manifest of the root route. */
export type PageAssets = Manifest;

/**
 * The code a page fetches ahead, without running it, once the browser is idle: the cart runtime
 * (the first add to cart shows at once without it, and its sync follows as soon as it runs) and
 * the mobile side menu. Running it at idle made long tasks that held up the page's interactivity.
 */
export const PREFETCHED_SOURCES = ['src/cart/cart-runtime.tsx', 'src/layout/mobile-menu-chunk.ts'];

/** The files of `keys` and of everything they import, each once, in manifest order of discovery. */
function filesOf(manifest: Record<string, ViteManifestChunk>, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter(Boolean);
}

/**
 * Page assets of a production build: the hashed client entry's CSS, and an inline script that
 * loads the entry and its chunks once the page has painted and fetches the
 * {@link PREFETCHED_SOURCES}' chunks that the first load does not hold at idle (page-bootstrap.ts).
 */
export function assetsFromViteManifest(manifest: Record<string, ViteManifestChunk>): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey === undefined ? undefined : manifest[entryKey];
  if (entryKey === undefined || !entry)
    throw new Error('The client build has no entry chunk; run the storefront build again.');
  const preloads = (entry.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `/${file}`);
  const firstLoad = new Set(filesOf(manifest, [entryKey]));
  const prefetches = filesOf(
    manifest,
    Object.keys(manifest).filter((key) => PREFETCHED_SOURCES.includes(manifest[key]?.src ?? key)),
  )
    .filter((file) => !firstLoad.has(file))
    .map((file) => `/${file}`);
  return {
    routes: {
      __root__: {
        scripts: [
          { attrs: {}, children: pageBootstrapScript(`/${entry.file}`, preloads, prefetches) },
        ],
        css: (entry.css ?? []).map((file) => `/${file}`),
      },
    },
  };
}

/** Page assets of the dev server: Vite's client, the React refresh preamble and the source entry. */
export function devAssets(reactRefreshPreamble: string): PageAssets {
  return {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module' }, children: reactRefreshPreamble },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        ],
      },
    },
  };
}
