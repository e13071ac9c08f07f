import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';
import { DEVICE_BRANDS } from './data/devices';
import { slugify } from './slugify';

/**
 * Writes the release month of the seeded phone models a database lacks (one seeded before the
 * months were kept), found by their slug; months already set are left as they are. Returns how
 * many models got one.
 */
export async function addModelReleases(db: Db): Promise<number> {
  const releases = DEVICE_BRANDS.flatMap((brand) =>
    brand.models.map((model) => sql`(${slugify(model.name)}, ${`${model.released}-01`}::date)`),
  );
  if (releases.length === 0) return 0;
  const updated = await queryRows<{ id: number }>(
    db,
    sql`update categories c set released_on = r.released
        from (values ${sql.join(releases, sql`, `)}) as r(slug, released)
        where c.kind = 'device_model' and c.released_on is null
          and c.id in (select t.category_id from category_texts t where t.slug = r.slug)
        returning c.id`,
  );
  return updated.length;
}
