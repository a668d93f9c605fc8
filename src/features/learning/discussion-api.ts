/**
 * Course discussions in the browser (src/contract/discussion.ts): a course's questions a page at a time (an infinite
 * query keyed like every declared read, so a write's invalidations reach it), one question with its replies, and
 * asking, replying and deleting.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { DISCUSSION_CALLS } from '../../contract/discussion.ts';
import type { AskRequest, DiscussionKind } from '../../contract/discussion.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery } from '../../lib/query-client.ts';
import { useWrite } from '../../platform/shell/use-write.ts';

export interface DiscussionFilter {
  readonly kind?: DiscussionKind | undefined;
  readonly lesson_id?: number | undefined;
  readonly limit?: number | undefined;
}

const filterQuery = (filter: DiscussionFilter) => ({
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.lesson_id ? { lesson_id: filter.lesson_id } : {}),
  ...(filter.limit ? { limit: filter.limit } : {}),
});

/** The course's questions, newest first, a page at a time. */
export function discussionsQuery(slug: string, courseId: number, filter: DiscussionFilter) {
  const params = { courseId };
  return infiniteQueryOptions({
    queryKey: callKey(slug, DISCUSSION_CALLS.courseDiscussions, { params, query: filterQuery(filter) }),
    queryFn: ({ signal, pageParam }) =>
      call(DISCUSSION_CALLS.courseDiscussions, { signal, params, query: { ...filterQuery(filter), ...(pageParam === null ? {} : { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: DISCUSSION_CALLS.courseDiscussions.staleTime,
  });
}

export const discussionThreadQuery = (slug: string, discussionId: number) => callQuery(slug, DISCUSSION_CALLS.discussionThread, { params: { discussionId } });

export const useAsk = (courseId: number) => useWrite(DISCUSSION_CALLS.askDiscussion, (body: AskRequest) => call(DISCUSSION_CALLS.askDiscussion, { params: { courseId }, body }));

export const useReplyDiscussion = (discussionId: number) =>
  useWrite(DISCUSSION_CALLS.replyDiscussion, (text: string) => call(DISCUSSION_CALLS.replyDiscussion, { params: { discussionId }, body: { text } }));

export const useDeleteDiscussion = () => useWrite(DISCUSSION_CALLS.deleteDiscussion, (discussionId: number) => call(DISCUSSION_CALLS.deleteDiscussion, { params: { discussionId } }));
