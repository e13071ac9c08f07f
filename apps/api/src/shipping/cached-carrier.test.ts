import type { ServicePointOption } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../platform/cache/ttl-cache';
import { DomainError } from '../platform/http/errors';
import { CARRIER_POINTS_TTL_MS, cachedCarrier } from './cached-carrier';
import type { PickupPointCarrier } from './pickup-point-carrier';

const POINT = {
  id: 'bring-no-1',
  name: 'Kiwi',
  street: 'Storgata 1',
  postal_code: '0150',
  city: 'Oslo',
};

/** A carrier that counts its calls and fails while `down` is set. */
function countingCarrier() {
  const state = { calls: 0, down: false };
  const carrier: PickupPointCarrier = {
    id: 'bring',
    pointsNear: () => {
      state.calls += 1;
      return state.down
        ? Promise.reject(new DomainError('unavailable', 'down', undefined, 'carrier_unavailable'))
        : Promise.resolve([POINT]);
    },
  };
  return { state, carrier };
}

describe('cachedCarrier', () => {
  it('calls the carrier once per postal code for ten minutes', async () => {
    let now = 0;
    const { state, carrier } = countingCarrier();
    const cached = cachedCarrier(
      carrier,
      new TtlCache<string, ServicePointOption[]>(CARRIER_POINTS_TTL_MS, () => now),
    );
    const ask = (postalCode: string) => cached.pointsNear({ locale: 'no', postalCode });
    expect(await ask('0150')).toEqual([POINT]);
    expect(await ask('0150')).toEqual([POINT]);
    await ask('0555');
    expect(state.calls).toBe(2);
    now = CARRIER_POINTS_TTL_MS;
    await ask('0150');
    expect(state.calls).toBe(3);
  });

  it('keeps no failure: the next question calls the carrier again', async () => {
    const { state, carrier } = countingCarrier();
    const cached = cachedCarrier(carrier, new TtlCache(CARRIER_POINTS_TTL_MS));
    state.down = true;
    await expect(cached.pointsNear({ locale: 'no', postalCode: '0150' })).rejects.toThrow('down');
    state.down = false;
    expect(await cached.pointsNear({ locale: 'no', postalCode: '0150' })).toEqual([POINT]);
    expect(state.calls).toBe(2);
  });
});
