/**
 * The browser log (SPEC.md sections 8 and 9): four levels, the last 1500 lines kept in memory so a support
 * ticket can attach them, and `error` written as a warning. An error here is something the app recovered from
 * (a failed call shown as a toast, a corrupt storage entry ignored), so it must not look like a crash in the
 * console or trip tooling that treats console.error as fatal.
 */

export type LogLevel = 'debug' | 'info' | 'warning' | 'error';

/** Log buffer size (SPEC.md section 9). */
export const LOG_BUFFER_LINES = 1500;

/** One stored line is cut at this length so a logged payload cannot make the buffer huge. */
const MAX_LINE_CHARS = 2000;

const RANK: Readonly<Record<LogLevel, number>> = { debug: 0, info: 1, warning: 2, error: 3 };

export interface LogConsole {
  debug(...data: unknown[]): void;
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

export interface LoggerOptions {
  /** Lines kept; the oldest is dropped first. */
  capacity?: number;
  /** Where lines are echoed; `null` echoes nowhere. */
  console?: LogConsole | null;
  /** The lowest level echoed to the console (every level is always kept in the buffer). */
  echoFrom?: LogLevel;
  now?: () => number;
}

export interface Logger {
  debug(message: string, ...data: unknown[]): void;
  info(message: string, ...data: unknown[]): void;
  warning(message: string, ...data: unknown[]): void;
  /** Written as a warning, to the console and to the buffer. */
  error(message: string, ...data: unknown[]): void;
  /** The kept lines, oldest first: `2026-11-23T04:45:00.000Z WARNING message data`. */
  lines(): string[];
  clear(): void;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const capacity = Math.max(1, options.capacity ?? LOG_BUFFER_LINES);
  const out = options.console === undefined ? globalThis.console : options.console;
  const echoFrom = RANK[options.echoFrom ?? 'debug'];
  const now = options.now ?? Date.now;
  const ring: string[] = [];
  let next = 0;

  function write(level: LogLevel, message: string, data: unknown[]): void {
    // `error` is written as a warning everywhere (SPEC.md section 8).
    const written: Exclude<LogLevel, 'error'> = level === 'error' ? 'warning' : level;
    const text = [message, ...data.map(describe)].join(' ');
    const line = `${new Date(now()).toISOString()} ${written.toUpperCase()} ${text}`.slice(0, MAX_LINE_CHARS);
    if (ring.length < capacity) ring.push(line);
    else ring[next] = line;
    next = (next + 1) % capacity;
    if (!out || RANK[level] < echoFrom) return;
    if (written === 'debug') out.debug(message, ...data);
    else if (written === 'info') out.info(message, ...data);
    else out.warn(message, ...data);
  }

  return {
    debug: (message, ...data) => write('debug', message, data),
    info: (message, ...data) => write('info', message, data),
    warning: (message, ...data) => write('warning', message, data),
    error: (message, ...data) => write('error', message, data),
    lines: () => (ring.length < capacity ? [...ring] : [...ring.slice(next), ...ring.slice(0, next)]),
    clear: () => {
      ring.length = 0;
      next = 0;
    },
  };
}

/** The page's logger. Debug lines are kept but not echoed, so the console stays readable. */
export const logger: Logger = createLogger({ echoFrom: 'info' });
