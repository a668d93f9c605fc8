// Browser-safe helpers of the segment pages (no Handlebars, no build data): shared by /segment's island and the
// prerendered /segments/{slug} pages.
import { href, routeById } from '../../routes/index.ts';

/** `/learn/segments/jee`. */
export const segmentHref = (base: string, slug: string): string => href(base, routeById('custom-segment'), { customSegmentSlug: slug });

/** The `segmentPath` kept for a chosen segment: its page's path under the base, `/segments/jee`. */
export const segmentPathOf = (slug: string): string => href('', routeById('custom-segment'), { customSegmentSlug: slug }).replace(/^\//, '');
