/**
 * The sequence rule of the answer journal (docs/decisions/0028-mock-test-engine.md), apart from the schemas so that
 * the journal's worker can use it without carrying zod.
 */

/** Whether write `a` is newer than `b` (epoch first, then seq). Equal pairs are the same write. */
export const isNewerWrite = (a: { readonly epoch: number; readonly seq: number }, b: { readonly epoch: number; readonly seq: number }): boolean =>
  a.epoch > b.epoch || (a.epoch === b.epoch && a.seq > b.seq);
