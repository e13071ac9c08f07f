import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ALL_GRANTED, NECESSARY_ONLY, NO_CONSENT, consentBannerMachine } from '../index';
import type { ConsentBannerEvent, ConsentChoice } from '../index';

type BannerState = 'hidden' | 'shown.message' | 'shown.settings';

function bannerAfter(mask: number | null, ...events: ConsentBannerEvent[]) {
  const actor = createActor(consentBannerMachine, { input: { mask } });
  const decided: number[] = [];
  actor.on('consent.decided', (event) => decided.push(event.mask));
  actor.start();
  events.forEach((event) => actor.send(event));
  const { value, context } = actor.getSnapshot();
  const state =
    typeof value === 'string'
      ? value
      : Object.entries(value).map(([k, v]) => `${k}.${String(v)}`)[0];
  return { state: state as BannerState, mask: context.mask, choice: context.choice, decided };
}

const openSettings = { type: 'consent.openSettings' } as const;
const backToMessage = { type: 'consent.backToMessage' } as const;
const grantAll = { type: 'consent.grantAll' } as const;
const denyAll = { type: 'consent.denyAll' } as const;
const saveSettings = { type: 'consent.saveSettings' } as const;
const reopen = { type: 'consent.reopen' } as const;
const toggle = (flag: keyof ConsentChoice) => ({ type: 'consent.toggle', flag }) as const;

const ANALYTICS: ConsentChoice = { adStorage: false, analytics: true, personalization: false };
const ALL: ConsentChoice = { adStorage: true, analytics: true, personalization: true };

describe('consent banner machine', () => {
  it.each<{
    name: string;
    input: number | null;
    events: ConsentBannerEvent[];
    state: BannerState;
    mask: number | null;
    choice: ConsentChoice;
    decided: number[];
  }>([
    // start
    {
      name: 'shows the message when there is no cookie, analytics denied',
      input: null,
      events: [],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'stays hidden when the cookie exists',
      input: 5,
      events: [],
      state: 'hidden',
      mask: 5,
      choice: ANALYTICS,
      decided: [],
    },
    {
      name: 'forces Necessary on an input mask',
      input: 4,
      events: [],
      state: 'hidden',
      mask: 5,
      choice: ANALYTICS,
      decided: [],
    },
    {
      name: 'treats an input mask outside 1..31 as no cookie',
      input: 0,
      events: [],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    // views
    {
      name: 'openSettings shows the settings',
      input: null,
      events: [openSettings],
      state: 'shown.settings',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'backToMessage shows the message again',
      input: null,
      events: [openSettings, backToMessage],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'backToMessage keeps the switches',
      input: null,
      events: [openSettings, toggle('analytics'), backToMessage, openSettings],
      state: 'shown.settings',
      mask: null,
      choice: ANALYTICS,
      decided: [],
    },
    // decisions
    {
      name: 'grantAll from the message gives 31 and hides',
      input: null,
      events: [grantAll],
      state: 'hidden',
      mask: ALL_GRANTED,
      choice: ALL,
      decided: [31],
    },
    {
      name: 'grantAll from the settings gives 31 and hides',
      input: null,
      events: [openSettings, toggle('adStorage'), grantAll],
      state: 'hidden',
      mask: ALL_GRANTED,
      choice: ALL,
      decided: [31],
    },
    {
      name: 'saving analytics only gives 5',
      input: null,
      events: [openSettings, toggle('analytics'), saveSettings],
      state: 'hidden',
      mask: 5,
      choice: ANALYTICS,
      decided: [5],
    },
    {
      name: 'saving ad storage only gives 3',
      input: null,
      events: [openSettings, toggle('adStorage'), saveSettings],
      state: 'hidden',
      mask: 3,
      choice: { ...NO_CONSENT, adStorage: true },
      decided: [3],
    },
    {
      name: 'saving personalization gives 8 and 16',
      input: null,
      events: [openSettings, toggle('personalization'), saveSettings],
      state: 'hidden',
      mask: 25,
      choice: { ...NO_CONSENT, personalization: true },
      decided: [25],
    },
    {
      name: 'saving untouched settings gives Necessary only',
      input: null,
      events: [openSettings, saveSettings],
      state: 'hidden',
      mask: NECESSARY_ONLY,
      choice: NO_CONSENT,
      decided: [1],
    },
    {
      name: 'a second toggle switches it off again',
      input: null,
      events: [openSettings, toggle('analytics'), toggle('analytics'), saveSettings],
      state: 'hidden',
      mask: 1,
      choice: NO_CONSENT,
      decided: [1],
    },
    {
      name: 'denyAll from the message gives 1 and hides',
      input: null,
      events: [denyAll],
      state: 'hidden',
      mask: NECESSARY_ONLY,
      choice: NO_CONSENT,
      decided: [1],
    },
    {
      name: 'denyAll from the settings drops the switches',
      input: null,
      events: [openSettings, toggle('analytics'), denyAll],
      state: 'hidden',
      mask: NECESSARY_ONLY,
      choice: NO_CONSENT,
      decided: [1],
    },
    // reopen
    {
      name: 'reopen shows the settings with the stored choice',
      input: 5,
      events: [reopen],
      state: 'shown.settings',
      mask: 5,
      choice: ANALYTICS,
      decided: [],
    },
    {
      name: 'reopen after grantAll shows everything on',
      input: null,
      events: [grantAll, reopen],
      state: 'shown.settings',
      mask: 31,
      choice: ALL,
      decided: [31],
    },
    {
      name: 'a reopened banner saves a new choice',
      input: 31,
      events: [reopen, toggle('adStorage'), toggle('personalization'), saveSettings],
      state: 'hidden',
      mask: 5,
      choice: ANALYTICS,
      decided: [5],
    },
    {
      name: 'a reopened banner can go back to the message and grant all',
      input: 1,
      events: [reopen, backToMessage, grantAll],
      state: 'hidden',
      mask: 31,
      choice: ALL,
      decided: [31],
    },
    {
      name: 'reopen shows half a personalization pair as off',
      input: 9,
      events: [reopen],
      state: 'shown.settings',
      mask: 9,
      choice: NO_CONSENT,
      decided: [],
    },
    // forbidden
    {
      name: 'toggle in the message does nothing',
      input: null,
      events: [toggle('analytics')],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'necessary cannot be toggled',
      input: null,
      events: [
        openSettings,
        { type: 'consent.toggle', flag: 'necessary' } as unknown as ConsentBannerEvent,
      ],
      state: 'shown.settings',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'saveSettings in the message does nothing',
      input: null,
      events: [saveSettings],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'backToMessage in the message does nothing',
      input: null,
      events: [backToMessage],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'reopen while shown does nothing',
      input: null,
      events: [reopen],
      state: 'shown.message',
      mask: null,
      choice: NO_CONSENT,
      decided: [],
    },
    {
      name: 'a hidden banner ignores every event but reopen',
      input: 5,
      events: [openSettings, toggle('adStorage'), saveSettings, grantAll, denyAll, backToMessage],
      state: 'hidden',
      mask: 5,
      choice: ANALYTICS,
      decided: [],
    },
  ])('$name', ({ name: _name, input, events, ...expected }) => {
    expect(bannerAfter(input, ...events)).toEqual(expected);
  });

  it('emits one decision per decision, in order', () => {
    expect(
      bannerAfter(null, grantAll, reopen, denyAll, reopen, toggle('analytics'), saveSettings)
        .decided,
    ).toEqual([31, 1, 5]);
  });
});
