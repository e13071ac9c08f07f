declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes a gtag command (Consent Mode) the way gtag.js does: as its arguments object. */
export function gtagCommand(...command: readonly unknown[]): void {
  try {
    const layer = (window.dataLayer ??= []);
    (function push(..._args: unknown[]) {
      // gtag.js reads Arguments objects, not arrays.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    })(...command);
  } catch {
    // Consent Mode is best effort.
  }
}
