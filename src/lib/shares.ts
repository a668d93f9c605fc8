/**
 * Whole-number percentages of `counts` that add up to exactly 100 (when any count is above zero): each share rounded
 * down, then the points left over given to the largest remainders (the largest remainder method). Plain rounding
 * shows 33% + 33% + 33% for three equal answers, or 101% for some splits.
 */
export function percentShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, n) => sum + n, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
