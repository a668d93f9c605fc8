#!/usr/bin/env node
// The schoolfront CLI. Node's compile cache is on before its modules load (they load on the import below, not
// before this file runs, as static imports would).
import { useCompileCache } from './lib/compile-cache.ts';

useCompileCache();
await import('./main.ts');
