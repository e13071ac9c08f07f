import { STAFF_SCOPES, type StaffScope } from '@nordshop/api-contract';
import type { Db } from '../platform/db/database';
import { createStaffKey, listStaffKeys, revokeStaffKey } from './staff-keys';

/** How to call the command. */
export const STAFF_KEY_USAGE = `usage: staff-key create --name <system> --scopes <scope,scope,…> | list | revoke <id>
scopes: ${STAFF_SCOPES.join(', ')}`;

/** What the command prints and its exit code. */
export interface CommandResult {
  readonly out: readonly string[];
  readonly err: readonly string[];
  readonly code: number;
}

const usage = (problem?: string): CommandResult => ({
  out: [],
  err: [...(problem ? [problem] : []), STAFF_KEY_USAGE],
  code: 2,
});

/** The value after `--name` in `args`, or undefined. */
const optionOf = (args: readonly string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * `staff-key create --name erp --scopes catalog:write,orders:read` prints a new key once (decision
 * 038); `list` shows every key without its secret; `revoke <id>` ends one.
 */
export async function staffKeyCommand(
  args: readonly string[],
  db: Db,
  now: Date,
): Promise<CommandResult> {
  const [action, ...rest] = args;
  if (action === 'create') {
    const name = optionOf(rest, '--name')?.trim() ?? '';
    const scopes = (optionOf(rest, '--scopes') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = scopes.filter((s) => !(STAFF_SCOPES as readonly string[]).includes(s));
    if (name === '' || name.length > 100) return usage('--name: a name of 1 to 100 characters');
    if (scopes.length === 0 || unknown.length > 0)
      return usage(
        `--scopes: ${unknown.length > 0 ? `unknown ${unknown.join(', ')}` : 'at least one'}`,
      );
    const { id, key } = await createStaffKey(db, { name, scopes: scopes as StaffScope[] });
    return {
      out: [key],
      err: [
        `Staff key ${id} (${name}: ${scopes.join(', ')}). It is shown only now; keep it secret.`,
      ],
      code: 0,
    };
  }
  if (action === 'list') {
    const keys = await listStaffKeys(db);
    return {
      out: keys.map((key) =>
        [
          key.id,
          key.name,
          `${key.hint}…`,
          key.scopes.join(','),
          key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active',
          key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : 'never used',
        ].join('\t'),
      ),
      err: [],
      code: 0,
    };
  }
  if (action === 'revoke') {
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id < 1) return usage('revoke: the key’s id');
    return (await revokeStaffKey(db, id, now))
      ? { out: [`staff key ${id} revoked`], err: [], code: 0 }
      : { out: [], err: [`no active staff key ${id}`], code: 1 };
  }
  return usage();
}
