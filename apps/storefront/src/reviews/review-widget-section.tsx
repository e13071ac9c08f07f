import type { ProductDetail } from '@nordshop/api-contract';
import { Suspense, lazy, useEffect, useState } from 'react';
import { shouldLoadReviewWidget } from './review-widget-rule';

/**
 * The review widget: a third-party widget in production, behind this lazily loaded module; its
 * default is the shop's own review summary, which works without the third party.
 */
const ReviewWidget = lazy(() => import('./review-widget'));

function viewport() {
  return {
    windowHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
    scrollY: window.scrollY,
  };
}

/**
 * The product page's reviews section: the widget's code and requests load only when the rule of
 * spec section 9 says so (a tall window on a short page, or after scrolling 400 px).
 */
export function ReviewWidgetSection({ product }: { product: ProductDetail }) {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const check = () => {
      if (shouldLoadReviewWidget(viewport())) setLoad(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [load]);
  return (
    <section className="product-page__reviews" data-review-widget={load ? 'loaded' : 'waiting'}>
      {load ? (
        <Suspense fallback={null}>
          <ReviewWidget product={product} />
        </Suspense>
      ) : null}
    </section>
  );
}
