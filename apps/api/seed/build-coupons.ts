import type { coupons, products as productsTable } from '../src/platform/db/schema';
import type { BuiltCategories } from './build-categories';
import type { GeneratedMain } from './build-products';
import { FAMILIES } from './data/families';
import type { L } from './data/localized';

type CouponRow = typeof coupons.$inferInsert;
type ProductRow = typeof productsTable.$inferInsert;

const groupOf = (...keys: string[]) =>
  keys.map((key) => FAMILIES.findIndex((f) => f.key === key) + 1);
const CASE_GROUPS = groupOf('wallet-case', 'silicone-case', 'rugged-case', 'magsafe-case');
const GLASS_GROUPS = groupOf('tempered-glass', 'privacy-glass', 'camera-glass');
const CABLE_GROUPS = groupOf('usb-c-cable', 'lightning-cable');
const PART_GROUPS = groupOf(
  'screen',
  'battery',
  'charging-port',
  'back-cover',
  'camera-module',
  'tool-kit',
  'used-screen',
);

const label = (sv: string, no: string, da: string, fi: string, nl: string): L => ({
  sv,
  no,
  da,
  fi,
  nl,
});

/**
 * One coupon of every kind the coupon engine knows (README, Coupons): plain, group, excluded-group,
 * discount-category and minimum-spend percentages, buy-x-get-y (free, percentage, fixed amount,
 * with a gift product), buy-x increment, an all-items percentage, plus an expired and a
 * one-storefront coupon.
 */
export function buildCoupons(
  cats: BuiltCategories,
  mains: readonly GeneratedMain[],
  products: readonly ProductRow[],
): CouponRow[] {
  const chargersTop = cats.typeByKey.get('chargers')!;
  const byId = new Map(products.map((p) => [p.id, p]));
  const popular = (family: string) =>
    mains
      .filter((m) => m.family.key === family)
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  // What a cart line can hold of a product: the product itself, or each of its variations.
  const units = (main: GeneratedMain): ProductRow[] =>
    main.variantIds.length === 0
      ? [byId.get(main.id)!]
      : main.variantIds.map((id) => byId.get(id)!);
  const popularSkus = (family: string, n: number) =>
    popular(family)
      .slice(0, n)
      .map((m) => units(m)[0]!.sku);
  // The gift must be there to give: a strap in stock with plenty of units, no campaign or limit.
  const strap = popular('strap')
    .filter((m) => m.plan.campaign === 0)
    .flatMap(units)
    .find((p) => p.stockStatus === 'in-stock' && (p.stockQuantity ?? 0) >= 10)!.sku;
  const pairModel = mains.find(
    (m) => m.family.key === 'silicone-case' && m.variantIds.length === 0 && m.model,
  )?.model?.key;
  const pair = [
    mains.find(
      (m) =>
        m.family.key === 'silicone-case' && m.variantIds.length === 0 && m.model?.key === pairModel,
    )!.sku,
    (
      mains.find((m) => m.family.key === 'tempered-glass' && m.model?.key === pairModel) ??
      mains.find((m) => m.family.key === 'tempered-glass')!
    ).sku,
  ];
  const rows: CouponRow[] = [
    {
      code: 'VALKOMMEN10',
      percentageDiscount: 10,
      discountLabel: label(
        '10 % rabatt på hela köpet',
        '10 % rabatt på hele kjøpet',
        '10 % rabat på hele købet',
        '10 % alennus koko ostoksesta',
        '10% korting op je hele bestelling',
      ),
    },
    {
      code: 'SKAL20',
      percentageDiscount: 20,
      specificGroups: CASE_GROUPS,
      discountLabel: label(
        '20 % på mobilskal',
        '20 % på mobildeksler',
        '20 % på mobilcovers',
        '20 % puhelinkoteloista',
        '20% op telefoonhoesjes',
      ),
    },
    {
      code: 'REA15',
      percentageDiscount: 15,
      excludedGroups: PART_GROUPS,
      discountLabel: label(
        '15 % på allt utom reservdelar',
        '15 % på alt unntatt reservedeler',
        '15 % på alt undtagen reservedele',
        '15 % kaikesta paitsi varaosista',
        '15% op alles behalve onderdelen',
      ),
    },
    {
      code: 'LADDA25',
      percentageDiscount: 25,
      specificDiscountCategories: [3, 4],
      discountLabel: label(
        '25 % på laddare och kablar',
        '25 % på ladere og kabler',
        '25 % på opladere og kabler',
        '25 % latureista ja kaapeleista',
        '25% op opladers en kabels',
      ),
    },
    {
      code: 'STORKOP12',
      percentageDiscount: 12,
      minimumSpend: { SEK: 100_000, NOK: 100_000, DKK: 75_000, EUR: 10_000 },
      discountLabel: label(
        '12 % när du handlar för minst 1 000 kr',
        '12 % når du handler for minst 1 000 kr',
        '12 % når du handler for mindst 750 kr.',
        '12 % kun ostat vähintään 100 eurolla',
        '12% bij een bestelling vanaf € 100',
      ),
    },
    {
      code: 'KABEL3FOR2',
      buyX: 2,
      getY: 1,
      buyGroups: CABLE_GROUPS,
      discountTypePercentage: 100,
      discountLabel: label(
        'Köp 3 kablar, betala för 2',
        'Kjøp 3 kabler, betal for 2',
        'Køb 3 kabler, betal for 2',
        'Osta 3 kaapelia, maksa 2',
        '3 kabels halen, 2 betalen',
      ),
    },
    {
      code: 'GLAS50',
      buyX: 1,
      getY: 1,
      buyGroups: CASE_GROUPS,
      getGroups: GLASS_GROUPS,
      discountTypePercentage: 50,
      discountLabel: label(
        'Köp ett skal, få skärmskyddet till halva priset',
        'Kjøp et deksel, få skjermbeskytteren til halv pris',
        'Køb et cover, få skærmbeskyttelsen til halv pris',
        'Osta kuori, saat panssarilasin puoleen hintaan',
        'Koop een hoesje, krijg de screenprotector voor de halve prijs',
      ),
    },
    {
      code: 'SPARA50',
      buyX: 2,
      getY: 1,
      buyCategories: [chargersTop.id],
      discountTypeValue: 3,
      buyXGetAmount: { SEK: 5_000, NOK: 5_000, DKK: 4_000, EUR: 500 },
      discountLabel: label(
        'Köp tre laddare, få 50 kr rabatt på den tredje',
        'Kjøp tre ladere, få 50 kr rabatt på den tredje',
        'Køb tre opladere, få 40 kr. rabat på den tredje',
        'Osta kolme laturia, saat 5 € alennusta kolmannesta',
        'Koop drie opladers, krijg € 5 korting op de derde',
      ),
    },
    {
      code: 'MERRABATT',
      buyX: 2,
      buyXIncrement: 5,
      buyXInterval: 1,
      allAffectedItems: [...popularSkus('usb-c-cable', 4), ...popularSkus('wall-charger', 4)],
      discountLabel: label(
        'Ju fler du köper, desto mer rabatt',
        'Jo flere du kjøper, jo mer rabatt',
        'Jo flere du køber, jo mere rabat',
        'Mitä enemmän ostat, sitä suurempi alennus',
        'Hoe meer je koopt, hoe meer korting',
      ),
    },
    {
      code: 'PAKET10',
      percentageDiscount: 10,
      allAffectedItems: pair,
      discountLabel: label(
        '10 % när skal och skärmskydd köps tillsammans',
        '10 % når deksel og skjermbeskytter kjøpes sammen',
        '10 % når cover og skærmbeskyttelse købes sammen',
        '10 % kun ostat kuoren ja panssarilasin yhdessä',
        '10% als je hoesje en screenprotector samen koopt',
      ),
    },
    {
      code: 'FRIBAND',
      buyX: 1,
      getY: 1,
      buyGroups: groupOf('wallet-case'),
      getProducts: [strap],
      discountTypePercentage: 100,
      giftSku: strap,
      discountLabel: label(
        'Gratis mobilband till ditt plånboksfodral',
        'Gratis mobilstropp til lommebokdekselet',
        'Gratis mobilstrop til dit pungcover',
        'Ilmainen puhelinhihna lompakkokotelon kaupan päälle',
        'Gratis telefoonkoord bij je bookcase',
      ),
    },
    {
      code: 'VINTER2025',
      percentageDiscount: 30,
      expiresAt: new Date(Date.UTC(2025, 2, 1)),
      discountLabel: label(
        'Vinterrea 30 %',
        'Vintersalg 30 %',
        'Vinterudsalg 30 %',
        'Talvialennus 30 %',
        'Winteruitverkoop 30%',
      ),
    },
    {
      code: 'SVERIGE5',
      percentageDiscount: 5,
      locales: ['sv'],
      discountLabel: label(
        '5 % för svenska kunder',
        '5 % for svenske kunder',
        '5 % for svenske kunder',
        '5 % ruotsalaisille asiakkaille',
        '5% voor Zweedse klanten',
      ),
    },
  ];
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}
