import type { Handler } from 'hono';
import { CALLS } from '../../../contract/calls.ts';
import { pathOf } from '../../../contract/call.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import {
  ANSWER_SHEET_MAX_MB, AnswerSheetParams, AnswerSheetUploadRequest, AttemptRef, MOCK_TEST_TEXT, SUBMIT_GRACE_MS, UploadFileParams,
} from '../../../contract/mock-test.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../../contract/lessons.ts';
import { communityUploader } from '../../lib/community-files.ts';
import { storeCommunityUpload } from '../community/files.ts';
import { storeTicketUpload, ticketUploader } from '../support/tickets.ts';
import { answerSheetAttempt, answerSheetFolder, answerSheetKey, looksLikePdf } from '../../lib/answer-sheets.ts';
import { assertInProgress, attemptNotFound, currentAttempt, paperQuestions, testInvalid } from '../../lib/attempts.ts';
import { ApiError } from '../../lib/errors.ts';
import { learnerId } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { checkGrant, grantFor, mediaUrlSecret, signGrant } from '../../lib/signed-url.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const MAX_BYTES = ANSWER_SHEET_MAX_MB * 1024 * 1024;
const tooLarge = () => new ApiError(ERROR_CODE.invalidParams, MOCK_TEST_TEXT.fileTooLarge, { field: 'size', variables: { max: ANSWER_SHEET_MAX_MB } });
const notPdf = (field: string) => new ApiError(ERROR_CODE.invalidParams, MOCK_TEST_TEXT.answerSheetPdf, { field });

/**
 * `CALLS.answerSheetUpload` (session; AnswerSheetUploadRequest -> AnswerSheetUploadResponse): a signed PUT URL for
 * one PDF answer sheet of a subjective question that takes uploads, in an attempt in progress. A file that is not
 * a PDF or is over the limit is refused here, before a byte is sent (and again when the bytes arrive).
 */
export const answerSheetUpload: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId } = parseInput(AttemptRef, c.req.param());
  const input = await parseBody(c, AnswerSheetUploadRequest);
  const db = c.var.db;
  const school = c.var.school;
  const { row, paper } = await currentAttempt(db, school, user.id, attemptId);
  assertInProgress(row);
  const question = (await paperQuestions(db, school, paper)).find((q) => q.id === input.question_id);
  if (!question || question.type !== 'subjective' || question.answer_format === 'text') throw testInvalid(MOCK_TEST_TEXT.questionNotInTest, 'question_id');
  if (input.content_type !== 'application/pdf' || !/\.pdf$/i.test(input.name)) throw notPdf('name');
  if (input.size > MAX_BYTES) throw tooLarge();
  const file = `${crypto.randomUUID().replace(/-/g, '')}.pdf`;
  const grant = grantFor({ school: school.id, user: user.id, folder: answerSheetFolder(school.id, row.id), method: 'PUT', object: file }, SIGNED_URL_TTL_SECONDS);
  const token = await signGrant(mediaUrlSecret(c.env), grant);
  return noStore(c, { url: pathOf(CALLS.uploadFile, { token, file }), file, expires_at: grant.expires * 1000 });
};

/**
 * `CALLS.uploadFile` (the signed URL; the file's bytes -> UploadFileResponse): a community upload's grant goes to
 * storeCommunityUpload (endpoints/community/files.ts). Otherwise it stores the one answer sheet the grant
 * was signed for, for the learner it was signed for, once, while the attempt still takes answers. After submission
 * or the deadline, a second time, or any other file name: refused, and nothing is stored. Bytes that are not a PDF
 * are refused too.
 */
export const uploadFile: Handler<AppEnv> = async (c) => {
  const { token, file } = parseInput(UploadFileParams, c.req.param());
  const school = c.var.school;
  const userId = await learnerId(c);
  const check = await checkGrant(mediaUrlSecret(c.env), token, { school: school.id, user: userId, method: 'PUT', path: file });
  if (!check.ok || userId === null) throw new ApiError(ERROR_CODE.forbidden, check.ok || check.reason !== 'expired' ? MOCK_TEST_TEXT.uploadLinkInvalid : MOCK_TEST_TEXT.uploadLinkExpired);
  // The signed PUT serves every upload: a community post's image or attachment is stored by its own rules.
  if (communityUploader(school.id, check.grant.folder) === userId) return storeCommunityUpload(c, school, userId, file, check.key);
  if (ticketUploader(school.id, check.grant.folder) === userId) return storeTicketUpload(c, school, userId, file, check.key);
  const attemptId = answerSheetAttempt(school.id, check.grant.folder);
  if (attemptId === null) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkInvalid);
  const { row } = await currentAttempt(c.var.db, school, userId, attemptId);
  assertInProgress(row);
  if (row.deadline_at !== null && Date.now() > row.deadline_at + SUBMIT_GRACE_MS) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.attemptOver);
  if (await c.env.LESSONS.head(check.key)) throw new ApiError(ERROR_CODE.forbidden, MOCK_TEST_TEXT.uploadLinkUsed);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw tooLarge();
  if (!looksLikePdf(bytes)) throw notPdf('(body)');
  await c.env.LESSONS.put(check.key, bytes, { httpMetadata: { contentType: 'application/pdf' } });
  return noStore(c, { file, size: bytes.length });
};

/** `CALLS.answerSheet` (session; AnswerSheetParams -> the PDF): an answer sheet of the learner's own attempt. */
export const answerSheet: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { attemptId, file } = parseInput(AnswerSheetParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const owned = await db.selectFrom('attempts').select('id').where('school_id', '=', school.id).where('id', '=', attemptId)
    .where((eb) => eb.or([
      eb('user_id', '=', user.id),
      eb.exists(eb.selectFrom('staff').select('role').where('staff.school_id', '=', school.id).where('staff.user_id', '=', user.id)),
    ]))
    .executeTakeFirst();
  if (!owned) throw attemptNotFound();
  const object = await c.env.LESSONS.get(answerSheetKey(school.id, attemptId, file));
  if (!object) throw new ApiError(ERROR_CODE.notFound, 'Answer sheet not found');
  return new Response(object.body, { headers: { 'content-type': 'application/pdf', 'cache-control': 'no-store', 'content-disposition': `inline; filename="${file}"` } });
};
