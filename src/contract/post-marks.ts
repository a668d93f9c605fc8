/**
 * A learner's like and bookmark of a post, the feed's or a community's (decision 0069): on the paths the product
 * favourites and lesson bookmarks already use (`v9/user_likes`, `v9/notebooks`), chosen by the `post_id` query key.
 * Both are idempotent; both answer the learner's mark and the post's new count. Declared apart from the feed and the
 * communities because each invalidates the reads of both.
 */
import { defineCall } from './call.ts';
import { COMMUNITY_POST_READS } from './community.ts';
import { FEED_POST_READS, MARKED_POST_READS, PostBookmarkParam, PostIdQuery, PostLikeParam, PostMarkResponse } from './feed.ts';

const LIKE_READS = [...FEED_POST_READS, ...COMMUNITY_POST_READS, MARKED_POST_READS.likedPosts] as const;
const BOOKMARK_READS = [...FEED_POST_READS, ...COMMUNITY_POST_READS, MARKED_POST_READS.bookmarkedPosts] as const;

export const POST_MARK_CALLS = {
  likePost: defineCall({ method: 'POST', path: '/learner/v9/user_likes', session: true, query: PostIdQuery, response: PostMarkResponse, selectedBy: { query: 'post_id' }, invalidates: LIKE_READS }),
  unlikePost: defineCall({
    method: 'DELETE', path: '/learner/v9/user_likes/:likeId', session: true, params: PostLikeParam, query: PostIdQuery, response: PostMarkResponse, selectedBy: { query: 'post_id' },
    invalidates: LIKE_READS,
  }),
  bookmarkPost: defineCall({ method: 'POST', path: '/learner/v9/notebooks', session: true, query: PostIdQuery, response: PostMarkResponse, selectedBy: { query: 'post_id' }, invalidates: BOOKMARK_READS }),
  unbookmarkPost: defineCall({
    method: 'DELETE', path: '/learner/v9/notebooks/:bookMarkId', session: true, params: PostBookmarkParam, query: PostIdQuery, response: PostMarkResponse, selectedBy: { query: 'post_id' },
    invalidates: BOOKMARK_READS,
  }),
} as const;
