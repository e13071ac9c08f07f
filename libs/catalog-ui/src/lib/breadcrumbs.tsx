import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';

/** One step of a breadcrumb trail: its name and localized URL (a path on the shop's origin). */
export interface BreadcrumbItem {
  readonly name: string;
  readonly href: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** From the home page down to the current page, which comes last. */
  readonly items: readonly BreadcrumbItem[];
  readonly linkComponent?: LinkComponent;
}

/**
 * The breadcrumb trail: a navigation landmark labelled by general.breadcrumbs, an ordered list
 * of links, the last item being the current page (aria-current, not a link). Renders nothing
 * without items.
 */
export function Breadcrumbs({ items, linkComponent }: BreadcrumbsProps) {
  const { t } = useStrings();
  const Link = linkComponent ?? PlainLink;
  if (items.length === 0) return null;
  return (
    <nav className="ns-breadcrumbs" aria-label={t('general.breadcrumbs')}>
      <ol className="ns-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index}:${item.href}`} className="ns-breadcrumbs__item">
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link href={item.href}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
