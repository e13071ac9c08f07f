export { ACCESSORIES_EXPERIMENT, ACCESSORIES_VARIANTS, DEFAULT_VARIANT, assignVariant } from './lib/assign-variant';
