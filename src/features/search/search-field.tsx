import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SEARCH_QUERY_MAX } from '../../contract/search.ts';
import { srOnly } from '../../ui/layout.ts';
import * as ui from './ui.ts';
import { CloseIcon, SearchIcon } from '../../ui/icons.ts';

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
      className={ui.fieldWrap}
      onSubmit={(event) => {
        event.preventDefault();
        if (window.matchMedia('(pointer: coarse)').matches) input.current?.blur();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className={srOnly}>{t('search.field.label')}</label>
      <SearchIcon className={ui.fieldIcon} />
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        className={ui.field}
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
          className={ui.clearButton}
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
