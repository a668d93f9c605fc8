/**
 * What a bank's generator writes: a question before it has ids and marks (papers.ts gives them), and the helpers
 * that turn a table of facts into questions asked in both directions.
 */
import type { Difficulty } from '../../contract/mock-test.ts';
import type { Rng } from './random.ts';

/**
 * The question in Hindi, as NTA prints its papers (issue 39, 20): the stem, and the options that read differently
 * in Hindi by their English text (an option such as "12 m" reads the same and is left out). Written from the same
 * drawn values as the English, never drawing any of its own, so a paper's English is the same with or without it.
 */
export interface Hindi {
  text: string;
  options?: Readonly<Record<string, string>>;
}

interface Common {
  text: string;
  explanation: string;
  topic: string;
  difficulty?: Difficulty;
  image?: { url: string; alt: string } | undefined;
  hi?: Hindi;
}

export type Draft =
  | (Common & { kind: 'single'; correct: string; wrong: readonly string[] })
  | (Common & { kind: 'multiple'; right: readonly string[]; wrong: readonly string[] })
  | (Common & { kind: 'numeric'; min: number; max: number })
  | (Common & { kind: 'blanks'; accepted: readonly (readonly string[])[] })
  | (Common & { kind: 'subjective'; model: string; format: 'text' | 'upload' | 'text_or_upload' });

export type DraftKind = Draft['kind'];
export type Generator = (r: Rng) => Draft;

/**
 * Questions from a table of facts `[a, b]`, asked both ways: "which b goes with a" and "which a goes with b", with
 * three wrong options drawn from the other rows (never one equal to the right answer).
 */
/** A table's words in Hindi, by their English: every cell a question can show. */
export type HindiNames = Readonly<Record<string, string>>;

/** The Hindi of a `pairs` or `which` question: its stems, written from the cells' Hindi names. */
export interface HindiAsk {
  names: HindiNames;
  forward?: (a: string) => string;
  backward?: (b: string) => string;
  /** `which`: the stem before the options it names. */
  text?: string;
}

/** A cell's Hindi; a cell without one (a formula) reads the same. */
export const inHindi = (names: HindiNames, english: string): string => names[english] ?? english;

export function pairs(
  rows: readonly (readonly [string, string])[],
  ask: { forward: (a: string) => string; backward: (b: string) => string; explain: (a: string, b: string) => string; topic: string; difficulty?: Difficulty; hi?: HindiAsk },
): Generator {
  return (r) => {
    const [a, b] = r.pick(rows);
    const backward = r() < 0.5;
    // Never a wrong option that is right too: asking back from `b`, no other row with the same `b` may be offered.
    const pool = rows.filter((row) => (backward ? row[1] !== b : row[0] !== a)).map((row) => (backward ? row[0] : row[1])).filter((v) => v !== (backward ? a : b));
    const wrong = r.sample([...new Set(pool)], 3);
    const correct = backward ? a : b;
    const hi = ask.hi;
    return {
      kind: 'single',
      text: backward ? ask.backward(b) : ask.forward(a),
      correct,
      wrong,
      explanation: ask.explain(a, b),
      topic: ask.topic,
      difficulty: ask.difficulty ?? 'easy',
      ...(hi?.forward && hi.backward
        ? { hi: { text: backward ? hi.backward(inHindi(hi.names, b)) : hi.forward(inHindi(hi.names, a)), options: Object.fromEntries([correct, ...wrong].map((o) => [o, inHindi(hi.names, o)])) } }
        : {}),
    };
  };
}

/**
 * "Which of these are X?": 2-3 right options from `members`, the rest from `others`. The stem names the options
 * ("Which of these are vectors: torque, mass, …?") or comes from `ask.text(r)`, so a paper never asks the same
 * question twice.
 */
export function which(
  members: readonly string[],
  others: readonly string[],
  ask: { text: string | ((r: Rng) => string); explain: string; topic: string; difficulty?: Difficulty; hi?: HindiAsk },
): Generator {
  return (r) => {
    const right = r.sample(members, r.int(2, 3));
    const wrong = r.sample(others, 4 - right.length);
    const named = typeof ask.text === 'string' ? r.shuffle([...right, ...wrong]) : null;
    const text = named ? `${(ask.text as string).replace(/\?$/, '')}: ${named.join(', ')}?` : (ask.text as (r: Rng) => string)(r);
    const hi = ask.hi;
    return {
      kind: 'multiple', text, right, wrong, explanation: ask.explain, topic: ask.topic, difficulty: ask.difficulty ?? 'medium',
      ...(hi?.text && named
        ? { hi: { text: `${hi.text.replace(/\?$/, '')}: ${named.map((o) => inHindi(hi.names, o)).join(', ')}?`, options: Object.fromEntries([...right, ...wrong].map((o) => [o, inHindi(hi.names, o)])) } }
        : {}),
    };
  };
}

/** A fill-in-the-blank from a row `[sentence with [[1]], answer, ...alternatives]`. */
export function blanks(rows: readonly (readonly [string, string, ...string[]])[], topic: string, explain: (answer: string) => string): Generator {
  return (r) => {
    const [text, ...accepted] = r.pick(rows);
    return { kind: 'blanks', text, accepted: [accepted], explanation: explain(accepted[0]!), topic, difficulty: 'easy' };
  };
}

/** An SVG figure as a data URL (the edge's CSP allows data: images), drawn in the currentColor-free neutral ink. */
export function svgImage(body: string, alt: string, width = 320, height = 200): { url: string; alt: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="13">`
    + `<rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`;
  return { url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, alt };
}
