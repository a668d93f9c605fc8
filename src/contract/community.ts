/**
 * Communities (`/communities/...`, SPEC.md sections 2, 3 and 7; decision 0069): a school's public communities and the
 * private ones of a product's learners; their members with roles; posts and questions written in the rich-text
 * editor, one level of replies, an answer marked by faculty, edits within a window, deletion and reports. Likes and
 * bookmarks of a community's posts are the feed's calls (`v9/user_likes`, `v9/notebooks` with `?post_id=`,
 * src/contract/post-marks.ts). Reads are cached for SPEC.md's community minute.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { ReportRequest } from './moderation.ts';
import { richDoc } from './rich-doc.ts';
import { COMMUNITY_TEXT } from './community-text.ts';
export { COMMUNITY_TEXT } from './community-text.ts';

export const COMMUNITY_LIMITS = {
  titleMax: 150,
  /** Characters of text in a post or question. */
  postMax: 5_000,
  /** Characters of text in a reply. */
  replyMax: 2_000,
  pageDefault: 15,
  pageMax: 30,
  /** A thread's replies come whole, up to this many (oldest first). */
  repliesMax: 300,
  /** `editMode`: a post or reply may be edited this long after it was written. */
  editWindowMs: 30 * 60_000,
  /** Reports from this many learners hide a post until faculty review it. */
  reportsToHold: 3,
  descriptionMax: 500,
  /** SPEC.md section 9: an image (a featured image's 5 MB), an attachment (16 MB) and an attachment's text. */
  imageMaxMb: 5,
  attachmentMaxMb: 16,
  attachmentTextMax: 128,
  attachmentsMax: 5,
  imagesMax: 10,
} as const;

/**
 * What a post may carry, by the content type the browser names and the name the file is stored under. Images are
 * the raster kinds a browser draws (never SVG, which is a document that can run script); attachments add documents,
 * archives and plain text. The API checks the bytes too: a file that is not what it says is refused.
 */
export const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export const ATTACHMENT_TYPES = {
  ...IMAGE_TYPES,
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/csv': 'csv',
} as const;
export type UploadKind = 'image' | 'attachment';

/** A member's role: faculty answer questions; admins run the school. */
export const COMMUNITY_ROLE = ['learner', 'faculty', 'admin'] as const;
export const CommunityRole = z.enum(COMMUNITY_ROLE);
export type CommunityRole = z.infer<typeof CommunityRole>;

/** A top-level post is a post (to talk about) or a question (to be answered: unresolved until faculty mark one). */
export const POST_KIND = ['post', 'question'] as const;
export const PostKind = z.enum(POST_KIND);
export type PostKind = z.infer<typeof PostKind>;

export { REPORT_REASON, ReportReason, ReportRequest } from './moderation.ts';

/** `{communityTitle}` and `{communityId}`: a community's slug, never only digits, so an id and a slug never meet. */
export const CommunitySlug = Slug.refine((s) => !/^[0-9]+$/.test(s), 'must not be only digits');

export const Community = z.object({
  id: Id,
  slug: CommunitySlug,
  title: z.string(),
  description: z.string(),
  visibility: z.enum(['public', 'private']),
  /** A private community's product, by title: who may join. */
  product_title: z.string().nullable(),
  member_count: z.number().int().nonnegative(),
  post_count: z.number().int().nonnegative(),
  unresolved_count: z.number().int().nonnegative(),
  /** The learner's role here when a member (faculty and admins always are); null otherwise or signed out. */
  my_role: CommunityRole.nullable(),
  /** Whether the learner may read its posts (a private community: only its members). */
  readable: z.boolean(),
});
export type Community = z.infer<typeof Community>;

export const CommunitiesResponse = z.object({ communities: z.array(Community) });
export type CommunitiesResponse = z.infer<typeof CommunitiesResponse>;
export const CommunityResponse = z.object({ community: Community });
export type CommunityResponse = z.infer<typeof CommunityResponse>;

/** `{communityId}`: the community's id or its slug. */
export const CommunityParam = z.object({ communityId: z.union([z.coerce.number().pipe(Id), CommunitySlug]) });
export const CommunityPostParam = CommunityParam.extend({ postId: z.coerce.number().pipe(Id) });

export const Member = z.object({ user_id: Id, name: z.string(), role: CommunityRole, joined_at: IsoDate });
export type Member = z.infer<typeof Member>;
const Cursor = z.coerce.number().pipe(Id);
const Limit = z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.pageMax).default(COMMUNITY_LIMITS.pageDefault);
/** `q`: members whose name, or a word of it, begins so (the editor's @mention suggestions). */
export const MembersQuery = z.object({
  q: z.string().trim().min(1).max(40).optional(),
  /** `staff`: its faculty and admins only; `learner`: everyone else. */
  role: z.enum(['staff', 'learner']).optional(),
  before: Cursor.optional(),
  limit: Limit,
});
export const MembersResponse = z.object({ members: z.array(Member), next_before: Id.nullable() });
export type MembersResponse = z.infer<typeof MembersResponse>;

export const Author = z.object({ id: Id, name: z.string(), role: CommunityRole });
export type Author = z.infer<typeof Author>;

/** An uploaded file's stored name: 32 hex characters and its kind's extension. */
export const CommunityFileName = z.string().regex(/^[a-f0-9]{32}\.(?:png|jpg|webp|gif|pdf|zip|docx|xlsx|pptx|txt|csv)$/, 'must be a file uploaded to this school');
export const CommunityFileParam = z.object({ file: CommunityFileName });

/** A file attached to a post or reply, with the learner's text about it. */
export const Attachment = z.object({
  file: CommunityFileName,
  name: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  text: z.string().nullable(),
});
export type Attachment = z.infer<typeof Attachment>;
/** An attachment as a write names it: an uploaded file of the learner's, and its text (SPEC.md's 128 characters). */
export const AttachmentRef = z.object({ file: CommunityFileName, text: z.string().trim().max(COMMUNITY_LIMITS.attachmentTextMax).optional() }).strict();
const Attachments = z.array(AttachmentRef).max(COMMUNITY_LIMITS.attachmentsMax).optional();

/** `POST .../uploads`: a signed URL to PUT one image or attachment to, before the post that shows it is written. */
export const UploadRequest = z.object({
  kind: z.enum(['image', 'attachment']),
  name: z.string().trim().min(1).max(200),
  content_type: z.string().max(200),
  size: z.number().int().positive(),
}).strict();
export type UploadRequest = z.input<typeof UploadRequest>;
export const UploadResponse = z.object({ url: z.string(), file: CommunityFileName, path: z.string(), expires_at: z.number() });
export type UploadResponse = z.infer<typeof UploadResponse>;

const PostDoc = richDoc(COMMUNITY_LIMITS.postMax);
const ReplyDoc = richDoc(COMMUNITY_LIMITS.replyMax);

/** A community's post, question or reply as the calls answer it. */
export const CommunityPost = z.object({
  id: Id,
  community_id: Id,
  /** A reply's post; null for a post or a question. */
  parent_id: Id.nullable(),
  kind: PostKind,
  /** Null for a reply. */
  title: z.string().nullable(),
  doc: PostDoc,
  author: Author,
  published_at: IsoDate,
  edited_at: IsoDate.nullable(),
  /** Until when the learner may still edit it: their own, within the window; null otherwise. */
  editable_until: IsoDate.nullable(),
  /** `held`: reported by enough learners, shown only to its author and to faculty until reviewed. */
  status: z.enum(['published', 'held']),
  reply_count: z.number().int().nonnegative(),
  like_count: z.number().int().nonnegative(),
  bookmark_count: z.number().int().nonnegative(),
  like_id: Id.nullable(),
  bookmark_id: Id.nullable(),
  /** A question's answer: the reply faculty marked; null while unresolved (and for a post or a reply). */
  resolved_by: Id.nullable(),
  mine: z.boolean(),
  /** Whether the learner has reported it. */
  reported: z.boolean(),
  attachments: z.array(Attachment),
});
export type CommunityPost = z.infer<typeof CommunityPost>;

/** `GET .../community_contents`: newest first; only questions without an answer, or the learner's liked or saved posts. */
export const ContentsQuery = z.object({
  only_unresolved: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  marked: z.enum(['liked', 'bookmarked']).optional(),
  before: Cursor.optional(),
  limit: Limit,
});
export type ContentsQuery = z.input<typeof ContentsQuery>;
export const ContentsResponse = z.object({ posts: z.array(CommunityPost), next_before: Id.nullable() });
export type ContentsResponse = z.infer<typeof ContentsResponse>;

export const ThreadResponse = z.object({ post: CommunityPost, replies: z.array(CommunityPost) });
export type ThreadResponse = z.infer<typeof ThreadResponse>;

const Title = z.string().trim().min(1, COMMUNITY_TEXT.questionTitle).max(COMMUNITY_LIMITS.titleMax);
/** `POST .../community_contents`: a post or a question (with its title), or a reply to one (`parent_id`). */
export const NewPostRequest = z.object({ kind: PostKind, title: Title, doc: PostDoc, attachments: Attachments }).strict();
export const NewReplyRequest = z.object({ parent_id: Id, doc: ReplyDoc, attachments: Attachments }).strict();
export const WriteRequest = z.union([NewPostRequest, NewReplyRequest]);
export type WriteRequest = z.input<typeof WriteRequest>;
/** `PUT .../community_contents/{postId}`: the new text (and a post's new title), within the edit window. */
export const EditRequest = z.object({ title: Title.optional(), doc: PostDoc, attachments: Attachments }).strict();
export type EditRequest = z.input<typeof EditRequest>;
export const PostWriteResponse = z.object({ post: CommunityPost });
export type PostWriteResponse = z.infer<typeof PostWriteResponse>;
export const DeleteResponse = z.object({ deleted: z.literal(true) });

export const ReportResponse = z.object({ post_id: Id, reported: z.literal(true), held: z.boolean() });
export type ReportResponse = z.infer<typeof ReportResponse>;

const BASE = '/learner/v4/communities';
const communities = defineCall({ method: 'GET', path: BASE, session: false, response: CommunitiesResponse, staleTime: STALE_TIME.community });
const community = defineCall({ method: 'GET', path: `${BASE}/:communityId`, session: false, params: CommunityParam, response: CommunityResponse, staleTime: STALE_TIME.community });
const members = defineCall({
  method: 'GET', path: `${BASE}/:communityId/community_users`, session: false, params: CommunityParam, query: MembersQuery, response: MembersResponse, staleTime: STALE_TIME.community,
});
const contents = defineCall({
  method: 'GET', path: `${BASE}/:communityId/community_contents`, session: false, params: CommunityParam, query: ContentsQuery, response: ContentsResponse, staleTime: STALE_TIME.community,
});
const thread = defineCall({
  method: 'GET', path: `${BASE}/:communityId/community_contents/:postId`, session: false, params: CommunityPostParam, response: ThreadResponse, staleTime: STALE_TIME.community,
});

/** The reads a community's posts show in: what a like, a bookmark or any write changes. */
export const COMMUNITY_POST_READS = [communities, community, contents, thread] as const;

export const COMMUNITY_CALLS = {
  communities,
  community,
  communityMembers: members,
  communityContents: contents,
  communityThread: thread,
  joinCommunity: defineCall({ method: 'POST', path: `${BASE}/:communityId/community_users`, session: true, params: CommunityParam, response: CommunityResponse, invalidates: [communities, community, members, contents] }),
  leaveCommunity: defineCall({ method: 'DELETE', path: `${BASE}/:communityId/community_users`, session: true, params: CommunityParam, response: CommunityResponse, invalidates: [communities, community, members, contents] }),
  writePost: defineCall({ method: 'POST', path: `${BASE}/:communityId/community_contents`, session: true, params: CommunityParam, body: WriteRequest, response: PostWriteResponse, invalidates: COMMUNITY_POST_READS }),
  editPost: defineCall({ method: 'PUT', path: `${BASE}/:communityId/community_contents/:postId`, session: true, params: CommunityPostParam, body: EditRequest, response: PostWriteResponse, invalidates: COMMUNITY_POST_READS }),
  deletePost: defineCall({ method: 'DELETE', path: `${BASE}/:communityId/community_contents/:postId`, session: true, params: CommunityPostParam, response: DeleteResponse, invalidates: COMMUNITY_POST_READS }),
  markAnswer: defineCall({ method: 'POST', path: `${BASE}/:communityId/community_contents/:postId/answer`, session: true, params: CommunityPostParam, response: ThreadResponse, invalidates: COMMUNITY_POST_READS }),
  communityUpload: defineCall({
    method: 'POST', path: `${BASE}/:communityId/uploads`, session: true, params: CommunityParam, body: UploadRequest, response: UploadResponse,
  }),
  /** An uploaded image or attachment, for those who may read the post it is in (its uploader before that). Not JSON. */
  communityFile: defineCall({ method: 'GET', path: '/learner/v4/community_files/:file', session: false, params: CommunityFileParam, response: null }),
  reportPost: defineCall({ method: 'POST', path: `${BASE}/:communityId/community_contents/:postId/reports`, session: true, params: CommunityPostParam, body: ReportRequest, response: ReportResponse, invalidates: COMMUNITY_POST_READS }),
} as const;
