import {
  ALL_GRANTED,
  NECESSARY_ONLY,
  NO_CONSENT,
  consentCookieString,
  consentModeUpdate,
} from '@nordshop/consent';
import type { LocaleCode } from '@nordshop/locale-config';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { useLocalizeHtml } from '../ui/localize-html-links';
import { useLayoutData, useRouterContext } from '../routing/hooks';
import { ConsentBannerView } from './consent-banner-view';
import { onConsentSettings } from './consent-events';
import { gtagCommand } from '../analytics/gtag-command';

const ConsentRuntimeView = lazy(() => import('./consent-runtime'));

/**
 * The consent banner of the layout. A shopper who has not chosen yet gets its message in the
 * server-rendered page (no late pop-in, no layout shift: it is fixed at the bottom), and its
 * accept and deny buttons work on their own. The machine behind the banner (consent-runtime.tsx)
 * loads only for the settings: the message's settings button or the footer's cookie-settings link.
 */
export function StorefrontConsent({ locale }: { locale: LocaleCode }) {
  const hydrated = useHydrated();
  const { consentMask } = useRouterContext();
  const widget = useLayoutData().widgets['cookie-alert'];
  const localize = useLocalizeHtml(locale);
  const text = widget.hidden ? '' : localize(widget.content);
  const [decided, setDecided] = useState(false);
  const [settingsAsked, setSettingsAsked] = useState(false);
  useEffect(() => onConsentSettings(() => setSettingsAsked(true)), []);
  useEffect(() => {
    // A stored choice updates Consent Mode on every page, before any tag reads it.
    if (consentMask !== null) gtagCommand(...consentModeUpdate(consentMask));
  }, [consentMask]);

  const decide = (mask: number) => {
    // The cookie at once (the next page must not ask again), the rest with the decision's code.
    document.cookie = consentCookieString(mask, { secure: window.location.protocol === 'https:' });
    setDecided(true);
    void import('./consent-decision').then(({ announceConsent }) => announceConsent(mask));
  };
  const message =
    consentMask === null && !decided ? (
      <ConsentBannerView
        text={text}
        view="message"
        choice={NO_CONSENT}
        onGrantAll={() => decide(ALL_GRANTED)}
        onDenyAll={() => decide(NECESSARY_ONLY)}
        onOpenSettings={() => setSettingsAsked(true)}
        onToggle={() => undefined}
        onSave={() => undefined}
      />
    ) : null;
  // The message's buttons work without the machine: it loads only for the settings.
  if (!hydrated || !settingsAsked) return message;
  return (
    <Suspense fallback={message}>
      <ConsentRuntimeView key={locale} text={text} openSettings={settingsAsked} />
    </Suspense>
  );
}
