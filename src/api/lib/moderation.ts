/**
 * The rules a learner's words pass before they are stored (decision 0069), shared by community posts and replies
 * and by course reviews: none of the school's blocked words, and no links or images from an account younger than a day.
 * Refusals are 412s that say what to change; nothing is stored.
 */
import { ERROR_CODE } from '../../contract/errors.ts';
import { MODERATION_LIMITS, MODERATION_TEXT } from '../../contract/moderation.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';

/** Text as compared: compatibility-normalised (full-width and ligature forms fold) and lower-cased. */
const folded = (text: string): string => text.normalize('NFKC').toLocaleLowerCase('en');

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first blocked word `text` contains as a whole word (or phrase), whatever its case or Unicode form; null when
 * none. A word's edges are letters, marks and digits of any script, so Devanagari words match whole too.
 */
export function blockedWordIn(text: string, words: readonly string[]): string | null {
  const haystack = folded(text);
  return patternsOf(words).find(([, pattern]) => pattern.test(haystack))?.[0] ?? null;
}

// Each school's list compiled once per isolate, not once per write: a list may hold a thousand words.
const compiled = new Map<string, readonly (readonly [string, RegExp])[]>();

function patternsOf(words: readonly string[]): readonly (readonly [string, RegExp])[] {
  const key = JSON.stringify(words);
  let patterns = compiled.get(key);
  if (!patterns) {
    patterns = words.flatMap((word) => {
      const needle = folded(word.trim());
      return needle ? [[word, new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escape(needle).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{M}\\p{N}])`, 'u')] as const] : [];
    });
    compiled.set(key, patterns);
  }
  return patterns;
}

/** The school's blocked words (seeded from communities.json's `moderation`). */
export async function blockedWords(db: Db, school: Pick<School, 'id'>): Promise<string[]> {
  const row = await db.selectFrom('school_moderation').select('blocked_words_json').where('school_id', '=', school.id).executeTakeFirst();
  return row ? (JSON.parse(row.blocked_words_json) as string[]) : [];
}

export interface Writing {
  /** Everything the learner wrote, as plain text (a title and a body together). */
  text: string;
  /** Links in it. */
  links: number;
  /** Images in it. */
  images?: number;
  /** When the writer's account was made (epoch ms). */
  accountCreatedMs: number;
  /** Which field a refusal names. */
  field: string;
}

/** Throws the 412 the first rule the writing breaks says; returns when it breaks none. */
export async function checkWriting(db: Db, school: Pick<School, 'id'>, writing: Writing, now = Date.now()): Promise<void> {
  const young = now - writing.accountCreatedMs < MODERATION_LIMITS.youngAccountMs;
  if (young && writing.links > 0) throw new ApiError(ERROR_CODE.invalidParams, MODERATION_TEXT.youngLinks, { field: writing.field });
  if (young && (writing.images ?? 0) > 0) throw new ApiError(ERROR_CODE.invalidParams, MODERATION_TEXT.youngImages, { field: writing.field });
  const word = blockedWordIn(writing.text, await blockedWords(db, school));
  if (word !== null) throw new ApiError(ERROR_CODE.invalidParams, MODERATION_TEXT.blockedWord, { field: writing.field, variables: { word } });
}

/** Whether a review is made of markup: tags or script, which no honest review needs. It is held, not published. */
export const looksLikeMarkup = (text: string): boolean => /<\s*\/?\s*[a-z!][^>]*>|javascript\s*:|on[a-z]+\s*=/i.test(text);

/** Links in plain text: what a young account may not post in a review or a discussion. */
const TEXT_LINK = /\bhttps?:\/\/|\bwww\./i;

/** Plain text (a review's, a course discussion's) against the school's rules; a refusal names the field `text`. */
export const checkPlainText = (db: Db, school: Pick<School, 'id'>, user: { created_at: number }, text: string): Promise<void> =>
  checkWriting(db, school, { text, links: TEXT_LINK.test(text) ? 1 : 0, accountCreatedMs: user.created_at, field: 'text' });
