// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { TestProviders } from '../testing/test-providers';
import {
  HERO_AUTOPLAY_MS,
  HeroSlider,
  isDarkBackground,
  wrapSlide,
  type HeroSlide,
} from './hero-slider';

const slide = (n: number): HeroSlide => ({
  id: n,
  title: `Kampanj ${n}`,
  text: `Text ${n}`,
  href: `/sv/kampanj-${n}`,
  cta: 'Handla nu',
  image: { url: `/media/hero-${n}.svg`, width: 480, height: 320 },
});
const slides = [slide(1), slide(2), slide(3)];
const visibleTitle = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('wrapSlide', () => {
  it.each([
    { index: 0, step: 1, count: 3, next: 1 },
    { index: 2, step: 1, count: 3, next: 0 },
    { index: 0, step: -1, count: 3, next: 2 },
    { index: 0, step: 1, count: 0, next: 0 },
  ])('$index + $step of $count → $next', ({ index, step, count, next }) => {
    expect(wrapSlide(index, step, count)).toBe(next);
  });
});

describe('isDarkBackground (light text needs a dark slide)', () => {
  it.each([
    { background: '#0b3d5c', dark: true },
    { background: '#000', dark: true },
    { background: '#f5f7f9', dark: false },
    { background: '#FFFFFF', dark: false },
    { background: '#e4572e', dark: false },
    { background: 'navy', dark: false },
    { background: undefined, dark: false },
  ])('$background → $dark', ({ background, dark }) => {
    expect(isDarkBackground(background)).toBe(dark);
  });
});

describe('HeroSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders only the first slide on the server, its image eager', () => {
    const html = renderToString(
      <TestProviders>
        <HeroSlider slides={slides} />
      </TestProviders>,
    );
    expect(html).toContain('Kampanj 1');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toMatch(/src="\/media\/hero-1.svg"[^>]*loading="eager"/);
  });

  it('plays every 3 s and wraps around', () => {
    renderWithProviders(<HeroSlider slides={slides} />);
    expect(visibleTitle()).toEqual(['Kampanj 1']);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(visibleTitle()).toEqual(['Kampanj 1']);
    act(() => void vi.advanceTimersByTime(1));
    expect(visibleTitle()).toEqual(['Kampanj 2']);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Kampanj 1']);
  });

  it('stops on pause and resumes on play', () => {
    renderWithProviders(<HeroSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pausa bildspelet' }));
    act(() => void vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Kampanj 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Spela upp bildspelet' }));
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Kampanj 2']);
  });

  it('holds while the pointer is over it', () => {
    renderWithProviders(<HeroSlider slides={slides} />);
    const carousel = screen.getByRole('region', { name: 'Kampanjer' });
    fireEvent.mouseEnter(carousel);
    act(() => void vi.advanceTimersByTime(3 * HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Kampanj 1']);
    fireEvent.mouseLeave(carousel);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleTitle()).toEqual(['Kampanj 2']);
  });

  it('moves with previous, next and the slide buttons, and marks the current one', () => {
    renderWithProviders(<HeroSlider slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Föregående bild' }));
    expect(visibleTitle()).toEqual(['Kampanj 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Nästa bild' }));
    expect(visibleTitle()).toEqual(['Kampanj 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Visa bild 2' }));
    expect(visibleTitle()).toEqual(['Kampanj 2']);
    expect(screen.getByRole('button', { name: 'Visa bild 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('group', { name: '2 av 3' })).toBeTruthy();
  });

  it('shows a single slide without controls', () => {
    renderWithProviders(<HeroSlider slides={[slide(1)]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
