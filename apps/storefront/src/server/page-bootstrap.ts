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
 * `prefetches` (chunks the page may need later, such as the cart's) are fetched into the cache at
 * the browser's next idle period, not run: a click that needs them runs them then.
 */
export function pageBootstrapScript(
  entry: string,
  preloads: readonly string[],
  prefetches: readonly string[] = [],
): string {
  // JSON of plain asset paths; `<` is escaped so that no path can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return [
    // Once per page: the router's <Scripts> may add the same script again after hydration.
    '(function(){if(window.__nordshopBoot)return;window.__nordshopBoot=true;var started=false;',
    'function load(){if(started)return;started=true;',
    // The layout asset the page names (its <meta>), preloaded beside the code: hydration reads it.
    `var m=document.querySelector('meta[name="${LAYOUT_ASSET_META}"]');`,
    'if(m){var l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=m.content;document.head.appendChild(l)}',
    // One import per task: starting a module load costs main-thread time of its own.
    `${json(preloads)}.concat(${json(entry)}).forEach(function(href){setTimeout(function(){import(href).catch(function(){})},0)});`,
    // Code the page may need soon, fetched (not run) when the browser is idle: no main-thread work.
    `var idle=window.requestIdleCallback||function(f){setTimeout(f,${PREFETCH_FALLBACK_MS})};`,
    `idle(function(){${json(prefetches)}.forEach(function(href){var p=document.createElement("link");p.rel="prefetch";p.crossOrigin="anonymous";p.href=href;document.head.appendChild(p)})},{timeout:${PREFETCH_TIMEOUT_MS}})}`,
    // Two frames: the first frame is on screen before a chunk is asked for (a request in flight
    // at the first paint counts toward it in Lighthouse's simulation, and competes with it).
    'function afterPaint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0)})})}',
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint,{once:true});else afterPaint();',
    `setTimeout(load,${BOOTSTRAP_FALLBACK_MS})})();`,
  ].join('');
}
