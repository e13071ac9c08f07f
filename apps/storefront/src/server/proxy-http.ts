import type { RawAnswer } from '@nordshop/api/testing/from-address';

// HTTP helpers of the proxy test: requests go out with `send` of the API's tests (plain node:http,
// a request may leave from another loopback address, so nginx sees another client).
export { send, type RawCall as Call } from '@nordshop/api/testing/from-address';

/** An HTTP answer read whole. */
export type Answer = RawAnswer;

/** The answer's JSON body, after checking its status. */
export function jsonOf(answer: Answer, status: number): unknown {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.body.slice(0, 500)}`);
  }
  return JSON.parse(answer.body) as unknown;
}

/** A header's single value. */
export function headerOf(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The schema.org Product of a product page (its JSON-LD): name, price and availability. */
export interface PageProduct {
  readonly name: string;
  /** The price in major units as the page writes it ("159"). */
  readonly price: string;
  readonly availability: string;
}

interface JsonLdNode {
  '@type'?: string;
  name?: string;
  offers?: { price?: string | number; availability?: string };
}

/** The Product of the page's JSON-LD blocks, or undefined when there is none. */
export function pageProduct(html: string): PageProduct | undefined {
  const blocks = html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  for (const [, text] of blocks) {
    const parsed = JSON.parse(text ?? 'null') as JsonLdNode | JsonLdNode[] | null;
    const nodes = Array.isArray(parsed) ? parsed : parsed ? [parsed] : [];
    const product = nodes.find((node) => node['@type'] === 'Product');
    if (product?.name !== undefined && product.offers) {
      return {
        name: product.name,
        price: String(product.offers.price),
        availability: product.offers.availability ?? '',
      };
    }
  }
  return undefined;
}

/** The page's visible texts of one CSS class (`<p class="ns-stock …">…</p>`), tags and spacing flattened. */
export function textsOfClass(html: string, className: string): string[] {
  const pattern = new RegExp(
    `<(\\w+) class="${className}(?: [^"]*)?"[^>]*>([\\s\\S]*?)</\\1>`,
    'g',
  );
  return [...html.matchAll(pattern)].map(([, , inner]) => plainText(inner ?? ''));
}

/** Text without tags and comments, with every kind of space as one plain space. */
export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/**
 * Runs `check` until it passes or `withinMs` has passed since `since` (then throws its last
 * failure): for a change that must show within a deadline.
 */
export async function eventually<T>(
  check: () => Promise<T>,
  since: number,
  withinMs: number,
): Promise<T> {
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - since > withinMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
