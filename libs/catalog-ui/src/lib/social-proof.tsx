import { useStrings } from './use-strings';

/** The display settings that govern social proof (spec section 3, display settings). */
export interface SocialProofSettings {
  /** Show "N people viewed this" lines. */
  readonly recent_product_views: boolean;
  /** Show "N bought today" lines. */
  readonly items_bought_today: boolean;
  /** A views line shows only above this many views. */
  readonly view_threshold: number;
  /** A bought-today line shows only above this many items. */
  readonly purchase_threshold: number;
}

/** A product's recent activity (views in the last 24 hours, items sold today). */
export interface SocialProofStats {
  readonly recent_views: number;
  readonly bought_today: number;
}

/** One line of social proof: its string key and count. */
export interface SocialProofLine {
  readonly key: 'product.social_views' | 'product.social_bought';
  readonly count: number;
}

/**
 * The social-proof lines of a product page (spec section 4): recent views and items bought today,
 * each only when switched on in the display settings and strictly above its threshold.
 */
export function socialProofLines(
  stats: SocialProofStats,
  settings: SocialProofSettings,
): SocialProofLine[] {
  const lines: SocialProofLine[] = [];
  if (settings.recent_product_views && stats.recent_views > settings.view_threshold)
    lines.push({ key: 'product.social_views', count: stats.recent_views });
  if (settings.items_bought_today && stats.bought_today > settings.purchase_threshold)
    lines.push({ key: 'product.social_bought', count: stats.bought_today });
  return lines;
}

/** Props of {@link SocialProof}. */
export interface SocialProofProps {
  readonly stats: SocialProofStats;
  readonly settings: SocialProofSettings;
}

/** The social-proof lines under a product's price; nothing when no line passes its threshold. */
export function SocialProof({ stats, settings }: SocialProofProps) {
  const { t } = useStrings();
  const lines = socialProofLines(stats, settings);
  if (lines.length === 0) return null;
  return (
    <ul className="ns-social-proof">
      {lines.map((line) => (
        <li
          key={line.key}
          className={`ns-social-proof__line ns-social-proof__line--${line.key === 'product.social_views' ? 'views' : 'bought'}`}
        >
          {t(line.key, { count: line.count })}
        </li>
      ))}
    </ul>
  );
}
