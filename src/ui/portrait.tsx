import { css, cx } from 'styled-system/css';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from '../contract/image.ts';
import { initials } from './initials.ts';

const round = css({ flexShrink: 0, borderRadius: 'full', objectFit: 'cover', bg: 'brand.subtle' });
const lettered = css({ display: 'grid', placeItems: 'center', bg: 'brand.solid', color: 'brand.contrast', fontWeight: 'bold' });

/** A teacher's title before the name ("Dr. Meera Raghavan"): not part of the initials (MR, not DR). */
const TITLE = /^(Dr|Prof|Mr|Ms|Mrs)\.?\s+/i;

export interface PortraitProps {
  name: string;
  /** The picture as the page serves it; a bundle file goes through the image proxy. None: the initials. */
  src: string | null;
  /** Its side in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A person's portrait in a circle: decorative, as the name beside it says who it is. A bundle picture is 16:9
 * through the image proxy (its smallest size holds a 2x circle of up to 74 px), its middle square showing.
 */
export function Portrait({ name, src, size, className }: PortraitProps) {
  const box = { width: size, height: size };
  if (!src) {
    return <span className={cx(round, lettered, className)} style={{ ...box, fontSize: Math.round(size * 0.36) }} aria-hidden="true">{initials(name.replace(TITLE, ''))}</span>;
  }
  return (
    <img className={cx(round, className)} style={box} src={imageSrcSet(src) ? imageUrl(src, IMAGE_WIDTHS[0]) : src} alt="" width={size} height={size}
      loading="lazy" decoding="async" data-testid="portrait" />
  );
}
