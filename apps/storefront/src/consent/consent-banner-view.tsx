import { CONSENT_TOGGLES, type ConsentChoice, type ConsentToggle } from '@nordshop/consent';
import { FOCUSABLE_SELECTOR, WidgetHtml, useStrings } from '@nordshop/catalog-ui';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';

const TOGGLE_KEYS: Readonly<Record<ConsentToggle, string>> = {
  analytics: 'cookie.analytics',
  adStorage: 'cookie.marketing',
  personalization: 'cookie.personalization',
};

/** The banner's height as a CSS variable: the page keeps focused elements clear of it (global.css). */
const HEIGHT_PROPERTY = '--consent-banner-height';

/** The first element after `banner` in the tab order (the page's skip link: the banner comes first). */
function firstFocusableAfter(banner: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)) {
    const following = banner.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    const shown = typeof candidate.checkVisibility !== 'function' || candidate.checkVisibility();
    if (following && !banner.contains(candidate) && shown) return candidate;
  }
  return null;
}

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
  const { t } = useStrings();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);
  // What had focus when the banner appeared (the footer's cookie-settings button), before the
  // settings heading takes it.
  const opener = useRef<HTMLElement | null>(null);
  const settings = view === 'settings';
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, []);
  useEffect(() => {
    if (settings) heading.current?.focus();
  }, [settings]);
  useEffect(() => {
    const banner = root.current;
    if (!banner) return;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      style.setProperty(HEIGHT_PROPERTY, `${banner.getBoundingClientRect().height}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  /** A choice closes the banner: focus moves on first, back to its opener or to the page's first stop. */
  const choose = (decide: () => void) => () => {
    const target = opener.current?.isConnected
      ? opener.current
      : root.current && firstFocusableAfter(root.current);
    target?.focus();
    decide();
  };
  return (
    <section ref={root} className="consent-banner" role="region" aria-labelledby={`${id}-title`}>
      <div className="consent-banner__panel">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {settings ? t('cookie.settings_title') : t('cookie.title')}
        </h2>
        {settings ? (
          <form
            className="consent-banner__settings"
            onSubmit={(event) => {
              event.preventDefault();
              choose(onSave)();
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
              <button type="button" className="button" onClick={choose(onGrantAll)}>
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
              <button type="button" className="button button--primary" onClick={choose(onGrantAll)}>
                {t('cookie.accept_all')}
              </button>
              <button type="button" className="button" onClick={choose(onDenyAll)}>
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
