import { prepareDatabase, type Database } from '@nordshop/api';
import { cp, mkdir, mkdtemp, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder of the run where the seeded demo database is kept (seeded-database-setup.ts). */
    seededDatabaseRoot: string;
  }
}

/** How often a test file waiting for another's seeding looks whether it is done (ms). */
const WAIT_STEP_MS = 100;

/**
 * The demo database for a test file: a copy of its own of the embedded database seeded with the
 * demo data, which it may change at will; closing it removes the copy. The first file of a run to
 * ask seeds it once (about 9 s of CPU on a quiet machine) while the others wait; each file then
 * opens a copy in under a second instead of seeding its own. A run that asks for none seeds none.
 */
export async function openSeededDatabase(): Promise<Database> {
  const template = await seededTemplate(inject('seededDatabaseRoot'));
  const copy = await mkdtemp(join(tmpdir(), 'nordshop-storefront-db-'));
  await cp(template, copy, { recursive: true });
  const database = await prepareDatabase({ dataDir: copy });
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/**
 * The seeded template's folder under `root`. Whoever creates `root/lock` first seeds into a folder
 * of its own and renames it to `root/data` when done, so that no file ever copies a half-written
 * database; a seeding that fails leaves its error in `root/failed` for the waiting files to throw.
 */
async function seededTemplate(root: string): Promise<string> {
  const data = join(root, 'data');
  const failed = join(root, 'failed');
  if (await claim(join(root, 'lock'))) {
    const seeding = join(root, 'seeding');
    try {
      const database = await prepareDatabase({ dataDir: seeding });
      await database.close();
      await rename(seeding, data);
    } catch (err) {
      await writeFile(failed, err instanceof Error ? (err.stack ?? err.message) : String(err));
      throw err;
    }
    return data;
  }
  for (;;) {
    if (await exists(data)) return data;
    if (await exists(failed))
      throw new Error(`seeding the demo database failed:\n${await readFile(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Creates `path` as a folder; false when it was there already (another file claimed it). */
async function claim(path: string): Promise<boolean> {
  try {
    await mkdir(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
