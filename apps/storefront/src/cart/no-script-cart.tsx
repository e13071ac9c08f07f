import { useStrings } from '@nordshop/catalog-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { landingCartKeys, type LandingLine } from '../data/landing-cart-queries';
import { useGlobalSearch, useQueryScope } from '../routing/hooks';
import { EarlyCartLines } from './early-cart-lines';

/**
 * The cart of a page whose URL carries `atc` (a buy form posted without JavaScript leads there,
 * server/buy-form.ts), for a browser without JavaScript: the lines as the server priced them
 * (data/landing-cart-queries.ts), in the cart drawer's dialog, with a link that closes it (the page
 * without `atc`). Inside `<noscript>`: a browser with JavaScript neither shows nor hydrates it (the
 * cart machine takes the list in and opens its own drawer), and its bundle leaves the view out.
 */
export function NoScriptCart() {
  const atc = useGlobalSearch().atc;
  if (!atc) return null;
  return <noscript>{import.meta.env.SSR ? <LandingCart atc={atc} /> : null}</noscript>;
}

function LandingCart({ atc }: { atc: string }) {
  const { t } = useStrings();
  const scope = useQueryScope();
  const lines = useQueryClient().getQueryData<LandingLine[]>(landingCartKeys.of(scope, atc));
  const closeHref = withoutAtc(useLocation({ select: (location) => location.publicHref }));
  if (!lines || lines.length === 0) return null;
  return (
    <div className="cart-drawer" role="presentation">
      <section className="cart-drawer__panel" role="dialog" aria-labelledby="cart-title">
        <div className="cart-drawer__header">
          <h2 id="cart-title">{t('cart.title')}</h2>
          {/* Without JavaScript focus starts here, so that the keyboard reaches the cart first. */}
          <a className="cart-drawer__close" href={closeHref} autoFocus>
            {t('general.close')}
          </a>
        </div>
        <EarlyCartLines lines={lines} />
      </section>
    </div>
  );
}

/**
 * The URL (absolute, or a path with its query) without its `atc` parameter, as a path with its
 * query and hash: a reload must not load the list over the shopper's changes, and closing the
 * server's cart of an `atc` landing leaves the list.
 */
export function withoutAtc(href: string): string {
  const url = new URL(href, 'http://localhost');
  url.searchParams.delete('atc');
  return `${url.pathname}${url.search}${url.hash}`;
}
