/**
 * Node's compile cache (https://nodejs.org/api/module.html#module-compile-cache) for the CLI and its worker thread:
 * each module's TypeScript with its types stripped, and V8's compiled code, kept on disk between runs. The CLI is
 * TypeScript run as it is, and every run stripped and compiled its modules again: `schoolfront --help` took 1.1 s
 * without the cache and under 1 s with it, and the search index's thread spent 0.2 s of a core each build loading its
 * modules (docs/decisions/0060-node-compile-cache.md).
 */
import { enableCompileCache } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Turns the cache on for this process and, through NODE_COMPILE_CACHE, for the worker threads and processes it
 * starts (a worker loads its modules before any of its code could turn it on). NODE_COMPILE_CACHE chooses the folder
 * (the system's temporary folder otherwise); NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
export function useCompileCache(): void {
  const dir = process.env['NODE_COMPILE_CACHE'] || path.join(tmpdir(), 'node-compile-cache');
  // Never fails: a folder it cannot write leaves the cache off, which costs time only.
  enableCompileCache(dir);
  process.env['NODE_COMPILE_CACHE'] = dir;
}
