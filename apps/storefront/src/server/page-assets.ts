import type { Manifest } from '@tanstack/react-router';
import { pageBootstrapScript } from './page-bootstrap';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** The scripts and stylesheets every page needs, as the router's manifest of the root route. */
export type PageAssets = Manifest;

/**
 * Page assets of a production build: the hashed client entry's CSS, and an inline script that
 * loads the entry and its chunks once the page has painted (page-bootstrap.ts).
 */
export function assetsFromViteManifest(manifest: Record<string, ViteManifestChunk>): PageAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry)
    throw new Error('The client build has no entry chunk; run the storefront build again.');
  const preloads = (entry.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `/${file}`);
  return {
    routes: {
      __root__: {
        scripts: [{ attrs: {}, children: pageBootstrapScript(`/${entry.file}`, preloads) }],
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
