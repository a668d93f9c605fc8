import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_QUERY_MAX } from '../../contract/search.ts';
import { srOnly } from '../../ui/layout.ts';
import { CloseIcon, SearchIcon } from '../../ui/icons.ts';
import { css } from 'styled-system/css';

// The page's search field: large, with the magnifier inside and a clear button at the end.
export const searchFieldWrap = css({ position: 'relative', w: 'full', maxW: '3xl', mt: '2' });

export const searchFieldIcon = css({
  position: 'absolute',
  left: '4',
  top: '50%',
  transform: 'translateY(-50%)',
  w: '5',
  h: '5',
  color: 'fg.muted',
  pointerEvents: 'none',
});

export const searchField = css({
  w: 'full',
  minH: '14',
  pl: '12',
  pr: '12',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  fontSize: { base: 'md', md: 'lg' },
  boxShadow: 'raised',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  appearance: 'none',
  _placeholder: { color: 'fg.muted' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px {colors.brand.halo}' },
  // The browser's own clear button would sit beside ours.
  '&::-webkit-search-cancel-button': { appearance: 'none' },
});

const clearButton = css({
  position: 'absolute',
  right: '2',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '1px' },
  '& svg': { w: '4.5', h: '4.5' },
});

export const SEARCH_INPUT_ID = 'search-input';

/** Focuses the page's search field with the caret after what it holds (typing goes on where it stopped). */
export function focusSearchField(doc: Document = document): void {
  const input = doc.getElementById(SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  /** Ids of what the field controls (the results), for screen readers. */
  controls?: string;
}

/**
 * The page's search field: results follow every keystroke, so there is nothing to submit (Enter keeps the page
 * as it is; on phones it closes the keyboard). A search landmark with a label.
 */
export function SearchField({ value, onChange, controls }: SearchFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      className={searchFieldWrap}
      onSubmit={(event) => {
        event.preventDefault();
        if (window.matchMedia('(pointer: coarse)').matches) input.current?.blur();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className={srOnly}>{t('search.field.label')}</label>
      <SearchIcon className={searchFieldIcon} />
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        className={searchField}
        type="search"
        name="search"
        value={value}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.field.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-controls={controls}
        data-testid="search-input"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className={clearButton}
          aria-label={t('search.field.clear')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </form>
  );
}
