import { TestWindowQuery } from '../../contract/mock-test.ts';

export type TestQuery = TestWindowQuery;

/** The window's query options from the address (SPEC.md's keys; `id` repeats the path's and is not needed). */
export const parseTestQuery = (search: string): TestQuery => {
  const raw = Object.fromEntries(new URLSearchParams(search));
  return TestWindowQuery.parse({ ...raw, resultType: raw['resultType'] ?? undefined });
};
