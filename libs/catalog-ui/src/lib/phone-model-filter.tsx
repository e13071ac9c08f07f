import { useId } from 'react';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';
import type { PhoneModelChoice, PhoneModelGroup } from './phone-model-groups';

/** Props of {@link PhoneModelFilter}. */
export interface PhoneModelFilterProps {
  /** The listing's phone models with their counts, grouped by maker (groupPhoneModels of the API's phone_models). */
  readonly groups: readonly PhoneModelGroup[];
  /** The slug of the chosen model, if any. */
  readonly selected?: string | undefined;
  /** The listing filtered by a model, or unfiltered for undefined. */
  readonly href: (model: PhoneModelChoice | undefined) => string;
  readonly linkComponent?: LinkComponent;
}

/**
 * The phone_model filter of a listing: "all models", then each maker's models newest first
 * (as groupPhoneModels orders them), as links. A disclosure that starts closed, its summary naming the
 * chosen model; on screens from 768 px the CSS shows it open. Works without JavaScript.
 */
export function PhoneModelFilter({ groups, selected, href, linkComponent }: PhoneModelFilterProps) {
  const { t } = useStrings();
  const Link = linkComponent ?? PlainLink;
  const id = useId();
  const models = groups.flatMap((group) => group.models);
  if (models.length === 0) return null;
  const chosen = models.find((model) => model.slug === selected);
  return (
    <details className="ns-phone-models">
      <summary className="ns-phone-models__summary">
        <span className="ns-phone-models__title" id={`${id}-title`}>
          {t('listing.filter.phone_model')}
        </span>
        {chosen ? <span className="ns-phone-models__chosen">{chosen.name}</span> : null}
      </summary>
      <nav className="ns-phone-models__body" aria-labelledby={`${id}-title`}>
        <p className="ns-phone-models__all">
          <Link
            href={href(undefined)}
            className="ns-phone-models__chip"
            aria-current={chosen ? undefined : 'page'}
          >
            {t('listing.all_models')}
          </Link>
        </p>
        {groups.map((group) => (
          <div key={group.brand.slug} className="ns-phone-models__group">
            <p className="ns-phone-models__brand" id={`${id}-${group.brand.slug}`}>
              {group.brand.name}
            </p>
            <ul aria-labelledby={`${id}-${group.brand.slug}`}>
              {group.models.map((model) => (
                <li key={model.slug}>
                  <Link
                    href={href(model)}
                    className="ns-phone-models__chip"
                    aria-current={model.slug === chosen?.slug ? 'page' : undefined}
                  >
                    {model.name} <span className="ns-phone-models__count">({model.count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </details>
  );
}
