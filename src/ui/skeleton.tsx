import type { CSSProperties } from 'react';
import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';

export { skeleton } from 'styled-system/recipes';

/** A grey bar in the shape of what is loading; decorative (the loading text is said once, by its container). */
export function Skeleton({ width, height, className }: { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string }) {
  return <div className={cx(skeleton(), className)} style={{ width, height }} aria-hidden="true" />;
}
