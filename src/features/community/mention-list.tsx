import { forwardRef, useEffect, useImperativeHandle, useState } from 'react';
import { css } from 'styled-system/css';

export interface MentionItem {
  readonly id: number;
  readonly label: string;
  readonly role: string;
}

export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

interface Props {
  items: readonly MentionItem[];
  command: (item: { id: string; label: string }) => void;
  empty: string;
}

const list = css({
  position: 'fixed', zIndex: 60, minW: '14rem', maxW: '20rem', bg: 'surface', borderWidth: '1px', borderColor: 'border.default',
  borderRadius: 'card', boxShadow: 'popover', p: '1', display: 'grid', gap: '0.5', listStyle: 'none', m: '0',
});
const option = css({
  display: 'flex', justifyContent: 'space-between', gap: '3', px: '3', py: '2', borderRadius: 'sm', cursor: 'pointer', color: 'fg.default', fontSize: 'sm',
  '&[aria-selected=true]': { bg: 'brand.muted' },
});

/**
 * The @mention suggestions under the caret: the community's members whose name begins with what was typed, chosen
 * with the arrow keys and Enter (the editor keeps the focus, so the list is a listbox it points into) or a click.
 */
export const MentionList = forwardRef<MentionListHandle, Props>(function MentionList({ items, command, empty }, ref) {
  const [selected, setSelected] = useState(0);
  useEffect(() => setSelected(0), [items]);
  const choose = (index: number) => {
    const item = items[index];
    if (item) command({ id: String(item.id), label: item.label });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown') return setSelected((s) => (s + 1) % items.length), true;
      if (event.key === 'ArrowUp') return setSelected((s) => (s + items.length - 1) % items.length), true;
      if (event.key === 'Enter' || event.key === 'Tab') return choose(selected), true;
      return false;
    },
  }));
  return (
    <ul className={list} role="listbox" id="mention-suggestions" data-testid="mention-suggestions">
      {items.length === 0 ? <li className={option} aria-disabled="true">{empty}</li> : items.map((item, i) => (
        // The editor keeps the focus: a mouse choice must not take it away before the choice is made.
        <li key={item.id} id={`mention-${item.id}`} role="option" aria-selected={i === selected} className={option} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(i)}>
          <span>{item.label}</span><span className={css({ color: 'fg.muted' })}>{item.role}</span>
        </li>
      ))}
    </ul>
  );
});
