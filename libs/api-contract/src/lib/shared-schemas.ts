/**
 * The schemas every part of the API client builds first, the common ones and the product's (entry
 * `@nordshop/api-contract/shared-schemas`). Building zod's schemas is the largest part of loading
 * a client part; a browser that loads this entry first, and the part in a later task, builds
 * them in two shorter tasks instead of one long one.
 */
export * from './common';
export * from './product';
