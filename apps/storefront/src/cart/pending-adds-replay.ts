import { patchTd02, readTd02, type Td02Storage } from '@nordshop/browser-state';
import { PendingAddSchema, type PendingAdd } from './pending-add-schema';
import { PENDING_ADDS_FIELD, storedPendingAdds } from './pending-adds';

/** The id of a stored entry, or undefined when it has none. */
function idOf(entry: unknown): string | undefined {
  const parsed = PendingAddSchema.shape.id.safeParse(
    typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined,
  );
  return parsed.success ? parsed.data : undefined;
}

/** Drops the entries of `ids` (and, with `invalid`, every entry that is not a valid add) from the list. */
function dropPendingAdds(
  storage: Td02Storage | null | undefined,
  ids: ReadonlySet<string>,
  invalid = false,
): void {
  const list = storedPendingAdds(readTd02(storage));
  const kept = list.filter((entry) => {
    const id = idOf(entry);
    if (id !== undefined && ids.has(id)) return false;
    return !invalid || PendingAddSchema.safeParse(entry).success;
  });
  if (kept.length !== list.length)
    patchTd02(storage, { [PENDING_ADDS_FIELD]: kept.length > 0 ? kept : undefined });
}

/** The valid pending adds of the td02 value of `storage`, in the order they were made. */
export function pendingAddsOf(storage: Td02Storage | null | undefined): PendingAdd[] {
  return storedPendingAdds(readTd02(storage)).flatMap((entry) => {
    const parsed = PendingAddSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Hands one add of this page to the cart machine (`addToCart`, which persists the cart at once)
 * and drops it from the stored list in the same task, so that a reload finds it in the cart or in
 * the list, never in both. An add that was `kept` but is no longer in the list has been taken in
 * already (by a cart that started in another page load or tab): it is not added twice.
 */
export function takePendingAdd(
  storage: Td02Storage | null | undefined,
  add: PendingAdd,
  kept: boolean,
  addToCart: (add: PendingAdd) => void,
): void {
  if (kept && !pendingAddsOf(storage).some((entry) => entry.id === add.id)) return;
  addToCart(add);
  dropPendingAdds(storage, new Set([add.id]));
}

/**
 * When the cart machine starts: the adds a page showed before a reload (or left behind in a
 * closed tab) go into the cart, in order, and leave the stored list, with any entry that is not a
 * valid add; all in one task. Returns the adds taken in.
 */
export function takeStoredPendingAdds(
  storage: Td02Storage | null | undefined,
  addToCart: (add: PendingAdd) => void,
): PendingAdd[] {
  const adds = pendingAddsOf(storage);
  adds.forEach(addToCart);
  dropPendingAdds(storage, new Set(adds.map((add) => add.id)), true);
  return adds;
}
