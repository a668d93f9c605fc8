/**
 * An expected failure of one school's build: its message is the one line printed after `✗ <slug>: `. Anything
 * else thrown while building a school is a bug, reported as an internal error.
 */
export class SchoolError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message.replace(/\s*\n\s*/g, ' ').trim(), options);
    this.name = 'SchoolError';
  }
}

/** A wrong command line: printed as `error: <message>` with the usage hint; exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The one-line reason for a school's failure. */
export function reasonOf(error: unknown): string {
  if (error instanceof SchoolError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${message.split('\n')[0]}`;
}
