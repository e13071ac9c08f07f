/**
 * At most `size` page renders at a time, the others waiting their turn in arrival order. With the
 * embedded database every render runs on the one main thread, database included: letting every
 * request render at once makes each turn of the event loop as long as all of them together, and
 * under load the process then takes in new connections one per turn (several seconds for the
 * last of fifty). A few renders at a time keep the turns short, and the order fair.
 *
 * A slot is held until the page's HTML is produced (not until the client has read it: a slow
 * reader holds no slot).
 */
export class RenderSlots {
  readonly #size: number;
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#size = size;
  }

  /** Renders when a slot is free; the slot is freed once the response's body is produced. */
  async run(render: () => Promise<Response>): Promise<Response> {
    await this.#acquire();
    let response: Response;
    try {
      response = await render();
    } catch (error) {
      this.#release();
      throw error;
    }
    if (!response.body) {
      this.#release();
      return response;
    }
    // No back-pressure on either side: the body is read to its end as fast as it is written, and
    // the slot is free then, whoever reads the page and however slowly.
    const produced = new TransformStream<Uint8Array, Uint8Array>(
      undefined,
      { highWaterMark: Number.POSITIVE_INFINITY },
      { highWaterMark: Number.POSITIVE_INFINITY },
    );
    response.body.pipeTo(produced.writable).then(
      () => this.#release(),
      () => this.#release(),
    );
    const { status, statusText, headers } = response;
    return new Response(produced.readable, { status, statusText, headers });
  }

  /** Renders in progress. */
  get busy(): number {
    return this.#busy;
  }

  /** Renders waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #acquire(): Promise<void> {
    if (this.#busy < this.#size) {
      this.#busy += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    // The slot passes straight to the next in line.
    if (next) next();
    else this.#busy -= 1;
  }
}
