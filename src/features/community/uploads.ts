import { COMMUNITY_CALLS } from '../../contract/community.ts';
import type { UploadKind, UploadResponse } from '../../contract/community.ts';
import { UploadFileResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';

/**
 * Sends one image or attachment for a post: the API signs it first (refusing a kind, a size or a young account's
 * image before a byte is sent), then the bytes go to the signed URL. Answers where the post shows it.
 */
export async function uploadFile(community: string, kind: UploadKind, file: File): Promise<UploadResponse> {
  const grant = await call(COMMUNITY_CALLS.communityUpload, { params: { communityId: community }, body: { kind, name: file.name.slice(0, 200) || kind, content_type: file.type, size: file.size } });
  await apiFetch(grant.url, UploadFileResponse, { method: 'PUT', body: file, headers: { 'content-type': file.type }, timeoutMs: 120_000 });
  return grant;
}
