// Plain constants without schemas: the browser's first page reads them without loading zod.

/** The local storage key of the shop's persisted state (spec section 9). */
export const CART_STORAGE_KEY = 'td02';

/** The property of the persisted object that holds the cart (beside auth, history, ...). */
export const CART_STORAGE_FIELD = 'cart';
