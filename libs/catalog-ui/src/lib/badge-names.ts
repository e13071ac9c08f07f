/** Readable names of the payment, shipping and trust badges, by icon name. */
export const BADGE_NAMES: Readonly<Record<string, string>> = {
  klarna: 'Klarna',
  swish: 'Swish',
  visa: 'Visa',
  mastercard: 'Mastercard',
  bankid: 'BankID',
  vipps: 'Vipps',
  mobilepay: 'MobilePay',
  dankort: 'Dankort',
  verkkopankki: 'Verkkopankki',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  postnord: 'PostNord',
  dhl: 'DHL',
  budbee: 'Budbee',
  instabox: 'Instabox',
  posten: 'Posten',
  helthjem: 'Helthjem',
  gls: 'GLS',
  dao: 'dao',
  posti: 'Posti',
  matkahuolto: 'Matkahuolto',
  postnl: 'PostNL',
  dpd: 'DPD',
  trustpilot: 'Trustpilot',
  'e-handelscertifiering': 'Trygg e-handel',
  'trygg-e-handel': 'Trygg e-handel',
  'e-maerket': 'e-mærket',
  'luotettava-kumppani': 'Luotettava Kumppani',
  'thuiswinkel-waarborg': 'Thuiswinkel Waarborg',
};

/** The alt text of a badge: its readable name, or the icon name with dashes as spaces and a capital. */
export function badgeAltText(name: string): string {
  const known = BADGE_NAMES[name];
  if (known) return known;
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The image URL of a badge: /brand/badges/{name}.svg on the shop's origin. */
export function badgeSrc(name: string): string {
  return `/brand/badges/${encodeURIComponent(name)}.svg`;
}
