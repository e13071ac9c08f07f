import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrate';

// The migrations run by file name (migrate.ts) and are recorded by name, so a name never changes
// once released. drizzle-kit (npm run db:generate) reads the journal and the snapshot of the
// highest number: both must follow the files, or the next generated migration repeats or misses
// what the last ones did.

const DRIZZLE = join(import.meta.dirname, '../../../drizzle');

interface JournalEntry {
  readonly idx: number;
  readonly when: number;
  readonly tag: string;
}

const journal = (
  JSON.parse(readFileSync(join(DRIZZLE, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  }
).entries;

const snapshot = (tag: string) =>
  JSON.parse(readFileSync(join(DRIZZLE, `meta/${tag.slice(0, 4)}_snapshot.json`), 'utf8')) as {
    id: string;
    prevId: string;
  };

describe('the migration journal', () => {
  it('lists every migration file once, numbered in order, as the shop runs them', () => {
    const files = readdirSync(DRIZZLE)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.slice(0, -'.sql'.length))
      .sort();
    expect(journal.map((entry) => entry.tag)).toEqual(files);
    expect(MIGRATIONS.map((migration) => migration.name)).toEqual(files);
    expect(journal.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
    expect(files.map((name) => name.slice(0, 4))).toEqual(
      files.map((_, index) => String(index).padStart(4, '0')),
    );
  });

  it('chains each snapshot to the one before it', () => {
    const chain = journal.map((entry) => snapshot(entry.tag));
    chain.slice(1).forEach((current, index) => {
      expect(current.prevId, journal[index + 1]!.tag).toBe(chain[index]!.id);
    });
  });

  it('gives migrations from 0016 on a time later than any before them', () => {
    // 0010 carries a time later than 0011-0015 (released so); drizzle-kit warns about entries
    // that are not later than every earlier one, so each new entry is.
    const from = journal.findIndex((entry) => entry.tag.startsWith('0016'));
    for (let index = Math.max(from, 1); index < journal.length; index += 1) {
      const earlier = Math.max(...journal.slice(0, index).map((entry) => entry.when));
      expect(journal[index]!.when, journal[index]!.tag).toBeGreaterThan(earlier);
    }
  });
});
