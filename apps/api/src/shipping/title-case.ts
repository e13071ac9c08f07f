/**
 * A place name as carriers write it in capitals ("KØBENHAVN Ø", "LILLA EDET") with each word's
 * first letter capital and the rest small ("København Ø", "Lilla Edet"), as the shop shows cities.
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
}
