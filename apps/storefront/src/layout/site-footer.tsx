import {
  FOOTER_COLLAPSED_MEDIA,
  FooterBadges,
  FooterColumns,
  StoreMessage,
  useStrings,
} from '@nordshop/catalog-ui';
import { useLayoutData } from '../routing/hooks';
import { openConsentSettings } from '../consent/consent-events';
import { useLocalizeHtml } from '../ui/localize-html-links';
import { ServerPart } from './server-part';
import { useMediaQuery } from './use-media-query';

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'TikTok', href: 'https://www.tiktok.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/**
 * The footer of spec section 1: the link columns widget, payment (the methods the storefront
 * offers), shipping and trust badges, social links and the footer store message. On screens 576 px
 * wide or less (spec section 4) each link column collapses behind its heading, a disclosure button;
 * the server renders them open.
 */
export function SiteFooter({ storedParts = false }: { storedParts?: boolean }) {
  const { t } = useStrings();
  const { storefront, widgets, paymentMethods } = useLayoutData();
  const locale = storefront.code;
  const localize = useLocalizeHtml(locale);
  const columns = widgets['footer-columns'];
  const collapsed = useMediaQuery(FOOTER_COLLAPSED_MEDIA);
  return (
    <ServerPart name="footer" vary={storedParts ? '' : null}>
      <footer className="site-footer">
        <div className="site-footer__inner">
          {/* The footer's own heading: its columns' headings (h3) come under an h2 on every page. */}
          <h2 id="site-footer-title" className="visually-hidden">
            {t('footer.title')}
          </h2>
          {columns.hidden ? null : (
            <FooterColumns
              className="site-footer__columns"
              html={localize(columns.content)}
              collapsed={collapsed}
            />
          )}
          <FooterBadges locale={locale} paymentMethods={paymentMethods} />
          <nav className="site-footer__social" aria-label={t('footer.social')}>
            <ul>
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <a href={s.href} rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <StoreMessage
            message={widgets['store-message-footer'].content}
            hidden={widgets['store-message-footer'].hidden}
            placement="footer"
          />
          <p className="site-footer__cookies">
            <button type="button" className="link-button" onClick={openConsentSettings}>
              {t('footer.cookie_settings')}
            </button>
          </p>
          <p className="site-footer__legal">
            {t('footer.prices_in', { currency: storefront.currency })} · © {storefront.brand} ·{' '}
            {storefront.country}
          </p>
        </div>
      </footer>
    </ServerPart>
  );
}
