/** Asks the consent banner to reopen in its settings view (the footer's cookie-settings link). */
const REOPEN_EVENT = 'nordshop:consent-settings';

/** Opens the cookie settings (the banner loads after hydration and listens for this). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

/** Calls `listener` whenever the cookie settings are asked for; returns the unsubscribe. */
export function onConsentSettings(listener: () => void): () => void {
  window.addEventListener(REOPEN_EVENT, listener);
  return () => window.removeEventListener(REOPEN_EVENT, listener);
}
