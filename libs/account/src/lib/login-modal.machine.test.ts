import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginModalMachine } from '../index';
import type { LoginModalEvent } from '../index';

function modalAfter(...events: LoginModalEvent[]) {
  const actor = createActor(loginModalMachine).start();
  events.forEach((event) => actor.send(event));
  const snapshot = actor.getSnapshot();
  return { state: snapshot.value, changePassword: snapshot.context.changePassword };
}

describe('login modal machine', () => {
  it.each<{ name: string; events: LoginModalEvent[]; state: string; changePassword: boolean }>([
    { name: 'starts closed in login mode', events: [], state: 'closed', changePassword: false },
    {
      name: 'open opens it in login mode',
      events: [{ type: 'loginModal.open' }],
      state: 'open',
      changePassword: false,
    },
    {
      name: 'showChangePassword opens it in change-password mode',
      events: [{ type: 'loginModal.showChangePassword' }],
      state: 'open',
      changePassword: true,
    },
    {
      name: 'open clears the change-password flag',
      events: [{ type: 'loginModal.showChangePassword' }, { type: 'loginModal.open' }],
      state: 'open',
      changePassword: false,
    },
    {
      name: 'showChangePassword switches an open modal',
      events: [{ type: 'loginModal.open' }, { type: 'loginModal.showChangePassword' }],
      state: 'open',
      changePassword: true,
    },
    {
      name: 'close closes it and forgets the mode',
      events: [{ type: 'loginModal.showChangePassword' }, { type: 'loginModal.close' }],
      state: 'closed',
      changePassword: false,
    },
    {
      name: 'close on a closed modal does nothing',
      events: [{ type: 'loginModal.close' }],
      state: 'closed',
      changePassword: false,
    },
  ])('$name', ({ events, state, changePassword }) => {
    expect(modalAfter(...events)).toEqual({ state, changePassword });
  });
});
