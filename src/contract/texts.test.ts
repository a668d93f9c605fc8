import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The areas' fixed texts live apart from their schemas (`src/contract/<area>-text.ts`): the shell names every area's
 * texts on every page, so a text module that reached zod would put a schema library's weight on every page.
 */
describe('the text modules', () => {
  it('import no zod, and nothing that does', () => {
    const dir = new URL('.', import.meta.url);
    const texts = readdirSync(dir).filter((f) => f.endsWith('-text.ts'));
    expect(texts.length).toBeGreaterThan(20);
    for (const file of texts) {
      const imports = [...readFileSync(new URL(file, dir), 'utf8').matchAll(/^import (type )?.* from '([^']+)';$/gm)];
      for (const [, typeOnly, from] of imports) {
        if (typeOnly) continue;
        expect({ file, from }).toEqual({ file, from: expect.stringMatching(/^\.\/(public-text|checkout-price)\.ts$/) });
      }
    }
  });
});
