/** What the shopper asked to see after an add. */
export interface AddOptions {
  /** Open the cart drawer (the app leaves it false on the checkout page). */
  readonly openDrawer?: boolean;
  /** Open the upselling drawer; ignored when the cart drawer opens. */
  readonly openUpselling?: boolean;
}

/** The drawer flags of the cart state. */
export interface DrawerFlags {
  readonly open: boolean;
  readonly openUpselling: boolean;
}

/**
 * The drawers after an add (spec section 4): the cart drawer opens if requested, otherwise the
 * upselling drawer opens if requested; a drawer already open stays open. Returns only the two
 * flags, never the rest of `current`.
 */
export function drawersAfterAdd(current: DrawerFlags, options: AddOptions): DrawerFlags {
  const { open, openUpselling } = current;
  if (options.openDrawer === true) return { open: true, openUpselling };
  if (options.openUpselling === true) return { open, openUpselling: true };
  return { open, openUpselling };
}
