import { ALL_CATEGORIES, POST_TYPE_SLUG, type Post, type PostType } from '../../contract/feed.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/** `/newsfeed/{postId}`: a post's page, by its slug (the API finds a post by its slug or its id). */
export const postHref = (base: string, post: Pick<Post, 'slug'>): string => href(base, routeById('newsfeed-post'), { postId: post.slug });

/** `/newsfeed/categories/{category}`; `All` is every post. */
export const categoryHref = (base: string, category: string = ALL_CATEGORIES): string => href(base, routeById('newsfeed-category'), { category });

/** `/newsfeed/post-types/{postType}`, keeping the category being looked at (SPEC.md's `category` query key). */
export const postTypeHref = (base: string, type: PostType, category?: string): string =>
  href(base, routeById('newsfeed-post-type'), { postType: POST_TYPE_SLUG[type] }, category && category !== ALL_CATEGORIES ? { category } : undefined);
