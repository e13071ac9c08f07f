import type { ProductCard, SearchCategory, SearchHint } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { MouseEvent } from 'react';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';
import { Price } from './price';
import type { SearchOption, SearchOptionGroup } from './search-options';
import { keepUnitsTogether } from './non-breaking-units';

/** Props of the search popup (internal to SearchBox). */
export interface SearchPopupProps {
  readonly id: string;
  readonly open: boolean;
  readonly groups: readonly SearchOptionGroup[];
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly term: string;
  readonly status: string;
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
  readonly productHref: (product: ProductCard) => string;
  readonly categoryHref: (category: SearchCategory) => string;
  readonly hintHref: (hint: SearchHint) => string;
  readonly onShowAll: () => void;
  readonly onChosen: () => void;
  readonly linkComponent?: LinkComponent | undefined;
}

/** The listbox of a search combobox: groups of options, each option a link (or 'show all'). */
export function SearchPopup(props: SearchPopupProps) {
  const { t } = useStrings();
  const Link = props.linkComponent ?? PlainLink;
  const listboxId = `${props.id}-listbox`;
  // Option indexes run across groups, as the combobox's active index does.
  const firstIndex = props.groups.map((_, g) =>
    props.groups.slice(0, g).reduce((sum, group) => sum + group.options.length, 0),
  );

  const renderOption = (option: SearchOption, index: number) => {
    const common = {
      id: props.optionId(index),
      role: 'option',
      tabIndex: -1,
      'aria-selected': index === props.activeIndex,
      className: `ns-search__option${index === props.activeIndex ? ' ns-search__option--active' : ''}`,
    } as const;
    switch (option.kind) {
      case 'product':
        return (
          <Link key={`p${option.product.id}`} {...common} href={props.productHref(option.product)}>
            <img
              className="ns-search__thumb"
              src={option.product.thumb.url}
              width={option.product.thumb.width}
              height={option.product.thumb.height}
              alt=""
              loading="lazy"
            />
            <span className="ns-search__name">
              {keepUnitsTogether(
                [option.product.prefix, option.product.name].filter(Boolean).join(' '),
              )}
            </span>
            <Price
              prices={option.product.prices}
              vat={option.product.vat}
              locale={props.locale}
              includeVat={props.includeVat}
              className="ns-search__price"
            />
          </Link>
        );
      case 'hint':
        return (
          <Link key={`h${option.hint.id}`} {...common} href={props.hintHref(option.hint)}>
            {option.hint.url_title}
          </Link>
        );
      case 'category':
        return (
          <Link
            key={`c${option.category.uri}`}
            {...common}
            href={props.categoryHref(option.category)}
          >
            <span className="ns-search__name">{option.category.hierarchy.at(-1)}</span>
            {option.category.hierarchy.length > 1 ? (
              <span className="ns-search__path">
                {option.category.hierarchy.slice(0, -1).join(' › ')}
              </span>
            ) : null}
          </Link>
        );
      case 'all':
        return (
          <div
            key="all"
            {...common}
            className={`${common.className} ns-search__option--all`}
            onClick={props.onShowAll}
          >
            {t('general.show_all_results', { count: option.total })}
          </div>
        );
    }
  };

  // Keeps focus in the input while an option is clicked, so the popup stays until the click lands.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div
      className="ns-search__popup"
      hidden={!props.open}
      // It scrolls, but its options are reached from the input (aria-activedescendant): not a tab
      // stop of its own, as a scrollable box without focusable content otherwise is.
      tabIndex={-1}
      onMouseDown={keepFocus}
      onClick={props.onChosen}
    >
      <p className="ns-search__status" role="status">
        {props.status}
      </p>
      {props.groups.length > 0 ? (
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('general.search')}
          className="ns-search__listbox"
        >
          {props.groups.map((group, g) => (
            <div
              key={group.id}
              role="group"
              aria-labelledby={`${props.id}-${group.id}`}
              className="ns-search__group"
            >
              <div
                role="presentation"
                id={`${props.id}-${group.id}`}
                className="ns-search__group-label"
              >
                {t(group.labelKey, { query: props.term })}
              </div>
              {group.options.map((option, i) => renderOption(option, (firstIndex[g] ?? 0) + i))}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
