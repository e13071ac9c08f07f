import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAMS, addCampaignData } from '../index';
import type { CampaignData } from '../index';

const stored: CampaignData = {
  params: { utm_source: 'old' },
  location: 'https://nordshop.se/?utm_source=old',
  referrer: null,
};

describe('addCampaignData', () => {
  it.each(CAMPAIGN_PARAMS)('records %s', (param) => {
    const location = `https://nordshop.fi/tuote/kuori?${param}=spring&page=2`;

    expect(addCampaignData(null, location, 'https://search.example/')).toEqual({
      params: { [param]: 'spring' },
      location,
      referrer: 'https://search.example/',
    });
  });

  it.each([
    {
      name: 'replaces older data with a new campaign',
      current: stored,
      location: 'https://nordshop.se/?utm_source=mail&utm_medium=email',
      referrer: '',
      out: {
        params: { utm_source: 'mail', utm_medium: 'email' },
        location: 'https://nordshop.se/?utm_source=mail&utm_medium=email',
        referrer: null,
      },
    },
    {
      name: 'keeps the data when the page carries no campaign',
      current: stored,
      location: 'https://nordshop.se/kategori/skal',
      referrer: 'https://other.example/',
      out: stored,
    },
    {
      name: 'ignores empty campaign parameters',
      current: null,
      location: 'https://nordshop.se/?utm_source=&gclid=%20',
      referrer: '',
      out: null,
    },
    {
      name: 'keeps the data when the location is not a URL',
      current: stored,
      location: 'not a url',
      referrer: '',
      out: stored,
    },
  ])('$name', ({ current, location, referrer, out }) => {
    expect(addCampaignData(current, location, referrer)).toEqual(out);
  });
});
