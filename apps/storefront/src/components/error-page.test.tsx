import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorPage, GENERIC_CLIENT_ERROR, errorMessage } from './error-page';

describe('error page', () => {
  it.each([
    {
      name: 'an error with a message shows it',
      error: new Error('Varukorgen kunde inte laddas'),
      text: 'Varukorgen kunde inte laddas',
    },
    {
      name: 'an error without a message shows the generic text',
      error: new Error(''),
      text: GENERIC_CLIENT_ERROR,
    },
    {
      name: 'a thrown non-error shows the generic text',
      error: 'boom',
      text: GENERIC_CLIENT_ERROR,
    },
  ])('$name', ({ error, text }) => {
    expect(errorMessage(error)).toBe(text);
    const html = renderToStaticMarkup(<ErrorPage error={error} reset={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(text);
  });
});
