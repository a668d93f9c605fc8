import type { TFunction } from 'i18next';
import { AUTH_TEXT, VALIDATION_TEXT } from '../../contract/auth.ts';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { LEARNING_TEXT } from '../../contract/learning.ts';

/**
 * SPEC.md's fixed texts (validation, auth failures, section 8's errors) arrive as English strings: from the zod
 * schemas, from the API's `data.message` and from toAppError. Each has a translation key whose English value is
 * the exact text (i18n.test.ts checks it), so an English page shows SPEC.md's words and a Hindi one its own.
 */
const KEY_BY_TEXT: ReadonlyMap<string, string> = (() => {
  const keys = new Map<string, string>();
  const add = (group: string, texts: Readonly<Record<string, unknown>>) => {
    for (const [name, text] of Object.entries(texts)) if (typeof text === 'string' && !keys.has(text)) keys.set(text, `${group}.${name}`);
  };
  add('account.validation', VALIDATION_TEXT);
  add('account.auth', AUTH_TEXT);
  add('shell.errors', ERROR_TEXT);
  add('learning.api', LEARNING_TEXT);
  return keys;
})();

/** The translation key of one of SPEC.md's fixed texts, or null for any other text. */
export const messageKey = (text: string): string | null => KEY_BY_TEXT.get(text) ?? null;

/** Every fixed text and its key (for the tests). */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = KEY_BY_TEXT;

/** `text` in the page's language when it is one of the fixed texts; any other text (a school's own) as it is. */
export function localiseMessage(t: TFunction, text: string): string {
  const key = messageKey(text);
  return key ? t(key, { defaultValue: text }) : text;
}
