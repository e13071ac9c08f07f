// A worker that makes the browser's first Intl formatters of a language, and answers when they are
// made. The browser's ICU data and caches are shared by the page's threads: once a worker has made
// them, the page's own first formatter of the language takes a fraction of a millisecond instead of
// a long task on the main thread (see start-intl.ts).

/** What the page's components format: numbers, money, percentages, dates, plural forms. */
function warm(language: string): void {
  const locales = language === '' ? undefined : [language];
  new Intl.NumberFormat(locales).format(1.5);
  new Intl.NumberFormat(locales, { style: 'currency', currency: 'EUR' }).format(1.5);
  new Intl.NumberFormat(locales, { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(locales).select(1);
}

addEventListener('message', (event: MessageEvent<unknown>) => {
  try {
    warm(typeof event.data === 'string' ? event.data : '');
  } catch {
    // An unknown language tag: the page formats with its own tags later.
  }
  postMessage('ready');
});
