import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating, starStates } from '../index';

describe('starStates', () => {
  it.each([
    { score: 0, states: ['empty', 'empty', 'empty', 'empty', 'empty'] },
    { score: 3.5, states: ['full', 'full', 'full', 'half', 'empty'] },
    { score: 4.2, states: ['full', 'full', 'full', 'full', 'empty'] },
    { score: 4.8, states: ['full', 'full', 'full', 'full', 'full'] },
    { score: 7, states: ['full', 'full', 'full', 'full', 'full'] },
  ])('score $score shows $states', ({ score, states }) => {
    expect(starStates(score)).toEqual(states);
  });
});

describe('StarRating', () => {
  it('renders five stars of 14 px by default with its label', () => {
    const html = renderToStaticMarkup(<StarRating score={2.5} label="Betyg 2,5 av 5" />);
    expect(html).toContain('aria-label="Betyg 2,5 av 5"');
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html).toContain('width="14"');
    expect(html.match(/data-state="half"/g)).toHaveLength(1);
  });
});

describe('StarRating ids', () => {
  it('gives each rating on a page its own half-star gradient', () => {
    const html = renderToStaticMarkup(
      <>
        <StarRating score={2.5} label="a" />
        <StarRating score={3.5} label="b" />
      </>,
    );
    const ids = [...html.matchAll(/<linearGradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
