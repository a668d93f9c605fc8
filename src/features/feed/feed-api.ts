/**
 * The feed's reads and writes in the browser: pages of posts (TanStack Query's infinite queries, keyed like every
 * declared read so a write's invalidations reach them), one post, and the learner's likes, bookmarks and answers.
 * A like or a bookmark shows at once on every cached copy of the post, and is taken back if the call fails;
 * the answer's own count then replaces the guess.
 */
import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import { FEED_CALLS } from '../../contract/feed.ts';
import { POST_MARK_CALLS } from '../../contract/post-marks.ts';
import type { FeedResponse, Post, PostMarkResponse } from '../../contract/feed.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { showError } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';

/** What a list of posts shows: the whole feed, a category, a kind, or the learner's liked or saved posts. */
export type FeedFilter =
  | { readonly kind: 'feed'; readonly category?: string; readonly postType?: number }
  | { readonly kind: 'liked' }
  | { readonly kind: 'saved' };

type Page = FeedResponse;

const readOf = (filter: FeedFilter) => (filter.kind === 'liked' ? FEED_CALLS.likedPosts : filter.kind === 'saved' ? FEED_CALLS.bookmarkedPosts : FEED_CALLS.feed);

function pageQuery(filter: FeedFilter, before: number | null) {
  const cursor = before === null ? {} : { before };
  if (filter.kind !== 'feed') return { post_id: 'all' as const, ...cursor };
  return { ...(filter.category ? { category: filter.category } : {}), ...(filter.postType ? { post_type: filter.postType } : {}), ...cursor };
}

/** The pages of a list, newest first; "load more" and the scroll ask for the next. */
export function feedPagesQuery(slug: string, filter: FeedFilter) {
  const read = readOf(filter);
  return infiniteQueryOptions({
    queryKey: callKey(slug, read, { query: pageQuery(filter, null) as never }),
    queryFn: ({ signal, pageParam }) => call(read as typeof FEED_CALLS.feed, { signal, query: pageQuery(filter, pageParam) as never }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: Page) => last.next_before,
    staleTime: FEED_CALLS.feed.staleTime,
  });
}

export const postQuery = (slug: string, slugOrId: string) => callQuery(slug, FEED_CALLS.postBySlug, { query: { slug: slugOrId } });
export const postTypesQuery = (slug: string) => callQuery(slug, FEED_CALLS.postTypes);
export const categoriesQuery = (slug: string) => callQuery(slug, CATALOGUE_CALLS.categories);

/** What a learner likes and bookmarks: a feed post, or a community's post or reply. */
export interface Markable {
  readonly id: number;
  readonly like_id: number | null;
  readonly like_count: number;
  readonly bookmark_id: number | null;
  readonly bookmark_count: number;
}

interface Holder {
  pages?: { posts: Markable[] }[];
  post?: Markable;
  replies?: Markable[];
}

/**
 * Every cached copy of the post (in any list, on its own page, among a thread's replies), the feed's or a
 * community's, changed by `update`.
 */
function updateEverywhere<T extends Markable>(client: QueryClient, slug: string, postId: number, update: (post: T) => T): void {
  const change = <P extends Markable>(post: P): P => (post.id === postId ? (update(post as unknown as T) as unknown as P) : post);
  client.setQueriesData<Holder>({ predicate: (q) => q.queryKey[0] === slug && typeof q.state.data === 'object' && q.state.data !== null }, (data) => {
    if (!data) return data;
    let next = data;
    if (Array.isArray(data.pages) && data.pages.every((page) => Array.isArray(page?.posts))) next = { ...next, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map(change) })) };
    if (data.post && typeof data.post.id === 'number') next = { ...next, post: change(data.post) };
    if (Array.isArray(data.replies)) next = { ...next, replies: data.replies.map(change) };
    return next;
  });
}

type Mark = 'like' | 'bookmark';

const MARK = {
  like: { add: POST_MARK_CALLS.likePost, remove: POST_MARK_CALLS.unlikePost, id: 'like_id', count: 'like_count' },
  bookmark: { add: POST_MARK_CALLS.bookmarkPost, remove: POST_MARK_CALLS.unbookmarkPost, id: 'bookmark_id', count: 'bookmark_count' },
} as const;

/**
 * Toggles the learner's like or bookmark of a post, optimistically: the post shows it at once, the call's answer
 * (the mark and the real count) replaces the guess, and a failure puts the post back as it was and says why.
 */
export function useToggleMark<T extends Markable>(mark: Mark) {
  const { slug } = useShell();
  const client = useQueryClient();
  const { add, remove, id, count } = MARK[mark];
  return useMutation({
    mutationFn: (post: T): Promise<PostMarkResponse> => {
      const markId = post[id];
      if (markId === null) return call(add, { query: { post_id: post.id } });
      return mark === 'like'
        ? call(POST_MARK_CALLS.unlikePost, { params: { likeId: markId }, query: { post_id: post.id } })
        : call(POST_MARK_CALLS.unbookmarkPost, { params: { bookMarkId: markId }, query: { post_id: post.id } });
    },
    onMutate: (post: T) => {
      const adding = post[id] === null;
      // A negative id stands for the mark until the answer brings the real one.
      updateEverywhere<T>(client, slug, post.id, (p) => ({ ...p, [id]: adding ? -1 : null, [count]: Math.max(0, p[count] + (adding ? 1 : -1)) }));
      return { before: post };
    },
    onSuccess: (answer) => updateEverywhere<T>(client, slug, answer.post_id, (p) => ({ ...p, [id]: answer.mark_id, [count]: answer.count })),
    onError: (error, post, context) => {
      updateEverywhere<T>(client, slug, post.id, (p) => ({ ...p, [id]: context?.before[id] ?? null, [count]: context?.before[count] ?? p[count] }));
      showError(error);
    },
    onSettled: (_answer, _error, post) => invalidateAfter(client, slug, post[id] === null ? add : remove),
  });
}

/** Answers a quiz post; the answer (the right option, why, everyone's counts) goes on every copy of the post. */
export function useAnswer() {
  const { slug } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, choice }: { post: Post; choice: number }) => call(FEED_CALLS.answerPost, { params: { postId: post.id }, body: { choice } }),
    onSuccess: (answer) => {
      updateEverywhere<Post>(client, slug, answer.post_id, (p) => ({ ...p, my_answer: answer.my_answer }));
      // Saved at once: a reload straight after must not bring back the question unanswered.
      return invalidateAfter(client, slug, FEED_CALLS.answerPost);
    },
    onError: (error) => showError(error),
  });
}
