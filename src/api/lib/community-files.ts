/**
 * Images and attachments of community posts (decision 0069; migration 0031): signed for upload by a member, stored by
 * their signed PUT (lib/signed-url.ts) in R2 beside the lesson media, then written into a post. The bytes must be
 * what the file claims (a PNG starts as a PNG does), so an "image" that is really a page of script is refused. Who
 * may fetch a file follows the post that shows it; before that, only its uploader.
 */
import { ATTACHMENT_TYPES, COMMUNITY_LIMITS, COMMUNITY_TEXT, IMAGE_TYPES, type Attachment, type AttachmentRef, type UploadKind } from '../../contract/community.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { MOCK_TEST_TEXT } from '../../contract/mock-test.ts';
import { imagesOf, type RichDoc } from '../../contract/rich-doc.ts';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';

export const communityFileFolder = (schoolId: number, userId: number): string => `community/${schoolId}/${userId}/`;
export const communityFileKey = (schoolId: number, userId: number, file: string): string => `${communityFileFolder(schoolId, userId)}${file}`;

/** The uploader a grant's folder names, or null for any other folder (an answer sheet's). */
export function communityUploader(schoolId: number, folder: string): number | null {
  const match = new RegExp(`^community/${schoolId}/([1-9]\\d{0,14})/$`).exec(folder);
  return match ? Number(match[1]) : null;
}

export const maxMbOf = (kind: UploadKind): number => (kind === 'image' ? COMMUNITY_LIMITS.imageMaxMb : COMMUNITY_LIMITS.attachmentMaxMb);
export const tooLarge = (kind: UploadKind): ApiError =>
  new ApiError(ERROR_CODE.invalidParams, MOCK_TEST_TEXT.fileTooLarge, { field: 'size', variables: { max: maxMbOf(kind) } });

/** The extension a file of this kind and content type is stored under, or the 412 that says what may be sent. */
export function extensionFor(kind: UploadKind, contentType: string): string {
  const types: Readonly<Record<string, string>> = kind === 'image' ? IMAGE_TYPES : ATTACHMENT_TYPES;
  const ext = types[contentType];
  if (!ext) throw new ApiError(ERROR_CODE.invalidParams, kind === 'image' ? COMMUNITY_TEXT.imageType : COMMUNITY_TEXT.attachmentType, { field: 'content_type' });
  return ext;
}

const starts = (bytes: Uint8Array, ...head: number[]): boolean => head.every((b, i) => bytes[i] === b);
const ascii = (bytes: Uint8Array, at: number, text: string): boolean => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** Whether the bytes are a file of the kind the extension names (their signatures; text: UTF-8 without NULs). */
export function bytesMatch(ext: string, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'png': return starts(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'jpg': return starts(bytes, 0xff, 0xd8, 0xff);
    case 'gif': return ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a');
    case 'webp': return ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP');
    case 'pdf': return ascii(bytes, 0, '%PDF-');
    // Word, Excel and PowerPoint files are ZIP archives.
    case 'zip': case 'docx': case 'xlsx': case 'pptx': return starts(bytes, 0x50, 0x4b, 0x03, 0x04);
    case 'txt': case 'csv': {
      if (bytes.length === 0 || bytes.includes(0)) return false;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    }
    default: return false;
  }
}

/** Each post's attachments, in the order they were uploaded. */
export async function attachmentsOf(db: Db, school: Pick<School, 'id'>, postIds: readonly number[]): Promise<Map<number, Attachment[]>> {
  const out = new Map<number, Attachment[]>();
  if (postIds.length === 0) return out;
  const rows = await db.selectFrom('community_files').select(['post_id', 'file', 'name', 'content_type', 'size', 'text'])
    .where('school_id', '=', school.id).where('post_id', 'in', [...postIds]).where('kind', '=', 'attachment').orderBy('created_ms').execute();
  for (const row of rows) {
    const list = out.get(row.post_id!) ?? [];
    list.push({ file: row.file, name: row.name, content_type: row.content_type, size: row.size, text: row.text });
    out.set(row.post_id!, list);
  }
  return out;
}

/** Posts with their attachments filled in. */
export async function withAttachments<P extends { id: number; attachments: Attachment[] }>(db: Db, school: Pick<School, 'id'>, posts: P[]): Promise<P[]> {
  const files = await attachmentsOf(db, school, posts.map((p) => p.id));
  return posts.map((p) => ({ ...p, attachments: files.get(p.id) ?? [] }));
}

export interface WriteFiles {
  images: string[];
  attachments: z.infer<typeof AttachmentRef>[];
}

/**
 * The files a write names (its document's images and its attachments), checked: each the writer's own upload, stored,
 * of the right kind, and in no other post. `postId`: an edit's post, whose files it may keep. Refused: a 412.
 */
export async function checkWriteFiles(db: Db, school: Pick<School, 'id'>, userId: number, doc: RichDoc, attachments: WriteFiles['attachments'] = [], postId: number | null = null): Promise<WriteFiles> {
  const images = imagesOf(doc);
  if (images.length > COMMUNITY_LIMITS.imagesMax) throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.tooManyImages, { field: 'doc' });
  const named = [...images.map((file) => ({ file, kind: 'image' as const })), ...attachments.map((a) => ({ file: a.file, kind: 'attachment' as const }))];
  if (named.length === 0) return { images, attachments };
  const rows = await db.selectFrom('community_files').select(['file', 'kind', 'size', 'post_id'])
    .where('school_id', '=', school.id).where('user_id', '=', userId).where('file', 'in', named.map((n) => n.file)).execute();
  const byFile = new Map(rows.map((r) => [r.file, r]));
  for (const { file, kind } of named) {
    const row = byFile.get(file);
    if (!row || row.kind !== kind || row.size === 0 || (row.post_id !== null && row.post_id !== postId)) {
      throw new ApiError(ERROR_CODE.invalidParams, COMMUNITY_TEXT.fileMissing, { field: kind === 'image' ? 'doc' : 'attachments' });
    }
  }
  return { images, attachments };
}

/**
 * Statements that give the post its files (and an attachment its text), and, for an edit, take away the ones it no
 * longer names. Returned with the R2 keys those leave behind, to delete once the batch has run.
 */
export function linkFileStatements(db: Db, school: Pick<School, 'id'>, postId: number, files: WriteFiles) {
  const kept = [...files.images, ...files.attachments.map((a) => a.file)];
  return [
    db.deleteFrom('community_files').where('school_id', '=', school.id).where('post_id', '=', postId)
      .$if(kept.length > 0, (q) => q.where('file', 'not in', kept)),
    ...files.images.map((file) => db.updateTable('community_files').set({ post_id: postId }).where('school_id', '=', school.id).where('file', '=', file)),
    ...files.attachments.map((a) => db.updateTable('community_files').set({ post_id: postId, text: a.text ?? null }).where('school_id', '=', school.id).where('file', '=', a.file)),
  ];
}

/** The R2 keys of a post's files that a write or a removal is about to drop (for `postIds`, except `keep`). */
export async function fileKeysOf(db: Db, school: Pick<School, 'id'>, postIds: readonly number[], keep: readonly string[] = []): Promise<string[]> {
  if (postIds.length === 0) return [];
  const rows = await db.selectFrom('community_files').select(['user_id', 'file']).where('school_id', '=', school.id).where('post_id', 'in', [...postIds])
    .$if(keep.length > 0, (q) => q.where('file', 'not in', [...keep])).execute();
  return rows.map((r) => communityFileKey(school.id, r.user_id, r.file));
}

/**
 * An uploaded file as it is served (a community's or a ticket's): as the type it was checked to be, never sniffed, in
 * a sandbox, so no file can act as a page of this school; private to its reader, and a download unless `inline`.
 */
export function uploadedFileResponse(body: ReadableStream, file: { content_type: string; size: number; name: string }, inline: boolean): Response {
  return new Response(body, {
    headers: {
      'content-type': file.content_type,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // Private to the reader: a shared cache must not hand a private file to someone else.
      'cache-control': 'private, max-age=3600',
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
}
