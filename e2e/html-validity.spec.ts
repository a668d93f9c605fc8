import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_SCHOOLS } from './schools.ts';

// Every page of each demo school's live build, as the edge serves it, through the W3C Nu HTML Checker (the vnu-jar
// package; it needs Java, which .ci/run installs). Built pages are checked, not a sample: a rule broken by one
// shared component breaks every page that has it.
const VNU = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

for (const school of DEMO_SCHOOLS) {
  test(`${school.slug}: every built page is valid HTML`, async () => {
    // A Java start and a few hundred pages: well past the default minute on a busy machine.
    test.setTimeout(240_000);
    const root = join('dist/site/_sf/schools', school.slug);
    const { build } = JSON.parse(await readFile(join(root, 'current.json'), 'utf8')) as { build: string };
    const pages = await htmlFiles(join(root, 'builds', build));
    expect(pages.length).toBeGreaterThan(50);
    const { stderr } = await run('java', ['-Xss4m', '-jar', VNU, '--errors-only', '--exit-zero-always', '--format', 'json', ...pages], { maxBuffer: 64 * 1024 * 1024 })
      .catch((error: NodeJS.ErrnoException) => {
        throw new Error(error.code === 'ENOENT' ? 'Java is needed for the HTML checker: apt-get install default-jre-headless' : String(error));
      });
    // The checker writes its JSON report to standard error.
    const report = JSON.parse(stderr) as { messages: { type: string; url?: string; message: string }[] };
    const errors = report.messages.filter((m) => m.type === 'error').map((m) => `${(m.url ?? '').replace(/^.*\/builds\/[^/]+\//, '')}: ${m.message}`);
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
  });
}
