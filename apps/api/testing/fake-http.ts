import { setTimeout as sleep } from 'node:timers/promises';

// What the payment providers' fakes share: a request's body as they read it, HTML escaping for
// their hosted pages, and their calls to the shop sent again until the shop accepts them.

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

/** One try of a provider's call to the shop: the status answered, or `failed` with why. */
export type CallbackAnswer =
  { readonly status: number } | { readonly status: 'failed'; readonly error: string };

/**
 * Posts `body` (JSON) to `url` as a provider calls the shop: each try waits `timeoutMs` for an
 * answer, and a try without a 2xx (no answer, a failed connection, another status) is followed by
 * the next after the wait `retryDelaysMs` gives it, as many as there are. Ends at the first 2xx, the
 * last retry, or when `stop` aborts (a retry then waiting is not sent); each try's answer goes to
 * `onTry` as it comes.
 */
export async function postUntilAccepted(
  url: string,
  body: string,
  timing: { readonly timeoutMs: number; readonly retryDelaysMs: readonly number[] },
  onTry: (answer: CallbackAnswer, tries: number) => void,
  stop?: AbortSignal,
): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    const answer: CallbackAnswer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timing.timeoutMs),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return { status: response.status };
      },
      (error: unknown) => ({ status: 'failed', error: String(error) }),
    );
    onTry(answer, tries);
    const delay = timing.retryDelaysMs[tries - 1];
    if (answer.status !== 'failed' && answer.status < 300) return;
    if (delay === undefined || stop?.aborted) return;
    const waited = await sleep(delay, true, { signal: stop }).catch(() => false);
    if (!waited) return;
  }
}
