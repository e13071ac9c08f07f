import type { ProductCard } from '@nordshop/api-contract';
import { UPSELL, newCartItem } from '@nordshop/cart-domain';
import { Price, useFocusTrap, useStrings } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { cartButtonElement } from './cart-button';
import { upsellQuery } from '../data/product-queries';
import { useRouterContext } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { useCartSelector } from './cart-actor';
import { useCartSend } from './cart-provider';
import { useUpsell } from './upsell-state';

/**
 * The upsell products of a product (spec section 7): asked only when the product has upselling
 * (an error counts as none), then up to 4 products in stock. A failure hides the upsell.
 */
function useUpsellProducts(
  locale: LocaleCode,
  productId: number | null,
): { products: readonly ProductCard[]; loading: boolean } {
  const api = useRouterContext().apiFor(locale);
  const query = useQuery(upsellQuery({ locale, api }, productId));
  return { products: query.data ?? [], loading: query.isPending && productId !== null };
}

function UpsellItem({
  product,
  locale,
  includeVat,
  mainId,
  compact,
}: {
  product: ProductCard;
  locale: LocaleCode;
  includeVat: boolean;
  mainId: number;
  compact: boolean;
}) {
  const { t } = useStrings();
  const add = useUpsellAdd(mainId);
  const hasChoices = product.variations.length > 0;
  return (
    <div className={compact ? 'upsell-item upsell-item--compact' : 'upsell-item'}>
      <img src={product.thumb.url} width={56} height={56} alt="" loading="lazy" />
      <div className="upsell-item__body">
        <RouterLink className="upsell-item__name" href={catalogLinks(locale).product(product)}>
          {product.name}
        </RouterLink>
        <Price
          prices={product.prices}
          vat={product.vat}
          locale={locale}
          includeVat={includeVat}
          className="upsell-item__price"
        />
      </div>
      {hasChoices ? (
        <RouterLink
          className="button upsell-item__add"
          href={catalogLinks(locale).product(product)}
        >
          {t('product.choose_variant')}
        </RouterLink>
      ) : (
        <button
          type="button"
          className="button upsell-item__add"
          onClick={() => add(product)}
          aria-label={`${t('upsell.add')}: ${product.name}`}
        >
          {t('upsell.add')}
        </button>
      )}
    </div>
  );
}

/** Adds an upsell product as its own line, remembering the product it was offered with. */
function useUpsellAdd(mainId: number) {
  const send = useCartSend();
  return (product: ProductCard) =>
    send({
      type: 'cart.add',
      items: [newCartItem(product, { quantity: 1, origin: { upselling_product_id: mainId } })],
    });
}

/**
 * The upsell prompt after an add (spec sections 4 and 9): one recommended product, hidden after
 * 3 s; hovering or focusing it keeps it open (WCAG 2.2.1). "Show more" opens the upselling drawer.
 */
export function UpsellPrompt({ locale, includeVat }: { locale: LocaleCode; includeVat: boolean }) {
  const { t } = useStrings();
  const { productId, prompting, dismiss } = useUpsell();
  const send = useCartSend();
  const { products } = useUpsellProducts(locale, prompting ? productId : null);
  const [held, setHeld] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const first = products[0];
  useEffect(() => {
    if (!prompting || held || !first) return;
    const timer = setTimeout(dismiss, UPSELL.autoHideMs);
    return () => clearTimeout(timer);
  }, [prompting, held, first, dismiss]);
  if (!prompting || !first || productId === null) return null;
  return (
    <aside
      ref={ref}
      className="upsell-prompt"
      aria-label={t('upsell.title')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="upsell-prompt__header">
        <p className="upsell-prompt__title">{t('upsell.title')}</p>
        <button
          type="button"
          className="upsell-prompt__close"
          aria-label={t('general.close')}
          onClick={dismiss}
        >
          ×
        </button>
      </div>
      <UpsellItem
        product={first}
        locale={locale}
        includeVat={includeVat}
        mainId={productId}
        compact
      />
      {products.length > 1 ? (
        <button
          type="button"
          className="upsell-prompt__more"
          onClick={() => {
            dismiss();
            send({ type: 'cart.openUpselling' });
          }}
        >
          {t('upsell.show_more', { count: products.length })}
        </button>
      ) : null}
    </aside>
  );
}

/** The upselling drawer (spec section 1, layout states): the upsell products of the last add. */
export function UpsellingDrawer({
  locale,
  includeVat,
}: {
  locale: LocaleCode;
  includeVat: boolean;
}) {
  const { t } = useStrings();
  const open = useCartSelector((cart) => cart.openUpselling);
  const lastAdded = useCartSelector((cart) => cart.lastAddedToCart);
  const { productId } = useUpsell();
  const mainId = productId ?? lastAdded?.id ?? null;
  const send = useCartSend();
  const { products, loading } = useUpsellProducts(locale, open ? mainId : null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useFocusTrap<HTMLElement>({
    active: open && mainId !== null,
    initialFocus: closeRef,
    onEscape: () => send({ type: 'cart.closeUpselling' }),
    returnFocus: cartButtonElement,
  });
  if (!open || mainId === null) return null;
  return (
    <div
      className="cart-drawer"
      role="presentation"
      onClick={(event) =>
        event.target === event.currentTarget && send({ type: 'cart.closeUpselling' })
      }
    >
      <section
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="upselling-title"
      >
        <div className="cart-drawer__header">
          <h2 id="upselling-title">{t('upsell.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="cart-drawer__close"
            onClick={() => send({ type: 'cart.closeUpselling' })}
          >
            {t('general.close')}
          </button>
        </div>
        {products.length === 0 ? (
          <p className="cart-drawer__empty" role="status">
            {loading ? t('general.loading') : t('general.no_products_found')}
          </p>
        ) : (
          <ul className="upselling-drawer__list">
            {products.map((product) => (
              <li key={product.id}>
                <UpsellItem
                  product={product}
                  locale={locale}
                  includeVat={includeVat}
                  mainId={mainId}
                  compact={false}
                />
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="button button--primary cart-drawer__checkout"
          onClick={() => send({ type: 'cart.open' })}
        >
          {t('upsell.to_cart')}
        </button>
      </section>
    </div>
  );
}
