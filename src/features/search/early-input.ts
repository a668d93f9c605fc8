/**
 * The search field is on screen before the page's code and the school configuration are (it is part of the
 * skeleton the shell renders into the HTML), so a learner can start typing at once. What they typed, and whether
 * the field had focus, is handed on to the next skeleton (the shell draws it twice) and then to the page.
 */
import { SEARCH_INPUT_ID } from './search-field.tsx';

export interface EarlyInput {
  readonly value: string;
  readonly focused: boolean;
}

let kept: EarlyInput | null = null;

const snapshot = (input: HTMLInputElement): EarlyInput => ({ value: input.value, focused: input.ownerDocument.activeElement === input });

/** Remembers the field as it is now (a skeleton going away). */
export function keepEarlyInput(input: HTMLInputElement): void {
  kept = snapshot(input);
}

/** A new skeleton's field takes over what the last one held, or the URL's query when nothing was typed. */
export function restoreEarlyInput(input: HTMLInputElement, fromUrl: string): void {
  const early = kept;
  kept = null;
  if (early) {
    input.value = early.value;
    if (early.focused) input.focus();
  } else if (!input.value && fromUrl) input.value = fromUrl;
}

/**
 * What the page starts from: the skeleton's field while it is still on screen (the page renders before the
 * skeleton is removed), else what the last skeleton held; null when the learner typed nothing anywhere.
 */
export function takeEarlyInput(doc: Document = document): EarlyInput | null {
  const live = doc.getElementById(SEARCH_INPUT_ID);
  const early = live instanceof HTMLInputElement && live.dataset['early'] === 'true' ? snapshot(live) : kept;
  kept = null;
  return early;
}
