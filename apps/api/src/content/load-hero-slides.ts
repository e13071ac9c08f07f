import type { HeroSlide } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';

const ACTIVE_SLIDES: PreparedStatement = {
  name: 'content.hero_slides',
  text: `select s.id, t.title, t.text, t.cta, t.uri, s.background, s.image_url, s.image_width, s.image_height
         from hero_slides s join hero_slide_texts t on t.slide_id = s.id and t.locale = $1
         where (s.starts_at is null or s.starts_at <= $2::timestamptz)
           and (s.expires_at is null or s.expires_at > $2::timestamptz)
         order by s.sort_order, s.id`,
};

interface SlideRow {
  id: number;
  title: string;
  text: string;
  cta: string;
  uri: string;
  background: string;
  image_url: string;
  image_width: number;
  image_height: number;
}

/** The hero slides of a locale whose window holds `now` (starts_at inclusive, expires_at exclusive), in slider order. */
export async function loadHeroSlides(
  database: Database,
  locale: LocaleCode,
  now: Date,
): Promise<HeroSlide[]> {
  const rows = await database.run<SlideRow>(ACTIVE_SLIDES, [locale, now.toISOString()]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    text: row.text,
    cta: row.cta,
    uri: row.uri,
    image: { url: row.image_url, width: row.image_width, height: row.image_height },
    background: row.background,
  }));
}
