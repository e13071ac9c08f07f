/** Most characters a meta description keeps before it is cut (search results show about this many). */
export const META_DESCRIPTION_MAX_LENGTH = 155;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text without HTML tags, with the common entities decoded and whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A meta description from text or HTML: plain text of at most `max` characters, cut at the last
 * word boundary that fits and ended with an ellipsis when it had to be cut.
 */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX_LENGTH): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const boundary = room.lastIndexOf(' ');
  const cut = boundary > max / 2 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}
