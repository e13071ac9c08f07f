import type { LocaleCode } from '@nordshop/locale-config';

/** A newsletter subscriber of the seed: address, when they subscribed and, if so, left. */
export interface SubscriberSeed {
  readonly email: string;
  readonly subscribedAt: string;
  readonly unsubscribedAt?: string;
}

/** The demo customer is on every storefront's list; the staff account on none. */
export const NEWSLETTER_SUBSCRIBERS: Readonly<Record<LocaleCode, readonly SubscriberSeed[]>> = {
  sv: [
    { email: 'demo@nordshop.example', subscribedAt: '2025-03-02T09:15:00Z' },
    { email: 'lisa.nilsson@example.com', subscribedAt: '2025-05-18T18:40:00Z' },
    { email: 'johan.ek@example.com', subscribedAt: '2025-11-27T07:05:00Z' },
    {
      email: 'maja.holm@example.com',
      subscribedAt: '2026-01-09T12:30:00Z',
      unsubscribedAt: '2026-04-14T20:10:00Z',
    },
  ],
  no: [
    { email: 'demo@nordshop.example', subscribedAt: '2025-03-02T09:20:00Z' },
    { email: 'ingrid.solberg@example.com', subscribedAt: '2025-08-11T16:00:00Z' },
    { email: 'ola.hansen@example.com', subscribedAt: '2026-02-21T10:45:00Z' },
  ],
  da: [
    { email: 'demo@nordshop.example', subscribedAt: '2025-03-02T09:25:00Z' },
    { email: 'mette.jensen@example.com', subscribedAt: '2025-06-30T19:20:00Z' },
    {
      email: 'rasmus.lund@example.com',
      subscribedAt: '2025-12-01T06:55:00Z',
      unsubscribedAt: '2026-01-03T08:00:00Z',
    },
  ],
  fi: [
    { email: 'demo@nordshop.example', subscribedAt: '2025-03-02T09:30:00Z' },
    { email: 'aino.virtanen@example.com', subscribedAt: '2025-09-14T14:10:00Z' },
    { email: 'mikko.korhonen@example.com', subscribedAt: '2026-03-05T17:35:00Z' },
  ],
  nl: [
    { email: 'demo@nordshop.example', subscribedAt: '2025-03-02T09:35:00Z' },
    { email: 'sanne.devries@example.com', subscribedAt: '2025-10-02T11:25:00Z' },
    { email: 'daan.bakker@example.com', subscribedAt: '2026-05-19T15:50:00Z' },
  ],
};
