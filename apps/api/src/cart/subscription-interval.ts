import type { LocaleCode } from '@nordshop/locale-config';

const NAMES: Readonly<Record<number, Readonly<Record<LocaleCode, string>>>> = {
  30: {
    sv: 'Varje månad',
    no: 'Hver måned',
    da: 'Hver måned',
    fi: 'Kuukausittain',
    nl: 'Elke maand',
  },
  60: {
    sv: 'Varannan månad',
    no: 'Annenhver måned',
    da: 'Hver anden måned',
    fi: 'Joka toinen kuukausi',
    nl: 'Om de maand',
  },
  90: {
    sv: 'Var tredje månad',
    no: 'Hver tredje måned',
    da: 'Hver tredje måned',
    fi: 'Joka kolmas kuukausi',
    nl: 'Elk kwartaal',
  },
  180: {
    sv: 'Varje halvår',
    no: 'Hvert halvår',
    da: 'Hvert halve år',
    fi: 'Puolivuosittain',
    nl: 'Elk half jaar',
  },
};

/** A subscription interval with its localized name (spec section 3, subscription_interval). */
export function subscriptionInterval(
  days: number,
  locale: LocaleCode,
): { days: number; name: string } {
  return { days, name: NAMES[days]?.[locale] ?? `${days}` };
}
