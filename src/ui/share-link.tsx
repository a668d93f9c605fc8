import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { showSuccess } from '../platform/shell/notify.ts';
import { button } from './button.tsx';
import { Callout } from './callout.tsx';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const box = css({
  flex: '1 1 18rem', minW: '0', h: '11', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'surface',
  color: 'fg.default', fontFamily: 'mono', fontSize: 'sm', _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});

/** Whether this browser can hand a link to another app (the Web Share API). */
const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export interface ShareLinkTexts {
  /** The field's accessible name. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  share: string;
}

/**
 * A link to share: shown whole in a read-only field, copied with one button, and handed to another app with the Web
 * Share API where the browser has it. Where the clipboard is refused, the link is selected for the learner to copy.
 */
export function ShareLink({ url, texts, shareTitle, shareText, testId, compact = false }: {
  url: string;
  texts: ShareLinkTexts;
  shareTitle: string;
  shareText: string;
  testId: string;
  /** Secondary buttons: for a list of links, where no one of them is the page's main action. */
  compact?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [shareable] = useState(canShare);
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      showSuccess(texts.copied);
    } catch {
      setCopyFailed(true);
      field.current?.focus();
      field.current?.select();
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url });
    } catch {
      // Closed without sharing, or refused: the link stays on the page to copy.
    }
  };
  return (
    <>
      <div className={row}>
        <input ref={field} className={box} value={url} readOnly aria-label={texts.label} onFocus={(event) => event.currentTarget.select()} data-testid={`${testId}-link`} />
        <button type="button" className={button({ variant: compact ? 'secondary' : 'primary' })} onClick={() => void copy()} data-testid={`${testId}-copy`}>{texts.copy}</button>
        {shareable && <button type="button" className={button({ variant: 'secondary' })} onClick={() => void share()} data-testid={`${testId}-share`}>{texts.share}</button>}
      </div>
      {copyFailed && <Callout status="error" role="alert" title={texts.copyFailed} data-testid={`${testId}-copy-failed`} />}
    </>
  );
}
