import { useEffect, useState, type ReactNode } from 'react';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';

/** How long a hero slide shows before the next one (spec: autoplay 3000 ms). */
export const HERO_AUTOPLAY_MS = 3_000;

/** One slide of the home page's hero. */
export interface HeroSlide {
  readonly id: string | number;
  readonly title: string;
  readonly text: string;
  /** Localized link of the slide's call to action. */
  readonly href: string;
  readonly cta: string;
  readonly image: { readonly url: string; readonly width: number; readonly height: number };
  /** Background colour of the slide (CSS colour). */
  readonly background?: string;
}

/** The slide after (`step` 1) or before (`step` -1) `index`, wrapping around `count` slides. */
export function wrapSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Whether a slide's background is dark enough for light text (WCAG relative luminance below
 * 0.18, where white text keeps at least 4.5:1). Colours other than #rgb / #rrggbb count as light.
 */
export function isDarkBackground(background: string | undefined): boolean {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background?.trim() ?? '')?.[1];
  if (!hex) return false;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (offset: number) => {
    const value = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance < 0.18;
}

/** Props of {@link HeroSlider}. */
export interface HeroSliderProps {
  readonly slides: readonly HeroSlide[];
  /** Milliseconds per slide while playing (default {@link HERO_AUTOPLAY_MS}). */
  readonly autoplayMs?: number;
  readonly linkComponent?: LinkComponent;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function ControlIcon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      {children}
    </svg>
  );
}

/**
 * The home page's hero slider (WAI-ARIA carousel pattern): it plays every 3 s, pauses while the
 * pointer or keyboard focus is on it and while the tab is hidden, and has a pause/play button,
 * previous and next buttons and one button per slide. Shoppers who prefer reduced motion get it
 * paused. The server renders the first slide; its image loads eagerly (it is the page's LCP).
 */
export function HeroSlider({
  slides,
  autoplayMs = HERO_AUTOPLAY_MS,
  linkComponent,
}: HeroSliderProps) {
  const { t } = useStrings();
  const Link = linkComponent ?? PlainLink;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!playing || held || hidden || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((current) => wrapSlide(current, 1, count)), autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, held, hidden, count, autoplayMs, index]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  return (
    <section
      className="ns-hero"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {count > 1 ? (
        <div className="ns-hero__controls">
          <button
            type="button"
            className="ns-hero__button"
            aria-label={playing ? t('hero.pause') : t('hero.play')}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <ControlIcon>
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
              </ControlIcon>
            ) : (
              <ControlIcon>
                <path d="M8 5v14l11-7z" />
              </ControlIcon>
            )}
          </button>
          <button
            type="button"
            className="ns-hero__button"
            aria-label={t('hero.previous')}
            onClick={() => setIndex(wrapSlide(current, -1, count))}
          >
            <ControlIcon>
              <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
            </ControlIcon>
          </button>
          <button
            type="button"
            className="ns-hero__button"
            aria-label={t('hero.next')}
            onClick={() => setIndex(wrapSlide(current, 1, count))}
          >
            <ControlIcon>
              <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </ControlIcon>
          </button>
        </div>
      ) : null}
      <div className="ns-hero__slides" aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={
              isDarkBackground(slide.background)
                ? 'ns-hero__slide ns-hero__slide--dark'
                : 'ns-hero__slide'
            }
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: i + 1, count })}
            hidden={i !== current}
            style={slide.background ? { background: slide.background } : undefined}
          >
            <div className="ns-hero__text">
              <h2 className="ns-hero__title">{slide.title}</h2>
              <p className="ns-hero__lead">{slide.text}</p>
              <Link href={slide.href} className="ns-hero__cta">
                {slide.cta}
              </Link>
            </div>
            <img
              className="ns-hero__image"
              src={slide.image.url}
              width={slide.image.width}
              height={slide.image.height}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="ns-hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="ns-hero__dot"
              aria-label={t('hero.go_to', { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
