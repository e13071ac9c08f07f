import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Gives the run an empty folder for the seeded demo database that test files share as copies
 * (seeded-database.ts), and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'nordshop-storefront-seed-'));
  project.provide('seededDatabaseRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
