import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { RenderedMail } from './mail-view';

// Headings keep their case in the text part (html-to-text shouts them by default), and a line
// break inside a paragraph stays one.
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
};

/**
 * A message rendered twice from the same element: the HTML part and the plain-text part, which
 * carries the same words, amounts and links (as full URLs) and skips what only the HTML needs.
 */
export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text };
}
