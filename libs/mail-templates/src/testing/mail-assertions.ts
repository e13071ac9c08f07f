import { expect } from 'vitest';
import type { RenderedMail } from '../lib/mail-view';

/** Text as React writes it into HTML (text content and attribute values). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `href` of an HTML part, unescaped. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map(([, href = '']) =>
    href.replaceAll('&amp;', '&'),
  );
}

/** Asserts that both parts of a message carry each fact (the HTML part escaped). */
export function expectInBoth(mail: RenderedMail, facts: readonly string[]): void {
  for (const fact of facts) {
    expect(mail.html.includes(escapeHtml(fact)), `HTML part lacks ${fact}`).toBe(true);
    expect(mail.text.includes(fact), `text part lacks ${fact}`).toBe(true);
  }
}

/**
 * Asserts that both parts show `value` beside `label` in one row: adjacent cells in the HTML,
 * one line of two columns in the text.
 */
export function expectRowInBoth(mail: RenderedMail, label: string, value: string): void {
  const cells = new RegExp(
    `>${escapeRegExp(escapeHtml(label))}</td><td[^>]*>${escapeRegExp(escapeHtml(value))}</td>`,
  );
  expect(cells.test(mail.html), `HTML part lacks the row ${label}: ${value}`).toBe(true);
  const line = new RegExp(`^${escapeRegExp(label)} +${escapeRegExp(value)}$`, 'm');
  expect(line.test(mail.text), `text part lacks the row ${label}: ${value}`).toBe(true);
}

/** Asserts that a link is a real link of the HTML part and written out in full in the text. */
export function expectLinkInBoth(mail: RenderedMail, url: string): void {
  expect(hrefsOf(mail.html)).toContain(url);
  expect(mail.text.includes(url), `text part lacks ${url}`).toBe(true);
}
