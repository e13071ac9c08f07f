import type { SearchHint } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/**
 * Search hints of a locale whose trigger word is in the text, starts with it, or is a near miss
 * (trigram similarity), best match first.
 */
export async function searchHints(db: Db, locale: LocaleCode, text: string): Promise<SearchHint[]> {
  const q = text.trim().toLowerCase().slice(0, 100);
  return queryRows<SearchHint>(
    db,
    sql`select id, url, url_title from search_triggers
        where locale = ${locale}
          and (trigger % ${q} or strpos(${q}, lower(trigger)) > 0 or (length(${q}) >= 2 and lower(trigger) like ${`${q.replace(/[\\%_]/g, '\\$&')}%`}))
        order by similarity(trigger, ${q}) desc, id limit 5`,
  );
}
