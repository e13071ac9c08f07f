/** A store message shows only when its text is longer than this many characters (spec section 5). */
export const STORE_MESSAGE_MIN_LENGTH = 20;

/**
 * Whether a store message is shown (spec section 5): not hidden, and its text (HTML tags left
 * out, surrounding whitespace trimmed) longer than {@link STORE_MESSAGE_MIN_LENGTH} characters.
 * A missing message is not shown; a missing hidden flag counts as hidden, as the API's default.
 */
export function isStoreMessageShown(
  message: string | null | undefined,
  hidden: boolean | null | undefined = true,
): boolean {
  if (hidden !== false || !message) return false;
  return message.replace(/<[^>]*>/g, '').trim().length > STORE_MESSAGE_MIN_LENGTH;
}
