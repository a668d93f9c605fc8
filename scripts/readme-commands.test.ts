import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// The README promises only Node and npm. A bare `node file.ts` runs the machine's Node, which may predate type
// stripping (Node 20 stops with ERR_UNKNOWN_FILE_EXTENSION); `npx node` and `npm run` run the project's Node 24.
describe("the README's commands", () => {
  it('run TypeScript files through the npm package node, never the machine\'s node', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const commands = [...readme.matchAll(/(?:^|[`(\s])((?:npx )?node [\w./-]+\.ts)/gm)].map((m) => m[1]!);
    expect(commands.length).toBeGreaterThan(5);
    expect(commands.filter((c) => !c.startsWith('npx '))).toEqual([]);
  });
});
