// Plain constants without schemas: the browser's first page reads them without loading zod.
import { TD02_FIELDS } from '@nordshop/browser-state';

/** The field of the td02 value (libs/browser-state) that holds the cart (beside auth, history, ...). */
export const CART_STORAGE_FIELD = TD02_FIELDS.cart;
