import type { ApiClient } from '@nordshop/api-contract';
import { CONSENT_TOGGLES, consentBannerMachine, consentCookieString, consentModeUpdate, parseConsentCookie, type ConsentToggle } from '@nordshop/consent';
import { WidgetHtml } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gtag, track } from '../analytics/tracker';
import { pageViewEvent } from '../analytics/ga4-events';
import { useLocalizeHtml } from '../layout/localize-html-links';
import { onConsentSettings } from './consent-events';

const TOGGLE_KEYS: Readonly<Record<ConsentToggle, string>> = {
  analytics: 'cookie.analytics',
  adStorage: 'cookie.marketing',
  personalization: 'cookie.personalization',
};

/**
 * The cookie consent banner (spec sections 4 and 9): shown while no __consent cookie exists, with
 * the cookie-alert widget's text, "accept all", "only necessary" and the settings view (necessary
 * always on, analytics off by default). A decision writes the cookie (30 days with any consent,
 * else 1 day) and sends the Consent Mode update; the footer link reopens the settings.
 */
export default function ConsentRuntimeView({ api, locale }: { api: ApiClient; locale: LocaleCode }) {
  const { t } = useTranslation();
  const id = useId();
  const localize = useLocalizeHtml(locale);
  const actor = useActorRef(consentBannerMachine, { input: { mask: parseConsentCookie(document.cookie) } });
  const shown = useSelector(actor, (state) => !state.matches('hidden'));
  const settings = useSelector(actor, (state) => state.matches({ shown: 'settings' }));
  const choice = useSelector(actor, (state) => state.context.choice);
  const heading = useRef<HTMLHeadingElement>(null);
  const widget = useQuery({ queryKey: ['widget', locale, 'cookie-alert'], enabled: shown, retry: false, staleTime: 5 * 60_000, queryFn: () => api.widget('cookie-alert') });

  useEffect(() => {
    const mask = parseConsentCookie(document.cookie);
    if (mask !== null) gtag(...consentModeUpdate(mask));
    const decided = actor.on('consent.decided', ({ mask: chosen }) => {
      document.cookie = consentCookieString(chosen, { secure: window.location.protocol === 'https:' });
      gtag(...consentModeUpdate(chosen));
      // Analytics starts with the page the shopper is on.
      track(pageViewEvent(window.location.href, document.title));
    });
    const reopen = onConsentSettings(() => actor.send({ type: 'consent.reopen' }));
    return () => {
      decided.unsubscribe();
      reopen();
    };
  }, [actor]);

  useEffect(() => {
    if (settings) heading.current?.focus();
  }, [settings]);

  if (!shown) return null;
  const text = widget.data && !widget.data.hidden ? widget.data.content : '';
  return (
    <section className="consent-banner" role="region" aria-labelledby={`${id}-title`}>
      <div className="consent-banner__panel">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {settings ? t('cookie.settings_title') : t('cookie.title')}
        </h2>
        {settings ? (
          <form
            className="consent-banner__settings"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'consent.saveSettings' });
            }}
          >
            <label className="consent-banner__toggle">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t('cookie.necessary')}</strong>
                <span className="consent-banner__hint">{t('cookie.necessary_hint')}</span>
              </span>
            </label>
            {CONSENT_TOGGLES.map((toggle) => (
              <label key={toggle} className="consent-banner__toggle">
                <input type="checkbox" name={toggle} checked={choice[toggle]} onChange={() => actor.send({ type: 'consent.toggle', flag: toggle })} />
                <span>
                  <strong>{t(TOGGLE_KEYS[toggle])}</strong>
                  <span className="consent-banner__hint">{t(`${TOGGLE_KEYS[toggle]}_hint`)}</span>
                </span>
              </label>
            ))}
            <div className="consent-banner__actions">
              <button type="submit" className="button button--primary">
                {t('cookie.save')}
              </button>
              <button type="button" className="button" onClick={() => actor.send({ type: 'consent.grantAll' })}>
                {t('cookie.accept_all')}
              </button>
            </div>
          </form>
        ) : (
          <>
            {text ? <WidgetHtml className="consent-banner__text" html={localize(text)} /> : <p className="consent-banner__text">{t('cookie.text')}</p>}
            <div className="consent-banner__actions">
              <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'consent.grantAll' })}>
                {t('cookie.accept_all')}
              </button>
              <button type="button" className="button" onClick={() => actor.send({ type: 'consent.denyAll' })}>
                {t('cookie.only_necessary')}
              </button>
              <button type="button" className="link-button" onClick={() => actor.send({ type: 'consent.openSettings' })}>
                {t('cookie.settings')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
