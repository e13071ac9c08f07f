import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** What a catalog component hands a link: an already localized `href` plus anchor attributes. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  readonly href: string;
  readonly ref?: Ref<HTMLAnchorElement>;
};

/**
 * How the app renders links, e.g. its router's link. It must render one focusable element that
 * receives every prop (role, tabIndex, id, aria-*, onClick) and follows `href` when clicked.
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default {@link LinkComponent}: a plain anchor (a full page load). */
export function PlainLink(props: LinkProps) {
  return <a {...props} />;
}
