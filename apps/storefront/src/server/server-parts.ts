import {
  SERVER_PART_END_TAG,
  SERVER_PART_ID_ATTRIBUTE,
  SERVER_PART_START_TAG,
  SERVER_PART_TAG,
  type ServerParts,
} from '../routing/stored-parts';

/** How many parts a process keeps (a layout has a few; `vary` adds one per current category page). */
const MAX_PARTS = 512;

/**
 * The process's stored HTML of the layout's parts, by the key a render asks for and the origin
 * the part's links are written for. The keys carry the layout data's content hash, so a change of
 * the content is a new key; the server also clears the store when the database reports a change.
 */
export class ServerPartStore {
  readonly #parts = new Map<string, Uint8Array>();

  get(key: string): Uint8Array | undefined {
    return this.#parts.get(key);
  }

  set(key: string, html: Uint8Array): void {
    // The oldest entry makes room: a Map iterates in insertion order.
    if (!this.#parts.has(key) && this.#parts.size >= MAX_PARTS) {
      const oldest = this.#parts.keys().next().value;
      if (oldest !== undefined) this.#parts.delete(oldest);
    }
    this.#parts.set(key, html);
  }

  get size(): number {
    return this.#parts.size;
  }

  clear(): void {
    this.#parts.clear();
  }
}

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
const MARKER_OPEN = bytes(`<${SERVER_PART_TAG}`);
const MARKER_CLOSE = bytes(`</${SERVER_PART_TAG}`);
const GREATER = '>'.charCodeAt(0);
const SCRIPT = bytes('<script');
/** A marker is far shorter: longer text that begins like one is passed on as it came. */
const MAX_MARKER_LENGTH = 128;

/** The markers React writes for a part (layout/server-part.tsx), as text. */
const MARKER = new RegExp(
  `^<(${SERVER_PART_TAG}|${SERVER_PART_START_TAG}|${SERVER_PART_END_TAG}) ${SERVER_PART_ID_ATTRIBUTE}="(\\d+)"></\\1>$`,
);

/** The first index of `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(
    needle,
    from,
  );
}

/** How many bytes at the end of `data` could begin `needle` (a marker cut between two chunks). */
function partialTail(data: Uint8Array, needle: Uint8Array): number {
  for (let length = Math.min(needle.length - 1, data.length); length > 0; length -= 1) {
    let match = true;
    for (let i = 0; i < length && match; i += 1)
      match = data[data.length - length + i] === needle[i];
    if (match) return length;
  }
  return 0;
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** One render's use of the store: the parts it placed and the stream that fills them in. */
export interface ServerPartsRender {
  readonly parts: ServerParts;
  /**
   * The page's HTML with every placeholder replaced by its stored part and the markers of the
   * captured parts removed (their content stored for later renders).
   */
  readonly transform: () => TransformStream<Uint8Array, Uint8Array>;
}

/**
 * A render's parts over the process's store for one origin (`scope`: protocol and host the links
 * are written for). A part is stored only when its markers arrive complete and hold no script: the
 * router writes its scripts only after the layout, so a part that holds one was not rendered whole.
 */
export function serverPartsRender(store: ServerPartStore, scope: string): ServerPartsRender {
  const placed = new Map<string, { kind: 'stored' | 'capture'; id: number }>();
  const byId: { key: string; html: Uint8Array | undefined }[] = [];
  const parts: ServerParts = {
    place(key) {
      const known = placed.get(key);
      if (known) return known;
      const fullKey = `${scope}\n${key}`;
      const html = store.get(fullKey);
      const answer = { kind: html ? 'stored' : 'capture', id: byId.length } as const;
      byId.push({ key: fullKey, html });
      placed.set(key, answer);
      return answer;
    },
  };

  const transform = () => {
    let carry: Uint8Array = new Uint8Array(0);
    let capture: { id: number; chunks: Uint8Array[] } | null = null;
    const emit = (controller: TransformStreamDefaultController<Uint8Array>, data: Uint8Array) => {
      if (data.length === 0) return;
      controller.enqueue(data);
      // A copy: the renderer may reuse the memory of what it has handed on.
      capture?.chunks.push(data.slice());
    };
    const marker = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
      const match = MARKER.exec(text);
      const part = match ? byId[Number(match[2])] : undefined;
      if (!match || !part) {
        // Not one of this render's markers (page text that looks like one): written as it came.
        emit(controller, bytes(text));
        return;
      }
      if (match[1] === SERVER_PART_TAG) {
        if (part.html) emit(controller, part.html);
      } else if (match[1] === SERVER_PART_START_TAG) {
        capture = { id: Number(match[2]), chunks: [] };
      } else if (capture?.id === Number(match[2])) {
        const html = concat(capture.chunks);
        capture = null;
        if (indexOf(html, SCRIPT) < 0) store.set(part.key, html);
      }
    };
    const decoder = new TextDecoder();
    return new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let data = carry.length > 0 ? concat([carry, chunk]) : chunk;
        carry = new Uint8Array(0);
        let from = 0;
        for (;;) {
          const open = indexOf(data, MARKER_OPEN, from);
          if (open < 0) {
            const keep = partialTail(data, MARKER_OPEN);
            emit(controller, data.subarray(0, data.length - keep));
            carry = data.slice(data.length - keep);
            return;
          }
          const close = indexOf(data, MARKER_CLOSE, open);
          const end = close < 0 ? -1 : data.indexOf(GREATER, close);
          if (end < 0 || end - open > MAX_MARKER_LENGTH) {
            if (data.length - open <= MAX_MARKER_LENGTH) {
              // A marker cut between two chunks: the rest comes with the next.
              emit(controller, data.subarray(0, open));
              carry = data.slice(open);
              return;
            }
            // No marker of ours (none is this long): the bytes pass as they came.
            from = open + MARKER_OPEN.length;
            continue;
          }
          emit(controller, data.subarray(0, open));
          marker(controller, decoder.decode(data.subarray(open, end + 1)));
          data = data.subarray(end + 1);
          from = 0;
        }
      },
      flush(controller) {
        emit(controller, carry);
      },
    });
  };
  return { parts, transform };
}
