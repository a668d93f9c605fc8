import { describe, expect, it, vi } from 'vitest';
import { createLogger, LOG_BUFFER_LINES } from './logger.ts';

const fakeConsole = () => ({
  debug: vi.fn<(...data: unknown[]) => void>(),
  info: vi.fn<(...data: unknown[]) => void>(),
  warn: vi.fn<(...data: unknown[]) => void>(),
});

describe('logger', () => {
  it('keeps 1500 lines by default', () => {
    expect(LOG_BUFFER_LINES).toBe(1500);
    const log = createLogger({ console: null, now: () => 0 });
    for (let i = 0; i < 1600; i++) log.info(`line ${i}`);
    const lines = log.lines();
    expect(lines).toHaveLength(1500);
    expect(lines[0]).toContain('line 100');
    expect(lines.at(-1)).toContain('line 1599');
  });

  it('is a ring: the oldest line goes first, order is kept', () => {
    const log = createLogger({ capacity: 3, console: null, now: () => 0 });
    for (const n of [1, 2, 3, 4, 5]) log.debug(`n${n}`);
    expect(log.lines().map((l) => l.split(' ').at(-1))).toEqual(['n3', 'n4', 'n5']);
    log.clear();
    expect(log.lines()).toEqual([]);
  });

  it('writes error as a warning, to the console and to the buffer', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out, now: () => Date.UTC(2026, 10, 23, 4, 45) });
    log.error('call failed', new TypeError('Failed to fetch'));
    expect(out.warn).toHaveBeenCalledTimes(1);
    expect(out.warn.mock.calls[0]?.[0]).toBe('call failed');
    expect(log.lines()).toEqual(['2026-11-23T04:45:00.000Z WARNING call failed TypeError: Failed to fetch']);
  });

  it('has debug, info and warning levels going to the matching console method', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out, now: () => 0 });
    log.debug('d');
    log.info('i', { a: 1 });
    log.warning('w');
    expect(out.debug).toHaveBeenCalledWith('d');
    expect(out.info).toHaveBeenCalledWith('i', { a: 1 });
    expect(out.warn).toHaveBeenCalledWith('w');
    expect(log.lines().map((l) => l.split(' ')[1])).toEqual(['DEBUG', 'INFO', 'WARNING']);
    expect(log.lines()[1]).toContain('i {"a":1}');
  });

  it('echoes only from the chosen level but keeps every line', () => {
    const out = fakeConsole();
    const log = createLogger({ console: out, echoFrom: 'warning', now: () => 0 });
    log.debug('quiet');
    log.info('quiet too');
    log.error('loud');
    expect(out.debug).not.toHaveBeenCalled();
    expect(out.info).not.toHaveBeenCalled();
    expect(out.warn).toHaveBeenCalledTimes(1);
    expect(log.lines()).toHaveLength(3);
  });

  it('cuts very long lines and survives values JSON cannot write', () => {
    const log = createLogger({ console: null, now: () => 0 });
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    log.info('x'.repeat(5000), circular);
    expect(log.lines()[0]!.length).toBe(2000);
  });
});
