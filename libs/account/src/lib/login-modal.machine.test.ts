import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginModalMachine } from '../index';
import type { LoginModalEvent, LoginModalView } from '../index';

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

function viewAfter(...events: LoginModalEvent[]) {
  const actor = createActor(loginModalMachine).start();
  events.forEach((event) => actor.send(event));
  const snapshot = actor.getSnapshot();
  return { state: snapshot.value, view: snapshot.context.view };
}

describe('login modal machine: the forgotten-password and create-account forms', () => {
  it.each<{ name: string; events: LoginModalEvent[]; state: string; view: LoginModalView }>([
    { name: 'starts on the login form', events: [], state: 'closed', view: 'login' },
    {
      name: 'showForgotPassword opens it on the forgotten-password form',
      events: [{ type: 'loginModal.showForgotPassword' }],
      state: 'open',
      view: 'forgotPassword',
    },
    {
      name: 'showCreateAccount switches an open modal to the create-account form',
      events: [{ type: 'loginModal.open' }, { type: 'loginModal.showCreateAccount' }],
      state: 'open',
      view: 'createAccount',
    },
    {
      name: 'showLogin goes back to the login form',
      events: [{ type: 'loginModal.showForgotPassword' }, { type: 'loginModal.showLogin' }],
      state: 'open',
      view: 'login',
    },
    {
      name: 'showLogin does not open a closed modal',
      events: [{ type: 'loginModal.showLogin' }],
      state: 'closed',
      view: 'login',
    },
    {
      name: 'open goes back to the login form',
      events: [{ type: 'loginModal.showCreateAccount' }, { type: 'loginModal.open' }],
      state: 'open',
      view: 'login',
    },
    {
      name: 'closing forgets the form: the next open shows the login form',
      events: [
        { type: 'loginModal.showForgotPassword' },
        { type: 'loginModal.close' },
        { type: 'loginModal.open' },
      ],
      state: 'open',
      view: 'login',
    },
    {
      name: 'change password leaves the forms',
      events: [{ type: 'loginModal.showCreateAccount' }, { type: 'loginModal.showChangePassword' }],
      state: 'open',
      view: 'login',
    },
  ])('$name', ({ events, state, view }) => {
    expect(viewAfter(...events)).toEqual({ state, view });
  });

  it('the forms are of login mode: showing one clears the change-password flag', () => {
    expect(
      modalAfter(
        { type: 'loginModal.showChangePassword' },
        { type: 'loginModal.showForgotPassword' },
      ),
    ).toEqual({ state: 'open', changePassword: false });
  });
});
