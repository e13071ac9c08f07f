import { getTableColumns, getTableName, is, SQL, sql, type Table } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';

const CHUNK = 20_000;

/**
 * Inserts many rows fast: one `insert ... select from json_to_recordset($1)` per chunk of 20,000
 * rows, so a chunk is one statement with a single JSON parameter that PostgreSQL parses once.
 * Writes the columns some row sets (generated columns are skipped); a row without a value gets the
 * column's default. Rows are Drizzle insert objects.
 */
export async function bulkInsert<T extends Table>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => present.has(key) && !(column as { generated?: unknown }).generated,
  );
  const name = getTableName(table);
  const targets = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const definitions = sql.join(
    columns.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  const selected = sql.join(
    columns.map(([, column]) =>
      is(column.default, SQL)
        ? sql`coalesce(x.${sql.identifier(column.name)}, ${column.default})`
        : sql`x.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const records = rows.slice(start, start + CHUNK).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value: unknown =
          (row as Record<string, unknown>)[key] ??
          (is(column.default, SQL) ? null : column.default);
        record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
      }
      return record;
    });
    try {
      await db.execute(
        sql`insert into ${sql.identifier(name)} (${targets}) select ${selected} from json_to_recordset(${JSON.stringify(records)}::json) as x(${definitions})`,
      );
    } catch (err) {
      // The chunk's JSON would flood any log that prints the error: keep only the reason.
      const reason =
        (err as { cause?: { message?: string } }).cause?.message ?? String(err).slice(0, 200);
      if (err instanceof Error)
        Object.assign(err, { params: '[omitted]', query: `insert into ${name} ...` });
      throw new Error(`bulk insert into ${name} failed: ${reason}`, { cause: err });
    }
  }
}
