/** The upsell after an add (spec section 9): the prompt hides itself after 3 s; up to 4 products are fetched. */
export const UPSELL = { autoHideMs: 3_000, limit: 4 } as const;
