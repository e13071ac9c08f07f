import { describe, expect, it, vi } from 'vitest';
import { sendPersonalizationTracking } from './personalization-tracking';

const TRACKING = { url: 'https://track.example/v1/visit', websiteUuid: 'site-1' };
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('sendPersonalizationTracking', () => {
  it('posts the website id and answers the visitor id, with personalization consent', async () => {
    const fetcher = vi.fn(() => answer({ id: 'v-42' }));
    await expect(sendPersonalizationTracking(TRACKING, '__consent=25', fetcher)).resolves.toBe(
      'v-42',
    );
    expect(fetcher).toHaveBeenCalledWith(
      TRACKING.url,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ websiteUUid: 'site-1' }) }),
    );
  });

  it.each([
    { name: 'no URL configured', tracking: { ...TRACKING, url: null }, cookie: '__consent=31' },
    { name: 'analytics only', tracking: TRACKING, cookie: '__consent=5' },
    { name: 'no consent cookie', tracking: TRACKING, cookie: '' },
  ])('sends nothing with $name', async ({ tracking, cookie }) => {
    const fetcher = vi.fn(() => answer({ id: 'x' }));
    await expect(sendPersonalizationTracking(tracking, cookie, fetcher)).resolves.toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('swallows failures', async () => {
    await expect(
      sendPersonalizationTracking(TRACKING, '__consent=31', () =>
        Promise.reject(new Error('offline')),
      ),
    ).resolves.toBeNull();
    await expect(
      sendPersonalizationTracking(TRACKING, '__consent=31', () => answer({}, 500)),
    ).resolves.toBeNull();
  });
});
