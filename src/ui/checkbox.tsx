import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const row = css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer', color: 'fg.default', fontSize: 'md', lineHeight: '1.5' });
const box = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: '{colors.brand.solid}', cursor: 'pointer' });
const hintText = css({ display: 'block', color: 'fg.muted', fontSize: 'sm' });

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  /** A line under the label, read with it. */
  hint?: ReactNode;
};

/** A native checkbox with its label (the whole row is the click target), themed with the school's brand colour. */
export function Checkbox({ label, hint, className, id, ...input }: CheckboxProps) {
  const own = useId();
  const inputId = id ?? own;
  const hintId = `${inputId}-hint`;
  return (
    <label className={cx(row, className)} htmlFor={inputId}>
      <input id={inputId} type="checkbox" className={box} aria-describedby={hint ? hintId : undefined} {...input} />
      <span>
        {label}
        {hint && <span id={hintId} className={hintText}>{hint}</span>}
      </span>
    </label>
  );
}
