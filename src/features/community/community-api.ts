/**
 * The communities' reads and writes in the browser: pages of a community's posts (infinite queries keyed like every
 * declared read, so writes' invalidations reach them), a thread, members; joining, writing, editing, deleting,
 * marking the answer and reporting. Likes and bookmarks are the feed's optimistic toggles (`useToggleMark`).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { COMMUNITY_CALLS } from '../../contract/community.ts';
import type { EditRequest, ReportReason, WriteRequest } from '../../contract/community.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery } from '../../lib/query-client.ts';
import { useWrite } from '../../platform/shell/use-write.ts';

export interface ContentsFilter {
  readonly only_unresolved?: boolean;
  readonly marked?: 'liked' | 'bookmarked';
}

const filterQuery = (filter: ContentsFilter) => ({
  ...(filter.only_unresolved ? { only_unresolved: 'true' as const } : {}),
  ...(filter.marked ? { marked: filter.marked } : {}),
});

export const communitiesQuery = (slug: string) => callQuery(slug, COMMUNITY_CALLS.communities);
export const communityQuery = (slug: string, community: string) => callQuery(slug, COMMUNITY_CALLS.community, { params: { communityId: community } });
export const threadQuery = (slug: string, community: string, postId: number) => callQuery(slug, COMMUNITY_CALLS.communityThread, { params: { communityId: community, postId } });

/** A community's posts, newest first, a page at a time. */
export function contentsQuery(slug: string, community: string, filter: ContentsFilter) {
  const params = { communityId: community };
  return infiniteQueryOptions({
    queryKey: callKey(slug, COMMUNITY_CALLS.communityContents, { params, query: filterQuery(filter) }),
    queryFn: ({ signal, pageParam }) =>
      call(COMMUNITY_CALLS.communityContents, { signal, params, query: { ...filterQuery(filter), ...(pageParam === null ? {} : { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: COMMUNITY_CALLS.communityContents.staleTime,
  });
}

/** A community's members, newest first, a page at a time: its faculty and admins, or everyone else. */
export function membersQuery(slug: string, community: string, role: 'staff' | 'learner') {
  const params = { communityId: community };
  return infiniteQueryOptions({
    queryKey: callKey(slug, COMMUNITY_CALLS.communityMembers, { params, query: { role } }),
    queryFn: ({ signal, pageParam }) => call(COMMUNITY_CALLS.communityMembers, { signal, params, query: { role, ...(pageParam === null ? {} : { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: COMMUNITY_CALLS.communityMembers.staleTime,
  });
}

export const useJoin = (community: string) =>
  useWrite(COMMUNITY_CALLS.joinCommunity, (join: boolean) => call(join ? COMMUNITY_CALLS.joinCommunity : COMMUNITY_CALLS.leaveCommunity, { params: { communityId: community } }));

export const useWritePost = (community: string) =>
  useWrite(COMMUNITY_CALLS.writePost, (body: WriteRequest) => call(COMMUNITY_CALLS.writePost, { params: { communityId: community }, body }));

export const useEditPost = (community: string) =>
  useWrite(COMMUNITY_CALLS.editPost, ({ postId, body }: { postId: number; body: EditRequest }) => call(COMMUNITY_CALLS.editPost, { params: { communityId: community, postId }, body }));

export const useDeletePost = (community: string) =>
  useWrite(COMMUNITY_CALLS.deletePost, (postId: number) => call(COMMUNITY_CALLS.deletePost, { params: { communityId: community, postId } }));

export const useMarkAnswer = (community: string) =>
  useWrite(COMMUNITY_CALLS.markAnswer, (postId: number) => call(COMMUNITY_CALLS.markAnswer, { params: { communityId: community, postId } }));

export const useReport = (community: string, done?: () => void) =>
  useWrite(COMMUNITY_CALLS.reportPost, ({ postId, reason }: { postId: number; reason: ReportReason }) => call(COMMUNITY_CALLS.reportPost, { params: { communityId: community, postId }, body: { reason } }), done);
