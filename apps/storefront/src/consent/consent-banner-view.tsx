import { CONSENT_TOGGLES, type ConsentChoice, type ConsentToggle } from '@nordshop/consent';
import { WidgetHtml } from '@nordshop/catalog-ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const TOGGLE_KEYS: Readonly<Record<ConsentToggle, string>> = {
  analytics: 'cookie.analytics',
  adStorage: 'cookie.marketing',
  personalization: 'cookie.personalization',
};

/** What the banner shows and what its buttons do. */
export interface ConsentBannerViewProps {
  /** The cookie-alert widget's HTML (sanitized by the API), localized; empty: the built-in text. */
  readonly text: string;
  readonly view: 'message' | 'settings';
  readonly choice: ConsentChoice;
  readonly onGrantAll: () => void;
  readonly onDenyAll: () => void;
  readonly onOpenSettings: () => void;
  readonly onToggle: (toggle: ConsentToggle) => void;
  readonly onSave: () => void;
}

/** The cookie consent banner's two views (spec section 4): the message, and the settings. */
export function ConsentBannerView({
  text,
  view,
  choice,
  onGrantAll,
  onDenyAll,
  onOpenSettings,
  onToggle,
  onSave,
}: ConsentBannerViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const settings = view === 'settings';
  useEffect(() => {
    if (settings) heading.current?.focus();
  }, [settings]);
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
              onSave();
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
                <input
                  type="checkbox"
                  name={toggle}
                  checked={choice[toggle]}
                  onChange={() => onToggle(toggle)}
                />
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
              <button type="button" className="button" onClick={onGrantAll}>
                {t('cookie.accept_all')}
              </button>
            </div>
          </form>
        ) : (
          <>
            {text ? (
              <WidgetHtml className="consent-banner__text" html={text} />
            ) : (
              <p className="consent-banner__text">{t('cookie.text')}</p>
            )}
            <div className="consent-banner__actions">
              <button type="button" className="button button--primary" onClick={onGrantAll}>
                {t('cookie.accept_all')}
              </button>
              <button type="button" className="button" onClick={onDenyAll}>
                {t('cookie.only_necessary')}
              </button>
              <button type="button" className="link-button" onClick={onOpenSettings}>
                {t('cookie.settings')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
