// Owns the header's search box (ADR 0050): a plain GET form to the shop's search results (spec §2), so it works before and
// without JavaScript; with it, suggestions as you type in a WAI-ARIA 1.2 combobox, their code and data loaded on first focus.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath, SHOP_SEARCH_CATEGORY, type Locale } from '@storefront/contracts';
import { formatMoney } from '@storefront/i18n';
import { imageSrcSet } from '@storefront/catalogue-data/images';
import { useMediaUrl, useRuntimeConfig } from '@storefront/platform';
import { Icon, VisuallyHidden } from '@storefront/ui';
import { useShellTranslation } from '../../i18n';
import { flatOptions, moveActive, type OptionGroup, type SearchOption } from './options';
import type { Suggested, Suggester } from './suggester';
import styles from './HeaderSearch.module.css';

/** A short pause after a key before asking: a fast typist's every key does not start a search. */
const DEBOUNCE_MS = 80;
/** A product's picture in the list, in CSS pixels. */
const THUMB = 48;

export function HeaderSearch({
  locale,
  variant,
  onNavigate,
  autoFocus = false,
}: {
  locale: Locale;
  /** In the header's bar (desktop), or in the phone's search panel. */
  variant: 'bar' | 'panel';
  /** Told when the box leads to another page (the phone's panel closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useShellTranslation(locale);
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const id = useId();
  const listbox = `${id}-listbox`;
  const action = localizedPath('shopListing', locale, { category: SHOP_SEARCH_CATEGORY });
  const [value, setValue] = useState('');
  const [suggested, setSuggested] = useState<Suggested & { keyword?: string }>({ groups: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggester = useRef<Promise<Suggester> | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const asked = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = flatOptions(suggested.groups);
  const activeHref = useRef<string | undefined>(undefined);
  useEffect(() => {
    activeHref.current = options[active]?.href;
  });
  const expanded = open && options.length > 0;
  const optionId = (at: number) => `${id}-option-${at}`;

  const load = () =>
    (suggester.current ??= import('./suggester').then(({ createSuggester }) =>
      createSuggester(config, locale, (link) => t(`links.${link.key}`)),
    ));

  const ask = (keyword: string) => {
    asked.current = keyword;
    clearTimeout(timer.current);
    if (!keyword.trim()) {
      setSuggested({ groups: [] });
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => {
      void load()
        .then((suggest) => suggest(keyword))
        .then((found) => {
          // An answer for a keyword typed over since is dropped.
          if (asked.current !== keyword) return;
          setSuggested({ ...found, keyword });
          // The option under the pointer or the arrows stays active while it is still offered.
          const was = activeHref.current;
          setActive(was ? flatOptions(found.groups).findIndex((option) => option.href === was) : -1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    // The header stays from page to page: the next search starts from an empty field (the results page shows the keyword).
    setValue('');
    ask('');
    onNavigate?.();
    void navigate(href);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    go(`${action}?${new URLSearchParams({ e: keyword })}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? moveActive(active, options.length, event.key) : event.key === 'ArrowDown' ? 0 : options.length - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(options[active]!.href);
    }
  };

  // The first Escape closes the list, the next one clears the field (WAI-ARIA combobox pattern), and only then may a dialog
  // around the field (the phone's panel) close: Radix listens on the document's capture phase, so the field's own Escape
  // is taken on the window's, before it.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== field.current || (!expanded && !value)) return;
      event.preventDefault();
      event.stopPropagation();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else {
        setValue('');
        asked.current = '';
        clearTimeout(timer.current);
        setSuggested({ groups: [] });
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [expanded, value]);

  const label = (group: OptionGroup) =>
    group.kind === 'product' && suggested.alternative
      ? t('search.resultsFor', { keyword: suggested.alternative })
      : t(`search.groups.${group.kind}`);

  return (
    <form role="search" action={action} method="get" className={styles.search} data-variant={variant} onSubmit={search}>
      <label htmlFor={`${id}-field`} className={styles.label}>
        {t('search.label')}
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={`${id}-field`}
          type="search"
          name="e"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listbox}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={value}
          // The phone's panel opens for this field alone.
          autoFocus={autoFocus}
          onFocus={() => {
            void load().catch(() => undefined);
            if (value.trim()) setOpen(true);
          }}
          onBlur={close}
          onChange={(event) => {
            setValue(event.target.value);
            ask(event.target.value);
          }}
          onKeyDown={onKeyDown}
          data-testid="header-search"
        />
        <button
          type="submit"
          className={styles.submit}
          // A folded field would open under the pointer between the press and the release, taking the click: the press
          // leaves the focus where it is, and the click opens it.
          onMouseDown={(event) => {
            if (!value.trim()) event.preventDefault();
          }}
          onClick={(event) => {
            // The button of a folded field (the header's bar below 100em) opens it rather than searching for nothing.
            if (value.trim()) return;
            event.preventDefault();
            field.current?.focus();
          }}
        >
          <Icon name="search" size={20} />
          <VisuallyHidden>{t('search.submit')}</VisuallyHidden>
        </button>
      </div>
      <div
        id={listbox}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.listbox}
        hidden={!expanded}
        // Keeps the focus in the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        data-testid="search-suggestions"
        data-keyword={suggested.keyword}
      >
        {suggested.groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
            <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupLabel}>
              {label(group)}
            </div>
            {group.options.map((option, at) => (
              <Option
                key={option.href}
                id={optionId(group.start + at)}
                option={option}
                locale={locale}
                active={group.start + at === active}
                onChoose={() => go(option.href)}
                onHover={() => setActive(group.start + at)}
              />
            ))}
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <span role="status">{expanded ? t('search.count', { count: options.length }) : ''}</span>
      </VisuallyHidden>
    </form>
  );
}

function Option({
  id,
  option,
  locale,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  option: SearchOption;
  locale: Locale;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const { t } = useShellTranslation(locale);
  const media = useMediaUrl();
  const src = option.image ? media(option.image.src) : '';
  // The stored copies narrower than the picture; the browser takes the one that fits 48 px at its density.
  const srcSet = src ? imageSrcSet(src, option.image?.width ?? THUMB * 2) : undefined;
  return (
    // The combobox's input keeps the focus and answers the keys (aria-activedescendant); a click chooses.
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      data-kind={option.kind}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
    >
      {option.kind === 'product' && (
        <span className={styles.thumb} aria-hidden="true">
          {src ? (
            <img src={src} {...(srcSet ? { srcSet, sizes: `${THUMB}px` } : {})} alt="" width={THUMB} height={THUMB} decoding="async" />
          ) : null}
        </span>
      )}
      <span className={styles.optionTitle}>{option.title}</span>
      {option.price ? (
        <span className={styles.price}>
          {option.price.from ? `${t('search.from')} ` : ''}
          {formatMoney(option.price.amount, 'CAD', locale)}
        </span>
      ) : null}
    </div>
  );
}
