import { describe, expect, it } from 'vitest';
import { isExperimentDomain } from '../index';

const STOREFRONTS = ['nordshop.se', 'nordshop.no'];

describe('isExperimentDomain', () => {
  it.each([
    { name: 'a listed domain', domain: 'nordshop.se', active: STOREFRONTS, out: true },
    {
      name: 'a listed domain with a port',
      domain: 'nordshop.no:3000',
      active: STOREFRONTS,
      out: true,
    },
    { name: 'a listed domain in capitals', domain: 'NordShop.SE', active: STOREFRONTS, out: true },
    {
      name: 'a list entry with scheme and port',
      domain: 'nordshop.se',
      active: ['https://nordshop.se:8443/'],
      out: true,
    },
    { name: 'a domain that is not listed', domain: 'nordshop.fi', active: STOREFRONTS, out: false },
    {
      name: 'a subdomain of a listed domain',
      domain: 'www.nordshop.se',
      active: STOREFRONTS,
      out: false,
    },
    {
      name: 'a domain that only ends like a listed one',
      domain: 'evilnordshop.se',
      active: STOREFRONTS,
      out: false,
    },
    { name: 'localhost with a port', domain: 'localhost:4200', active: ['localhost'], out: true },
    { name: 'an empty list', domain: 'anything.example', active: [], out: true },
    {
      name: 'a list of blank entries only',
      domain: 'anything.example',
      active: ['', ' '],
      out: true,
    },
    { name: 'an empty domain with a list', domain: '', active: STOREFRONTS, out: false },
  ])('is $out for $name', ({ domain, active, out }) => {
    expect(isExperimentDomain(domain, active)).toBe(out);
  });
});
