/**
 * What a narrated lecture says and shows (scripts/lesson-media/make-lectures.ts renders it): written once per video
 * lesson, keyed by the lesson's section title (a class recording by its lesson title). The slides and the voice
 * both come from here, and so do the captions, so what is heard, read and shown always agree.
 */

/** A sentence said in the lecture's voice; "fr: ..." (any espeak-ng language) says it in that language's voice. */
export type Said = string;

/** One key idea: what the slide shows (a few words) and what the voice says about it. */
export type Point = readonly [shown: string, said: Said];

/** The lecture's worked example, drawn on its own slide. */
export type Visual =
  /** TeX, rendered by KaTeX; one formula a line. */
  | { formula: readonly string[] }
  | { code: string; lang: 'js' | 'ts' | 'tsx' | 'python' | 'sql' | 'dockerfile' | 'yaml' | 'rust' | 'html' | 'bash' | 'text' }
  /** Two columns: a phrase and its meaning, a term and its definition. */
  | { table: readonly (readonly [string, string])[] }
  /** Dated events, in order. */
  | { timeline: readonly (readonly [string, string])[] }
  /** Named colours (CSS colours), as a painter's palette. */
  | { palette: readonly (readonly [string, string])[] };

export interface LectureText {
  points: readonly [Point, Point, Point];
  /** The visual slide's heading. */
  example: string;
  visual: Visual;
  /** What the voice says over the visual slide. */
  explain: Said;
  /** The Hindi narration of a school that teaches in Hindi too: the points' and the example's sentences. */
  hi?: { points: readonly [Said, Said, Said]; explain: Said };
}

export type Lectures = Readonly<Record<string, LectureText>>;
