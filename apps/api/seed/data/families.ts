import type { FamilySeed } from './family-seed';
import { PARTS_FAMILIES } from './families-parts';
import { POWER_FAMILIES } from './families-power';
import { PROTECTION_FAMILIES } from './families-protection';

/** Every product family; a product's group_id is its family's index + 1. */
export const FAMILIES: readonly FamilySeed[] = [
  ...PROTECTION_FAMILIES,
  ...POWER_FAMILIES,
  ...PARTS_FAMILIES,
];
