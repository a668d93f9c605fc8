/**
 * Text other learners see (names, reviews, posts) must read as what it is. Refused: bidirectional controls
 * (U+202E turns "gnp.exe" into "exe.png"), zero-width characters that make two names look alike, and unpaired
 * surrogates (stored as U+FFFD). Zero-width joiners stay where scripts need them: after an Indic virama, where
 * they choose a conjunct's form, and between emoji, where they join one.
 */
export const SPOOFING_TEXT = 'Remove hidden, direction-changing or broken characters from this field';

// With the u flag a pair is one code point, so this matches only a surrogate without its other half (String's
// isWellFormed is newer than Safari 16.3, which SPEC.md supports).
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const ZERO_WIDTH = /[\u200B\u2060\uFEFF\u180E]/u;
const JOINER = /[\u200C\u200D]/gu;
const VIRAMA = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA]$/u;
const PICTOGRAPH_BEFORE = /[\p{Extended_Pictographic}\uFE0F\u{1F3FB}-\u{1F3FF}]$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;

/** True when `text` holds nothing that disguises how it reads. */
export function isHonestText(text: string): boolean {
  if (LONE_SURROGATE.test(text) || BIDI_CONTROLS.test(text) || ZERO_WIDTH.test(text)) return false;
  for (const joiner of text.matchAll(JOINER)) {
    const before = text.slice(0, joiner.index);
    const after = text.slice(joiner.index + 1);
    const legitimate = VIRAMA.test(before) || (joiner[0] === '\u200D' && PICTOGRAPH_BEFORE.test(before) && PICTOGRAPH_AFTER.test(after));
    if (!legitimate) return false;
  }
  return true;
}
