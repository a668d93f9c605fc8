import type { Community } from '../../contract/community.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

type Slugged = Pick<Community, 'slug'>;

export const communitiesHref = (base: string): string => href(base, routeById('communities'));

/** `/communities/{communityTitle}`, with `onlyUnresolved` for the unanswered questions. */
export const communityHref = (base: string, community: Slugged, onlyUnresolved = false): string =>
  href(base, routeById('community'), { communityTitle: community.slug }, onlyUnresolved ? { onlyUnresolved: 'true' } : undefined);

/** `/communities/{communityTitle}/{postId}`; `editMode` opens the post's editor, `fromUnresolved` leads back to that list. */
export const threadHref = (base: string, community: Slugged, postId: number, query: { editMode?: boolean; fromUnresolved?: boolean } = {}): string =>
  href(base, routeById('community-post'), { communityTitle: community.slug, postId: String(postId) }, {
    ...(query.editMode ? { editMode: 'true' } : {}),
    ...(query.fromUnresolved ? { fromUnresolved: 'true' } : {}),
  });

export const membersHref = (base: string, community: Slugged): string => href(base, routeById('community-members'), { communityTitle: community.slug });

/** `/communities/bookmarks` and `/communities/likes`, of one community (SPEC.md's communityId and communitySlug). */
export const markedHref = (base: string, kind: 'bookmarks' | 'likes', community?: Pick<Community, 'id' | 'slug'>): string =>
  href(base, routeById(kind === 'bookmarks' ? 'community-bookmarks' : 'community-likes'), {}, community ? { communityId: String(community.id), communitySlug: community.slug } : undefined);
