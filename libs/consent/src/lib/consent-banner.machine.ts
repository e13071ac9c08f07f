import { assertEvent, assign, emit, setup } from 'xstate';
import type { ConsentToggle } from './consent-choice';
import {
  FULL_CONSENT,
  NO_CONSENT,
  choiceOfMask,
  isConsentToggle,
  toggleConsent,
} from './consent-choice';
import type { ConsentChoice } from './consent-flags';
import { ALL_GRANTED, NECESSARY_ONLY, consentMask, normalizeConsentMask } from './consent-flags';

/** Every event the consent banner accepts, namespaced `consent.` in dot-case. */
export type ConsentBannerEvent =
  /** Message → settings. */
  | { type: 'consent.openSettings' }
  /** Settings → message; the switches keep their state. */
  | { type: 'consent.backToMessage' }
  /** Flips one switch of the settings view; ignored in the message view. */
  | { type: 'consent.toggle'; flag: ConsentToggle }
  /** Grants everything (mask 31) and hides the banner. */
  | { type: 'consent.grantAll' }
  /** Stores the switches of the settings view and hides the banner. */
  | { type: 'consent.saveSettings' }
  /** Grants Necessary only (mask 1) and hides the banner. */
  | { type: 'consent.denyAll' }
  /** The footer's cookie settings link: a hidden banner shows its settings with the stored choice. */
  | { type: 'consent.reopen' };

/** What the banner tells the app: write the cookie and push the Consent Mode update for `mask`. */
export interface ConsentBannerEmitted {
  readonly type: 'consent.decided';
  /** The decided mask, 1..31 with Necessary set. */
  readonly mask: number;
}

/** The banner's input: the mask of the `__consent` cookie at start (`parseConsentCookie`), or null. */
export interface ConsentBannerInput {
  readonly mask: number | null;
}

/** The banner's context. */
export interface ConsentBannerContext {
  /** The decided mask, null until the shopper decides (no cookie). */
  readonly mask: number | null;
  /** The switches of the settings view; all off without a cookie. */
  readonly choice: ConsentChoice;
}

function contextOf(mask: number | null): ConsentBannerContext {
  return { mask, choice: mask === null ? NO_CONSENT : choiceOfMask(mask) };
}

/**
 * The cookie consent banner (spec section 4, Cookie consent): hidden when the cookie exists, else
 * shown with two views, message and settings. Granting all, denying all or saving the settings
 * decides a mask, hides the banner and emits `consent.decided`; `consent.reopen` shows the settings
 * of a hidden banner with the stored choice. An input mask that is not 1..31 counts as no cookie.
 */
export const consentBannerMachine = setup({
  types: {
    context: {} as ConsentBannerContext,
    events: {} as ConsentBannerEvent,
    input: {} as ConsentBannerInput,
    emitted: {} as ConsentBannerEmitted,
  },
  guards: {
    hasDecided: ({ context }) => context.mask !== null,
    isToggle: ({ event }) => {
      assertEvent(event, 'consent.toggle');
      return isConsentToggle(event.flag);
    },
  },
  actions: {
    grantAll: assign({ mask: ALL_GRANTED, choice: FULL_CONSENT }),
    denyAll: assign({ mask: NECESSARY_ONLY, choice: NO_CONSENT }),
    saveSettings: assign({ mask: ({ context }) => consentMask(context.choice) }),
    toggle: assign({
      choice: ({ context, event }) => {
        assertEvent(event, 'consent.toggle');
        return toggleConsent(context.choice, event.flag);
      },
    }),
    showStoredChoice: assign(({ context }) => contextOf(context.mask)),
    announceDecision: emit(({ context }) => ({
      type: 'consent.decided' as const,
      mask: context.mask ?? NECESSARY_ONLY,
    })),
  },
}).createMachine({
  id: 'consentBanner',
  context: ({ input }) => contextOf(input.mask === null ? null : normalizeConsentMask(input.mask)),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasDecided', target: 'hidden' }, { target: 'shown' }],
    },
    hidden: {
      on: { 'consent.reopen': { target: 'shown.settings', actions: 'showStoredChoice' } },
    },
    shown: {
      initial: 'message',
      on: {
        'consent.grantAll': { target: 'hidden', actions: ['grantAll', 'announceDecision'] },
        'consent.denyAll': { target: 'hidden', actions: ['denyAll', 'announceDecision'] },
      },
      states: {
        message: {
          on: { 'consent.openSettings': 'settings' },
        },
        settings: {
          on: {
            'consent.backToMessage': 'message',
            'consent.toggle': { guard: 'isToggle', actions: 'toggle' },
            'consent.saveSettings': {
              target: '#consentBanner.hidden',
              actions: ['saveSettings', 'announceDecision'],
            },
          },
        },
      },
    },
  },
});
