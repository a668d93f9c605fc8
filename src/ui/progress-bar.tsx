// A bar of how far something has got (a course, a download): `value` of `max`; while the total is not known yet, a
// faint full bar that says nothing of how far.
import { css, cx } from 'styled-system/css';

const track = css({
  w: 'full', h: '2.5', bg: 'border.default', borderRadius: 'full', overflow: 'hidden',
  '& > span': { display: 'block', h: 'full', bg: 'brand.solid', borderRadius: 'full', transition: 'width 0.2s' },
  '&[data-indeterminate] > span': { w: 'full', opacity: '0.35' },
});

export function ProgressBar({ value, max, label, className, testId }: { value: number; max: number | null; label: string; className?: string; testId?: string }) {
  const known = max !== null && max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      className={cx(track, className)} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
      aria-valuenow={known ? percent : undefined} data-indeterminate={known ? undefined : ''} data-testid={testId}
    >
      <span style={known ? { width: `${percent}%` } : undefined} />
    </div>
  );
}
