// Resident memory of processes, read from /proc, for the memory probes (scripts/api-memory.ts,
// scripts/runtime-memory.ts). Linux only, like the machines those probes run on.
import { readFileSync, readdirSync } from 'node:fs';

/** Resident memory of a process in MiB. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** Every workerd process that descends from `root` (wrangler runs them as grandchildren), with its command line. */
export function workerdProcessesUnder(root: number): { pid: number; args: string }[] {
  const parents = new Map<number, number>();
  const found: { pid: number; args: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'workerd') {
        found.push({ pid: Number(entry), args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ') });
      }
    } catch {
      // Gone meanwhile.
    }
  }
  const descends = (pid: number): boolean => {
    if (pid === root) return true;
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === root) return true;
    return false;
  };
  return found.filter((w) => descends(w.pid));
}
