import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../src/platform/db/database';
import { prepareDatabase } from '../seed/prepare-database';

/** How often a test file waiting for another's template looks whether it is done (ms). */
const WAIT_STEP_MS = 100;

/**
 * An embedded database of a test file's own, opened on a copy of a template that the run builds
 * once: creating an embedded database runs initdb (about 2 s of CPU), and migrating and seeding it
 * adds up to 9 s more, while opening a copy takes about one. `root` is an empty folder of the run
 * (a global setup's), `name` the template's and `build` fills an embedded database at the folder
 * it is given and closes it. The first file to ask for a template builds it while the others
 * wait; closing the copy removes it. A run that asks for none builds none.
 */
export async function openDatabaseCopy(
  root: string,
  name: string,
  build: (dataDir: string) => Promise<void>,
): Promise<Database> {
  const template = await builtTemplate(root, name, build);
  const copy = await mkdtemp(join(tmpdir(), `nordshop-${name}-`));
  await cp(template, copy, { recursive: true });
  const database = await openDatabase({ dataDir: copy });
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of the demo database (migrated and seeded with the demo data) for a test file of its own,
 * which it may change at will; `root` is the run's folder of templates. The first file of a run to
 * ask seeds the template once (about 9 s of CPU on a quiet machine) while the others wait; a copy
 * opens in about a second.
 */
export function openSeededDemoCopy(root: string): Promise<Database> {
  return openDatabaseCopy(root, 'demo', async (dataDir) => {
    const database = await prepareDatabase({ dataDir });
    await database.close();
  });
}

/**
 * The template's folder under `root`. Whoever creates its lock folder first builds it in a folder
 * of its own and renames that when done, so that no file ever copies a half-written database; a
 * build that fails leaves its error behind for the waiting files to throw.
 */
async function builtTemplate(
  root: string,
  name: string,
  build: (dataDir: string) => Promise<void>,
): Promise<string> {
  const done = join(root, name);
  const failed = join(root, `${name}.failed`);
  if (await claim(join(root, `${name}.lock`))) {
    const building = join(root, `${name}.building`);
    try {
      await build(building);
      await rename(building, done);
    } catch (err) {
      await writeFile(failed, err instanceof Error ? (err.stack ?? err.message) : String(err));
      throw err;
    }
    return done;
  }
  for (;;) {
    if (await exists(done)) return done;
    if (await exists(failed))
      throw new Error(`building the ${name} database failed:\n${await readFile(failed, 'utf8')}`);
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

/** An empty folder for a run's templates, and its removal when the run ends (for a global setup). */
export async function templatesFolder(): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'nordshop-templates-'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
