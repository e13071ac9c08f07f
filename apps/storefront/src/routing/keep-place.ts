import type { ParsedLocation } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by a choice the page records in its own URL (a product's colour): the page stays put. */
    keepPlace?: boolean;
  }
}

/**
 * The history state of a navigation that only records a choice made on the page in its URL
 * (`?variant=` of the product page): not another page, so the scroll rule of spec section 2 does
 * not apply and the shopper's place on the page is kept.
 */
export const KEEP_PLACE = { keepPlace: true } as const;

/** Whether a location was reached by such a navigation ({@link KEEP_PLACE}). */
export function keepsPlace(location: Pick<ParsedLocation, 'state'>): boolean {
  return location.state.keepPlace === true;
}
