import { css } from 'styled-system/css';
import { StarIcon } from './star-icon.tsx';

const stars = css({ display: 'inline-flex', gap: '0.5', '& svg': { w: '4.5', h: '4.5' } });
const on = css({ color: 'accent' });
const off = css({ color: 'border.default' });

/** A rating as five stars, `value` of them lit (rounded), read as `label`. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= Math.round(value) ? on : off}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
