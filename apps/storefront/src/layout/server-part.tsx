import { createElement, type ReactNode } from 'react';
import { useLayoutData, useRouterContext } from '../routing/hooks';
import {
  SERVER_PART_END_TAG,
  SERVER_PART_ID_ATTRIBUTE,
  SERVER_PART_START_TAG,
  SERVER_PART_TAG,
} from '../routing/stored-parts';

interface ServerPartProps {
  /** Tells the parts of one layout apart. */
  readonly name: string;
  /**
   * Whatever else the part shows beside the layout data and the origin (such as the page its links
   * mark as current); null where the part must be rendered anew.
   */
  readonly vary?: string | null;
  readonly children: ReactNode;
}

/** The server's part: stored HTML when the render has it, else the content between markers. */
function ServerRenderedPart({ name, vary = '', children }: ServerPartProps) {
  const parts = useRouterContext().serverParts;
  const version = useLayoutData().asset;
  if (parts === undefined || version === undefined || vary === null)
    return <Slots>{children}</Slots>;
  const placed = parts.place(`${name}\n${version}\n${vary}`);
  const id = { [SERVER_PART_ID_ATTRIBUTE]: placed.id };
  if (placed.kind === 'stored') return createElement(SERVER_PART_TAG, id);
  return (
    <>
      {createElement(SERVER_PART_START_TAG, id)}
      {children}
      {createElement(SERVER_PART_END_TAG, id)}
    </>
  );
}

/**
 * The content between two empty slots, where the server writes its markers: React derives useId's
 * ids from the place of each element among its siblings, so the content must have the same place
 * in the browser as between the server's markers.
 */
function Slots({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      {children}
      {null}
    </>
  );
}

/** The browser renders every part itself. */
function BrowserPart({ children }: ServerPartProps) {
  return <Slots>{children}</Slots>;
}

/**
 * A part of the layout that does not depend on the page, only on the storefront's layout data (its
 * content-hashed version), the origin its links are written for and `vary`: on the server its HTML
 * is rendered once and reused by later pages (routing/stored-parts.ts, server/server-parts.ts); the
 * browser renders it as always and hydrates the same markup.
 */
export const ServerPart = import.meta.env.SSR ? ServerRenderedPart : BrowserPart;
