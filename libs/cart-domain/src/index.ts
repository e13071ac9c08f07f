export { SPIN_BUTTON, clampQuantity } from './lib/clamp-quantity';
