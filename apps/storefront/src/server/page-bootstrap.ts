import { LAYOUT_ASSET_META } from '../routing/page-state';

/**
 * How long a page waits at most for its first frame before it loads its code anyway (a tab opened
 * in the background paints no frame until it is shown).
 */
export const BOOTSTRAP_FALLBACK_MS = 3000;

/** At most this long after the code starts loading, the code fetched ahead is asked for anyway. */
export const PREFETCH_TIMEOUT_MS = 5000;

/** Where the browser has no idle callbacks, the code fetched ahead is asked for after this. */
const PREFETCH_FALLBACK_MS = 1000;

/**
 * The inline script that loads the page's code once the server-rendered page has painted
 * (docs/decisions/010): after the document is parsed and its first frame is on screen, it imports each
 * chunk the entry imports and then the entry, which hydrates. The chunks download side by side
 * (not one import level at a time), and each runs as soon as it and its own imports are there, so
 * the browser evaluates the code in several short tasks instead of one long one. Until then the HTML, the
 * stylesheet and the images have the connection to themselves, and the first paint never waits
 * for JavaScript. Runs once, also when the frame never comes (fallback after
 * {@link BOOTSTRAP_FALLBACK_MS}) and when the router renders the script again after hydration.
 * `prefetches` (chunks the page may need later, such as the cart's) are fetched into the cache,
 * one per idle period of the browser, not run: a click that needs them runs them then.
 */
export function pageBootstrapScript(
  entry: string,
  preloads: readonly string[],
  prefetches: readonly string[] = [],
): string {
  return [
    // Once per page: the router's <Scripts> may add the same script again after hydration.
    '(function(){var w=window,d=document;if(w.__nordshopBoot)return;w.__nordshopBoot=1;var started;',
    // A build asset by its short name (see `shortAsset`), any other address as it is.
    "function u(h){return h.indexOf('/')<0?'/assets/'+h+'.js':h}",
    "function k(r,h,a){var l=d.createElement('link');l.rel=r;if(a)l.as=a;l.crossOrigin='anonymous';l.href=u(h);d.head.appendChild(l)}",
    'function load(){if(started)return;started=1;',
    // The layout asset the page names (its <meta>), preloaded beside the code: hydration reads it.
    `var m=d.querySelector('meta[name="${LAYOUT_ASSET_META}"]');if(m)k('preload',m.content,'fetch');`,
    // One import per task: starting a module load costs main-thread time of its own.
    `${jsList([...preloads, entry])}.forEach(function(h){setTimeout(function(){import(u(h)).catch(function(){})},0)});`,
    // Code the page may need soon, fetched (not run) when the browser is idle, one chunk per idle
    // period: adding a prefetch link costs the main thread a millisecond or more of its own.
    `var q=${jsList(prefetches)},i=w.requestIdleCallback||function(f){setTimeout(f,${PREFETCH_FALLBACK_MS})};`,
    `function p(){if(q.length){k('prefetch',q.shift());i(p,{timeout:${PREFETCH_TIMEOUT_MS}})}}i(p,{timeout:${PREFETCH_TIMEOUT_MS}})}`,
    // Two frames: the first frame is on screen before a chunk is asked for (a request in flight
    // at the first paint counts toward it in Lighthouse's simulation, and competes with it).
    'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}',
    "if(d.readyState=='loading')d.addEventListener('DOMContentLoaded',afterPaint,{once:true});else afterPaint();",
    `setTimeout(load,${BOOTSTRAP_FALLBACK_MS})})();`,
  ].join('');
}

/**
 * A build asset's address as the bootstrap names it: `/assets/react-CIWH7OBj.js` as
 * `react-CIWH7OBj`; any other address as it is. The script rides in every page's router state, so
 * its bytes count toward every page's data (page-weight.test.ts).
 */
export function shortAsset(path: string): string {
  return /^\/assets\/([\w.-]+)\.js$/.exec(path)?.[1] ?? path;
}

/**
 * Asset addresses as a JavaScript array literal in single quotes (the router writes the script in
 * a double-quoted string, where each double quote would cost an escape); `\\`, `'` and `<` are
 * escaped, so no address can end the string or the script element.
 */
function jsList(paths: readonly string[]): string {
  const quoted = paths.map(
    (path) =>
      `'${shortAsset(path).replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('<', '\\u003c')}'`,
  );
  return `[${quoted.join(',')}]`;
}
