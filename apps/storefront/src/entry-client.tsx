// First: zod must not probe for `new Function` (the CSP forbids eval) when its schemas load.
import './zod-jitless';
import type { LocaleDomains } from '@nordshop/locale-config';
import { timeoutManager } from '@tanstack/react-query';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installErrorReporting } from './errors/install-error-reporting';
import { startIntl } from './i18n/start-intl';
import { createRouter } from './router';
import { coalescedTimers } from './routing/coalesced-timers';
import { createRouterContext } from './routing/create-router-context';
import {
  EXPERIMENT_SETTINGS_META,
  experimentSettingsFromMeta,
} from './routing/experiment-settings';
import { installChunkReload } from './install-chunk-reload';
import { installRouterPageCache } from './install-router-page-cache';
import { installScrollRule } from './install-scroll-rule';
import '@nordshop/catalog-ui/catalog-ui.css';
import './styles/global.css';

function readLocaleDomains(): LocaleDomains {
  try {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="nordshop:locale-domains"]');
    return JSON.parse(meta?.content ?? '{}') as LocaleDomains;
  } catch {
    return {};
  }
}

// At once: an error while the page starts is reported too.
installErrorReporting();

// Before the query cache exists: its timers share one of the browser's (routing/coalesced-timers.ts).
timeoutManager.setTimeoutProvider(coalescedTimers());

/** Creates the router, then hydrates in a later task; run in a task of its own (see below). */
function start(): void {
  const router = createRouter({
    context: createRouterContext({
      origin: window.location.origin,
      host: window.location.host,
      cookie: document.cookie,
      localeDomains: readLocaleDomains(),
      experimentSettings: experimentSettingsFromMeta(
        document.querySelector<HTMLMetaElement>(`meta[name="${EXPERIMENT_SETTINGS_META}"]`)
          ?.content,
      ),
    }),
    nonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined,
  });

  // Another task for the rest: building the router's route tree is a task's worth of work alone.
  // Hydration formats prices: it starts once the browser's Intl has (start-intl.ts).
  void intlStarted.then(() => setTimeout(() => hydrate(router), 0));
}

function hydrate(router: ReturnType<typeof createRouter>): void {
  installChunkReload(router);
  installRouterPageCache(router);
  installScrollRule(router);

  // A transition hydrates in slices that yield to the browser between them: no long task holds up a
  // tap while the page comes alive (the server's HTML is on screen and complete meanwhile).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });

  const { personalizationTrackingUrl, personalizationWebsiteUuid } =
    router.options.context.experimentSettings;
  void import('./after-hydration')
    .then(({ installAfterHydration }) =>
      installAfterHydration(router, {
        url: personalizationTrackingUrl,
        websiteUuid: personalizationWebsiteUuid,
      }),
    )
    .catch(() => undefined);
}

// The browser's Intl starts in a worker meanwhile (made while hydrating, the first formatter of a
// page was a long task of its own).
const intlStarted = startIntl(document.documentElement.lang);

// The modules above have just been evaluated; the router and hydration start in a task of their
// own, so that neither makes one long task with the evaluation.
setTimeout(start, 0);
