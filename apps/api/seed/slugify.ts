const FOLD: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ä: 'a',
  ö: 'o',
  ü: 'u',
  é: 'e',
  è: 'e',
  ß: 'ss',
};

/** A URL slug of a text: lower case, Nordic letters folded to ASCII, words joined by dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöüéèß]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
