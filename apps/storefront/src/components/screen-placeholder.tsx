import type { LocaleCode, RouteName } from '@nordshop/locale-config';
import { SCREEN_TITLES } from '../routing/screen-titles';

/** A screen whose page is not built yet: its title and the parameters it was opened with. */
export function ScreenPlaceholder({
  locale,
  name,
  params,
}: {
  locale: LocaleCode;
  name: RouteName;
  params: Readonly<Record<string, string | undefined>>;
}) {
  const entries = Object.entries(params).filter(
    ([key, value]) => key !== 'locale' && key !== '*' && value !== undefined,
  );
  return (
    <main className="screen" data-screen={name}>
      <h1>{SCREEN_TITLES[name][locale]}</h1>
      {entries.length > 0 ? (
        <dl className="screen__params">
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt>{key === '_splat' ? 'path' : key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </main>
  );
}
