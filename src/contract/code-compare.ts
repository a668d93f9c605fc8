/**
 * When code answered a test (docs/decisions/0085-code-lab.md): one rule for the browser's runs and the server's
 * grading, so "Run" and "Submit" never disagree about an example.
 */
import type { Json, SqlTable } from './code-lab.ts';

/** Whether a query answered the expected rows: the same values, in order when the challenge asks for one; column names are the learner's to choose. */
export function sameTable(got: SqlTable, expected: SqlTable, ordered: boolean): boolean {
  if (got.columns.length !== expected.columns.length || got.rows.length !== expected.rows.length) return false;
  const rows = (t: SqlTable) => t.rows.map((r) => canonical(r.map(normalNumber)));
  const [a, b] = [rows(got), rows(expected)];
  if (!ordered) {
    a.sort();
    b.sort();
  }
  return a.every((row, i) => row === b[i]);
}

/** SQLite answers 2.0 for a REAL that JSON writes 2: a number compares by its value, rounded past float noise. */
const normalNumber = (value: Json): Json => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1e9) / 1e9 : value);

/** JSON with its keys sorted: two equal values, written the same. */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`).join(',')}}`;
  return JSON.stringify(typeof value === 'number' ? normalNumber(value) : value);
}

/** A value as the challenge's language writes it, for the page: Python's None, True and False; JSON otherwise. */
export function literal(language: 'javascript' | 'python' | 'sql', value: Json): string {
  if (language !== 'python') return JSON.stringify(value);
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(language, v)).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${literal(language, v)}`).join(', ')}}`;
}
