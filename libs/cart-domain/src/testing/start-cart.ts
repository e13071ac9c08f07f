import { createActor } from 'xstate';
import { cartMachine } from '../index';
import type { CartMachineInput } from '../index';
import { controlledCartActors } from './controlled-actors';
import { sequentialUuids } from './sequential-uuids';

/**
 * Starts the cart machine with controlled actors (see {@link controlledCartActors}) and
 * sequential uuids ('uuid-1', 'uuid-2', ...), for tests. `context()` reads the current context.
 */
export function startCart(input: Partial<CartMachineInput> = {}) {
  const server = controlledCartActors();
  const actor = createActor(cartMachine.provide({ actors: server.actors }), {
    input: { makeUuid: sequentialUuids(), ...input },
  }).start();
  return { actor, server, context: () => actor.getSnapshot().context };
}
