#!/usr/bin/env node
// The schoolfront CLI: Node's compile cache turned on, then the commands (cli/main.ts) imported. Imported statically,
// they would load before the cache is on.
import { useCompileCache } from './lib/compile-cache.ts';

useCompileCache();
await import('./main.ts');
