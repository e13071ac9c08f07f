import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** A fixed statement: its name and its SQL text. */
interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

const { serialize } = protocol;

/** A parameter of a type PGlite has no serializer for, as text (what PGlite's `query` sends). */
function asText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}
const STREAM = { syncToFs: false } as const;

/**
 * Runs fixed statements on PGlite as named prepared statements, as PostgreSQL's own connections
 * do: each is parsed once, and after its first runs PostgreSQL keeps a generic plan when that plan
 * is no dearer than planning each time. On the embedded database planning the hot paths' statements
 * cost several times their execution (a product page's card statement: 1.25 ms to plan, 0.13 ms
 * to run; BENCHMARKS.md), and PGlite's `query` parses and plans an unnamed statement on every call.
 *
 * The protocol steps are PGlite's `query`'s, on the same locks: a statement never runs inside
 * another caller's transaction. A run sends its bind, describe, execute and sync in one buffer
 * (one pass through the engine instead of four; PGlite reads batched messages in order, and after
 * an error PostgreSQL skips to the sync as on a socket). A statement that fails to prepare is not
 * remembered, so the next call prepares it again.
 */
export function pglitePreparedRunner(client: PGlite) {
  const prepared = new Map<string, { readonly text: string; readonly types: number[] }>();

  /** Parses and describes a statement the session has not prepared: its parameters' types. */
  async function prepare(statement: NamedStatement): Promise<number[]> {
    try {
      await client.execProtocolStream(
        serialize.parse({ name: statement.name, text: statement.text }),
        STREAM,
      );
      const types = parse.parseDescribeStatementResults(
        await client.execProtocolStream(
          serialize.describe({ type: 'S', name: statement.name }),
          STREAM,
        ),
      );
      prepared.set(statement.name, { text: statement.text, types });
      return types;
    } finally {
      // A failed parse leaves no statement behind; the next call prepares it again.
      await client.execProtocolStream(serialize.sync(), STREAM);
    }
  }

  async function runLocked<T>(statement: NamedStatement, params: readonly unknown[]) {
    const known = prepared.get(statement.name);
    if (known !== undefined && known.text !== statement.text)
      throw new Error(`Two statements are named ${statement.name}`);
    const types = known?.types ?? (await prepare(statement));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[index] ?? 0];
      return serializer ? serializer(value) : asText(value);
    });
    const messages = await client.execProtocolStream(
      // One buffer: the engine reads the batched messages in order.
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      STREAM,
    );
    await client.syncToFs();
    return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
  }

  return async <T>(statement: NamedStatement, params: readonly unknown[]): Promise<T[]> => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runLocked<T>(statement, params)),
    );
  };
}
