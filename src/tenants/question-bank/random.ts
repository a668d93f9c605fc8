/** A seeded PRNG (mulberry32) and the few helpers the banks need: the same seed gives the same paper, every run. */
export interface Rng {
  (): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct items of `items`, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.int = (min, max) => min + Math.floor(next() * (max - min + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.shuffle = (items) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  next.sample = (items, n) => next.shuffle(items).slice(0, n);
  return next;
}

/** A number written as a learner would read it: no trailing zeros, at most `digits` decimals. */
export const num = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));
