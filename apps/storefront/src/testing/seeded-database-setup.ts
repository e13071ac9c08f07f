import { templatesFolder } from '@nordshop/api/testing/database-copies';
import type { TestProject } from 'vitest/node';

/**
 * Gives the run an empty folder for the seeded demo database that test files share as copies
 * (seeded-database.ts), and removes it when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await templatesFolder();
  project.provide('seededDatabaseRoot', templates.root);
  return templates.remove;
}
