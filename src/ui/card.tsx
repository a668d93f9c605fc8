import type { HTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { card, type CardVariantProps } from 'styled-system/recipes';

export { card, iconBadge } from 'styled-system/recipes';

export type CardProps = HTMLAttributes<HTMLElement> & CardVariantProps & { as?: 'div' | 'section' | 'article' | 'li' };

/** A bordered block on the surface colour (or, `tinted`, on the brand's soft tint). */
export function Card({ as: Tag = 'div', variant, padding, className, ...rest }: CardProps) {
  return <Tag className={cx(card({ variant, padding }), className)} {...rest} />;
}
