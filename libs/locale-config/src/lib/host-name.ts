/**
 * A host as compared for locale domains: lower case, without port and trailing dot.
 * 'Shop.Example.FI:3000' → 'shop.example.fi', '[::1]:3000' → '[::1]'.
 */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return (colon === -1 ? lower : lower.slice(0, colon)).replace(/\.$/, '');
}
