// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDeal } from '../testing/catalog-builders';
import { renderWithProviders } from '../testing/render-with-providers';
import { DealBanner } from './deal-banner';

const deal = aDeal();
const at = (iso: string) => Date.parse(iso);

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const timer = () => screen.getByRole('timer').textContent;

describe('DealBanner in the browser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: at('2026-11-23T23:59:50.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    setTabHidden(false);
  });

  it('counts down every second on the deal product page', () => {
    renderWithProviders(
      <DealBanner
        deal={deal}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown
        locale="sv"
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Dagens deal' })).toBeTruthy();
    expect(screen.getByRole('link').textContent?.replace(/\s/g, ' ')).toBe(
      'Dagens deal Laddkabel USB-C 2 m −20 %',
    );
    expect(timer()).toBe('Slutar om 00:00:10');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer()).toBe('Slutar om 00:00:09');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(timer()).toBe('Slutar om 00:00:06');
  });

  it('pauses while the tab is hidden and resyncs from the clock when it shows again', () => {
    renderWithProviders(
      <DealBanner
        deal={deal}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown
        locale="sv"
      />,
    );
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer()).toBe('Slutar om 00:00:09');

    setTabHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(timer()).toBe('Slutar om 00:00:09');

    setTabHidden(false);
    expect(timer()).toBe('Slutar om 00:00:04');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timer()).toBe('Slutar om 00:00:03');
  });

  it('ends at zero: the banner goes and no timer is left', () => {
    renderWithProviders(
      <DealBanner
        deal={deal}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown
        locale="sv"
      />,
    );
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(timer()).toBe('Slutar om 00:00:01');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the time from a replaceable clock', () => {
    const clock = { now: () => at('2026-11-23T20:00:00.000Z') };
    renderWithProviders(
      <DealBanner
        deal={deal}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown
        locale="sv"
        clock={clock}
      />,
    );
    expect(timer()).toBe('Slutar om 04:00:00');
  });

  it('shows no countdown elsewhere and only wakes at the end of the deal', () => {
    renderWithProviders(
      <DealBanner
        deal={deal}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown={false}
        locale="sv"
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('appears when the deal starts', () => {
    const later = aDeal({
      starts_at: '2026-11-23T23:59:55.000Z',
      expires_at: '2026-11-24T23:59:55.000Z',
    });
    renderWithProviders(
      <DealBanner
        deal={later}
        now={Date.now()}
        href="/produkt/laddkabel"
        showCountdown={false}
        locale="sv"
      />,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('complementary', { name: 'Dagens deal' })).toBeTruthy();
  });
});
