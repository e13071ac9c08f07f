import { describe, expect, it } from 'vitest';
import { requestSite } from './public-site';

const domains = { nl: 'nordshop.nl', fi: 'nordshop.fi:8443' };
const request = (url: string, host?: string) =>
  new Request(url, host ? { headers: { host } } : undefined);

describe('requestSite', () => {
  it.each([
    {
      name: 'a storefront domain stays on itself, with the public protocol',
      req: request('http://nordshop.nl/product/x', 'nordshop.nl'),
      site: { origin: 'https://nordshop.nl', host: 'nordshop.nl' },
    },
    {
      name: 'a storefront domain with its port',
      req: request('http://nordshop.fi:8443/', 'NORDSHOP.fi:8443'),
      site: { origin: 'https://nordshop.fi:8443', host: 'nordshop.fi:8443' },
    },
    {
      name: 'a forged Host goes to the public origin',
      req: request('http://evil.example/sv', 'evil.example'),
      site: { origin: 'https://nordshop.example', host: 'nordshop.example' },
    },
    {
      name: 'an address goes to the public origin',
      req: request('http://10.0.0.7:3000/sv', '10.0.0.7:3000'),
      site: { origin: 'https://nordshop.example', host: 'nordshop.example' },
    },
  ])('$name', ({ req, site }) => {
    expect(requestSite(req, 'https://nordshop.example', domains)).toEqual(site);
  });
});
