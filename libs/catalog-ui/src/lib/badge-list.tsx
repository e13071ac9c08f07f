import type { PaymentMethod } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useStrings } from './use-strings';
import { badgeAltText, badgeSrc } from './badge-names';
import { paymentBadges } from './payment-badges';

/** A badge group of a storefront's own (`STOREFRONTS[locale].icons`). */
export type BadgeKind = 'shipping' | 'trust';

/** Props of {@link BadgeList}. */
export interface BadgeListProps {
  readonly locale: LocaleCode;
  readonly kind: BadgeKind;
  /** Accessible name of the list (default: footer.shipping or footer.trust). */
  readonly label?: string;
}

const LABEL_KEYS: Readonly<Record<BadgeKind, string>> = {
  shipping: 'footer.shipping',
  trust: 'footer.trust',
};

/**
 * A storefront's shipping or trust badges as a labelled list of images
 * (`/brand/badges/{name}.svg` with the icon's width and height, alt text its readable name).
 */
export function BadgeList({ locale, kind, label }: BadgeListProps) {
  const { t } = useStrings();
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

/** Props of {@link PaymentBadgeList}. */
export interface PaymentBadgeListProps {
  /** The payment methods the storefront offers (GET /api/checkout/payment-methods, all customer types). */
  readonly methods: readonly PaymentMethod[];
}

/**
 * The ways to pay the storefront offers, one badge per kind of method ({@link paymentBadges}):
 * the badge's picture (decorative) beside the method's name in the storefront's language.
 * Renders nothing when no method is offered.
 */
export function PaymentBadgeList({ methods }: PaymentBadgeListProps) {
  const { t } = useStrings();
  const badges = paymentBadges(methods);
  if (badges.length === 0) return null;
  return (
    <ul className="ns-badges ns-badges--payment" aria-label={t('footer.payment')}>
      {badges.map((badge) => (
        <li key={badge.name} className="ns-badges__item ns-badges__item--named">
          <img
            src={badgeSrc(badge.name)}
            width={32}
            height={24}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <span>{badge.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link FooterBadges}. */
export interface FooterBadgesProps {
  readonly locale: LocaleCode;
  /** The payment methods the storefront offers; their badges are the payment list. */
  readonly paymentMethods: readonly PaymentMethod[];
}

/**
 * The footer's three badge lists of the storefront: the payment methods it offers, its carriers
 * and its trust marks.
 */
export function FooterBadges({ locale, paymentMethods }: FooterBadgesProps) {
  return (
    <div className="ns-footer-badges">
      <PaymentBadgeList methods={paymentMethods} />
      <BadgeList locale={locale} kind="shipping" />
      <BadgeList locale={locale} kind="trust" />
    </div>
  );
}
