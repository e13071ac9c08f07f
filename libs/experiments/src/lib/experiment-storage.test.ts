import { TD02_KEY } from '@nordshop/browser-state';
import { describe, expect, it } from 'vitest';
import { loadStoredExperiments, saveStoredExperiments } from '../index';
import { blockedStorage, memoryStorage } from '../testing';

describe('loadStoredExperiments and saveStoredExperiments', () => {
  it('keep the variants in the storage beside the discount', () => {
    const storage = memoryStorage({ [TD02_KEY]: '{"discount":{"code":"SUMMER10"}}' });

    expect(saveStoredExperiments(storage, { accessories: 'upselling' })).toBe(true);

    expect(loadStoredExperiments(storage)).toEqual({ accessories: 'upselling' });
    expect(JSON.parse(storage.items.get(TD02_KEY)!)).toEqual({
      discount: { code: 'SUMMER10' },
      experiment: { accessories: 'upselling' },
    });
  });

  it('load nothing from an empty storage', () => {
    expect(loadStoredExperiments(memoryStorage())).toEqual({});
  });

  it.each([
    { name: 'a blocked storage', storage: blockedStorage() },
    { name: 'no storage (server rendering)', storage: undefined },
  ])('never throw with $name', ({ storage }) => {
    expect(loadStoredExperiments(storage)).toEqual({});
    expect(saveStoredExperiments(storage, { accessories: 'original' })).toBe(false);
  });

  it('report a storage that is full', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    expect(saveStoredExperiments(storage, { accessories: 'original' })).toBe(false);
  });
});
