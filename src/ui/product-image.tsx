import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from '../contract/image.ts';

export interface ProductImageProps {
  /** The image as the page serves it: a bundle file (`/_media/cover-x.svg`) gets sizes through the image proxy. */
  src: string;
  /** The `sizes` attribute: how wide the image shows at each screen width. */
  sizes: string;
  /** Its box, 16:9, so the page never moves when it arrives. */
  width: number;
  height: number;
  className?: string;
  /** Above the fold: fetched at once and first. Everything else waits until it nears the screen. */
  eager?: boolean;
}

/**
 * A product's picture: decorative (the title beside it names the product), responsive through the image proxy
 * (src/contract/image.ts) when the school's bundle holds it, lazy below the fold, and sized so nothing shifts.
 */
export function ProductImage({ src, sizes, width, height, className, eager = false }: ProductImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      className={className}
      src={srcSet ? imageUrl(src, IMAGE_WIDTHS[1]) : src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      data-testid="product-image"
    />
  );
}
