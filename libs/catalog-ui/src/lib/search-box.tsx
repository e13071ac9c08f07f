import type { ProductCard, SearchCategory, SearchHint } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useStrings } from './use-strings';
import type { LinkComponent } from './link';
import { moveIndex } from './list-navigation';
import { SearchPopup } from './search-popup';
import { SEARCH_DEBOUNCE_MS, normalizeSearchInput } from './search-rules';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchData, type SearchSources } from './use-search-data';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps extends SearchSources {
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
  /** The localized search results path: the form's action, so a search works without JavaScript too. */
  readonly action: string;
  /**
   * The text to start with, e.g. q on the results page; when it changes (another results page, or
   * leaving them) the box takes the new text.
   */
  readonly defaultValue?: string;
  /** Called with the trimmed text when the shopper submits (Enter in the input or 'show all'). */
  readonly onSubmit: (q: string) => void;
  readonly productHref: (product: ProductCard) => string;
  readonly categoryHref: (category: SearchCategory) => string;
  readonly hintHref: (hint: SearchHint) => string;
  readonly linkComponent?: LinkComponent;
}

/**
 * The header search (spec sections 4 and 5) as an ARIA 1.2 combobox: it opens when the shopper
 * clicks or taps into it, types, or presses Down, shows popular products below 2 characters and
 * results, hints and categories from 2 characters on (after a 250 ms pause in typing); arrow keys
 * move through the options, Enter on an option opens it, Enter in the input submits, Escape closes
 * (and clears when already closed). Tab moves on and closes it: a keyboard user passing the field
 * does not get the popup over the page.
 */
export function SearchBox(props: SearchBoxProps) {
  const { t } = useStrings();
  const id = useId();
  const rootRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(props.defaultValue ?? '');
  // The text follows a new defaultValue, adjusted while rendering (no effect, no extra paint).
  const [shownDefault, setShownDefault] = useState(props.defaultValue ?? '');
  if ((props.defaultValue ?? '') !== shownDefault) {
    setShownDefault(props.defaultValue ?? '');
    setValue(props.defaultValue ?? '');
  }
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(normalizeSearchInput(value), SEARCH_DEBOUNCE_MS);
  // The active option belongs to the term it was chosen for; new results start with none active.
  const [active, setActive] = useState({ term, index: -1 });
  const { groups, loading, noResults, partial } = useSearchData(term, open, props.locale, props);
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const activeIndex = active.term === term && active.index < count ? active.index : -1;
  const expanded = open && count > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const status = loading
    ? t('general.loading')
    : noResults
      ? t('general.no_products_found')
      : partial
        ? t('general.search_partial_results')
        : '';
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    // The active option stays in view in the popup's scroll area (it never takes focus itself).
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive({ term, index: -1 });
  };
  const submit = () => {
    const q = normalizeSearchInput(value);
    if (q === '') return;
    close();
    props.onSubmit(q);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else
          setActive({
            term,
            index: moveIndex(activeIndex, count, event.key === 'ArrowDown' ? 'next' : 'previous'),
          });
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else setValue('');
        return;
      case 'Tab':
        close();
        return;
      case 'Enter':
        event.preventDefault();
        if (expanded && activeIndex >= 0) {
          // The option is a link (or 'show all'): clicking it follows it the way a mouse would.
          rootRef.current?.querySelector<HTMLElement>(`[id="${optionId(activeIndex)}"]`)?.click();
          close();
        } else submit();
        return;
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget)))
      close();
  };
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form
      ref={rootRef}
      className="ns-search"
      role="search"
      action={props.action}
      method="get"
      onSubmit={onFormSubmit}
      onBlur={onBlur}
    >
      <label htmlFor={`${id}-input`} className="ns-visually-hidden">
        {t('general.search')}
      </label>
      <input
        id={`${id}-input`}
        className="ns-search__input"
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-listbox` : undefined}
        aria-activedescendant={activeId}
        placeholder={t('general.search_placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        // A click or tap opens it (spec: opens on focus); keyboard focus passing by does not.
        onPointerDown={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ns-search__submit" aria-label={t('general.search')}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <SearchPopup
        id={id}
        open={open && (count > 0 || status !== '')}
        groups={groups}
        activeIndex={activeIndex}
        optionId={optionId}
        term={term}
        status={status}
        locale={props.locale}
        includeVat={props.includeVat}
        productHref={props.productHref}
        categoryHref={props.categoryHref}
        hintHref={props.hintHref}
        onShowAll={submit}
        onChosen={close}
        linkComponent={props.linkComponent}
      />
    </form>
  );
}
