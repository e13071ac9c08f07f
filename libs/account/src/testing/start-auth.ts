import { createActor } from 'xstate';
import type { AuthEmitted, AuthMachineInput } from '../index';
import { authMachine } from '../index';
import { controlledAuthActors } from './controlled-actors';

/**
 * Starts the auth machine with controlled actors (see {@link controlledAuthActors}) and the clock
 * `() => Date.now()` (fake under `vi.useFakeTimers()`), for tests. `emitted` collects every event
 * the machine emits; `context()` reads the current context.
 */
export function startAuth(input: Partial<AuthMachineInput> = {}) {
  const server = controlledAuthActors();
  const actor = createActor(authMachine.provide({ actors: server.actors }), {
    input: { now: () => Date.now(), ...input },
  });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, server, emitted, context: () => actor.getSnapshot().context };
}
