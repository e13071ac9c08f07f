import { describe, expect, it } from 'vitest';
import { fromInternalPath } from '../routing/internal-path';
import { switcherLocales, switcherTarget } from './locale-switcher-links';

const options = { host: 'shop.test', domains: {}, protocol: 'https:' };
const TERMS = { sv: '/kopvillkor', fi: '/toimitusehdot', no: '/kjopsvilkar' };

describe('switcherLocales', () => {
  it.each([
    { current: 'sv', locales: ['sv', 'no', 'da', 'fi'] },
    { current: 'fi', locales: ['sv', 'no', 'da', 'fi'] },
    { current: 'nl', locales: ['sv', 'no', 'da', 'fi', 'nl'] },
  ] as const)('lists $locales on $current', ({ current, locales }) => {
    expect(switcherLocales(current)).toEqual(locales);
  });
});

describe('switcherTarget', () => {
  it.each([
    {
      name: "a CMS page's translation",
      path: '/sv/cms/kopvillkor',
      code: 'fi',
      target: { path: '/fi/toimitusehdot', samePage: true },
    },
    {
      name: 'the home page where the CMS page has no translation',
      path: '/sv/cms/kopvillkor',
      code: 'da',
      target: { path: '/da', samePage: false },
    },
    {
      name: 'the same screen with its slug',
      path: '/sv/product/skal-x',
      code: 'fi',
      target: { path: '/fi/tuote/skal-x', samePage: true },
    },
    {
      name: 'the home page for a page that is not found',
      path: undefined,
      code: 'no',
      target: { path: '/no', samePage: false },
    },
  ] as const)('links to $name', ({ path, code, target }) => {
    const route = path === undefined ? undefined : fromInternalPath(path);
    expect(switcherTarget(route, code, options, TERMS)).toEqual(target);
  });

  it("links to the storefront's home page while the CMS page's data is not there", () => {
    expect(
      switcherTarget(fromInternalPath('/sv/cms/kopvillkor'), 'fi', options, undefined),
    ).toEqual({ path: '/fi', samePage: false });
  });
});
