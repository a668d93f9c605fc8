// The real CLI as a child process, for tests. A test that times out leaves its promise pending, not its child: each
// child is killed once its test ends, so a stuck Astro build never keeps a core busy for the rest of the run.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach } from 'vitest';
import { PROJECT_ROOT } from '../lib/paths.ts';

const BIN = path.join(PROJECT_ROOT, 'cli', 'bin.ts');
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `schoolfront <args>` (async: a fake API in the test's process can answer it). */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: PROJECT_ROOT, env: { ...process.env, CI: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}
