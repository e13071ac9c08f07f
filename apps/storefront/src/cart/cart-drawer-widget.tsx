import { WidgetHtml } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useLocalizeHtml } from '../ui/localize-html-links';
import type { LayoutWidget } from '../data/layout-data';
import { useLayoutData } from '../routing/hooks';

/** A cart widget (cart-header, cart-footer) of the layout data, unless hidden or empty. */
export function CartDrawerWidget({
  slug,
  locale,
}: {
  slug: Extract<LayoutWidget, 'cart-header' | 'cart-footer'>;
  locale: LocaleCode;
}) {
  const widget = useLayoutData().widgets[slug];
  const localize = useLocalizeHtml(locale);
  if (widget.hidden || widget.content.trim() === '') return null;
  return (
    <WidgetHtml
      className={`cart-drawer__widget cart-drawer__widget--${slug}`}
      html={localize(widget.content)}
    />
  );
}
