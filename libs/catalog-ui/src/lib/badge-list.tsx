import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useTranslation } from 'react-i18next';
import { badgeAltText, badgeSrc } from './badge-names';

/** A badge group of a storefront (`STOREFRONTS[locale].icons`). */
export type BadgeKind = 'payment' | 'shipping' | 'trust' | 'cartSlide';

/** Props of {@link BadgeList}. */
export interface BadgeListProps {
  readonly locale: LocaleCode;
  readonly kind: BadgeKind;
  /** Accessible name of the list (default: footer.payment, footer.shipping or footer.trust). */
  readonly label?: string;
}

const LABEL_KEYS: Readonly<Record<BadgeKind, string>> = {
  payment: 'footer.payment',
  shipping: 'footer.shipping',
  trust: 'footer.trust',
  cartSlide: 'footer.payment',
};

/**
 * A storefront's payment, shipping or trust badges as a labelled list of images
 * (`/brand/badges/{name}.svg` with the icon's width and height, alt text its readable name).
 */
export function BadgeList({ locale, kind, label }: BadgeListProps) {
  const { t } = useTranslation();
  const icons = STOREFRONTS[locale].icons[kind];
  if (icons.length === 0) return null;
  return (
    <ul className={`ns-badges ns-badges--${kind}`} aria-label={label ?? t(LABEL_KEYS[kind])}>
      {icons.map((icon) => (
        <li key={icon.name} className="ns-badges__item">
          <img
            src={badgeSrc(icon.name)}
            width={icon.width}
            height={icon.height}
            alt={badgeAltText(icon.name)}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link FooterBadges}. */
export interface FooterBadgesProps {
  readonly locale: LocaleCode;
}

/** The footer's three badge lists of the storefront: payment, shipping and trust. */
export function FooterBadges({ locale }: FooterBadgesProps) {
  return (
    <div className="ns-footer-badges">
      <BadgeList locale={locale} kind="payment" />
      <BadgeList locale={locale} kind="shipping" />
      <BadgeList locale={locale} kind="trust" />
    </div>
  );
}
