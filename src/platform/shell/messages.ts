import type { TFunction } from 'i18next';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { featureErrorTexts } from '../features.ts';

let keyByText: ReadonlyMap<string, string> | undefined;

/**
 * SPEC.md's fixed texts (validation, auth failures, section 8's errors) arrive as English strings: from the zod
 * schemas, from the API's `data.message` and from toAppError. Each has a translation key whose English value is
 * the exact text (messages.test.ts checks it), so an English page shows SPEC.md's words and a Hindi one its own.
 * The shell's own (`shell.errors`) and every feature's (its index.ts, errorTexts); gathered on first use, since the
 * features reach back to this module.
 */
function keysByText(): ReadonlyMap<string, string> {
  if (keyByText) return keyByText;
  const keys = new Map<string, string>();
  for (const groups of [{ 'shell.errors': ERROR_TEXT }, ...featureErrorTexts()]) {
    for (const [group, texts] of Object.entries(groups)) {
      for (const [name, text] of Object.entries(texts)) if (typeof text === 'string' && !keys.has(text)) keys.set(text, `${group}.${name}`);
    }
  }
  keyByText = keys;
  return keys;
}

/** The translation key of one of SPEC.md's fixed texts, or null for any other text. */
export const messageKey = (text: string): string | null => keysByText().get(text) ?? null;

/** Every fixed text and its key (for the tests). */
export const messageKeys = (): ReadonlyMap<string, string> => keysByText();

/** `text` in the page's language when it is one of the fixed texts; any other text (a school's own) as it is. */
export function localiseMessage(t: TFunction, text: string): string {
  const key = messageKey(text);
  return key ? t(key, { defaultValue: text }) : text;
}
