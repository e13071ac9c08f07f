import { IMPORT_MAX_LINES } from '@nordshop/api-contract';
import { openDatabase, type DatabaseOptions } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { DomainError } from '../platform/http/errors';
import type { ImportOptions } from './import-catalog';
import { importFile } from './import-file';

/** The command's usage. */
export const IMPORT_USAGE = 'usage: cli.js import <catalog.jsonl>';

/**
 * import <file.jsonl>: imports a catalog file through the same rules as the staff API, in chunks
 * of 1,000 lines, each chunk one transaction (every line is checked before the first is written).
 * Prints each chunk's progress to stderr and the counts as JSON to stdout; a refused file prints
 * the fields (`lines.<line>.<field>`) and exits with 1. With the embedded database, stop the
 * server first.
 */
export async function runImportCommand(
  args: readonly string[],
  options: DatabaseOptions,
  audit: ImportOptions['audit'],
): Promise<void> {
  if (args.length !== 1 || !args[0]) {
    console.error(IMPORT_USAGE);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase(options);
  const started = Date.now();
  try {
    await migrate(database.db);
    console.error(`importing ${args[0]} in transactions of ${IMPORT_MAX_LINES} lines`);
    const report = await importFile(database.db, args[0], {
      audit,
      onChunk: (done) =>
        console.error(
          `chunk ${done.chunks} committed: ${done.lines} lines, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ),
    });
    console.log(JSON.stringify(report));
  } catch (err) {
    if (err instanceof DomainError) {
      console.error(err.message);
      for (const [field, message] of Object.entries(err.fields ?? {}))
        console.error(`${field}: ${message}`);
    } else console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
