// What the payment providers' fakes share: a request's body as they read it, and HTML escaping
// for their hosted pages.

/** A request's body: a form's fields, else JSON, else the text itself; undefined when empty. */
export function requestBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Text safe inside HTML: the five special characters as numeric references. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
