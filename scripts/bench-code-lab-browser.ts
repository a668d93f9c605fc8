// `node scripts/bench-code-lab-browser.ts <harbor-code store URL>`: the code lab's runs in Chromium against a running
// stack (issue 45; docs/decisions/0085-code-lab.md). A new learner on harbor-code clicks "Run the examples":
// - Python, cold: a fresh browser profile, so Pyodide's 12 MB come from the edge (over loopback: no network's time);
// - Python, warm: the same page again (the interpreter is kept in its worker);
// - Python, cached: the page reloaded, so a new worker loads Pyodide from the browser's Cache Storage;
// - JavaScript and SQL, each on its page's first run (QuickJS or sql.js loaded with it).
// Each figure is from the click to every example's verdict on the page. Nothing asserts them.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './lighthouse.ts';

export interface CodeLabBrowserFigures {
  pythonCold: number;
  pythonWarm: number;
  pythonCached: number;
  javascript: number;
  sql: number;
}

const PYTHON = 5029023;
const JAVASCRIPT = 5029001;
const SQL = 5029011;

async function signUp(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const email = `bench.code.${Date.now()}@example.com`;
    const made = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench Coder', email, phone: `9${String(Date.now()).slice(-9)}`, password: 'Bench-secret-1' }) });
    const s = (await made.json()) as { authToken: string; studentId: number; studentName: string; userEmail: string };
    localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken: s.authToken, segmentId: null, segmentPath: null, studentId: s.studentId, studentName: s.studentName, userEmail: s.userEmail, isRestoredFromAdmin: false }));
  });
}

/** From the click to no example still running. */
async function timedRun(page: Page): Promise<number> {
  await page.getByTestId('code-input').waitFor();
  const started = Date.now();
  await page.getByTestId('run').click();
  await page.waitForFunction(() => {
    const verdicts = [...document.querySelectorAll('[data-testid=run-case] [data-testid=verdict]')];
    return verdicts.length > 0 && verdicts.every((v) => v.getAttribute('data-verdict') !== 'running');
  }, undefined, { timeout: 120_000 });
  return Date.now() - started;
}

export async function codeLabBrowserFigures(store: string): Promise<CodeLabBrowserFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(store);
    await signUp(page);
    const open = (id: number) => page.goto(`${store}/leet-lab/code-challenge?codeId=${id}`);
    await open(PYTHON);
    const pythonCold = await timedRun(page);
    const pythonWarm = await timedRun(page);
    await page.reload();
    const pythonCached = await timedRun(page);
    await open(JAVASCRIPT);
    const javascript = await timedRun(page);
    await open(SQL);
    const sql = await timedRun(page);
    return { pythonCold, pythonWarm, pythonCached, javascript, sql };
  } finally {
    await browser.close();
  }
}

export const describeCodeLabBrowser = (f: CodeLabBrowserFigures): string =>
  `Python first run cold ${f.pythonCold} ms, again ${f.pythonWarm} ms, after a reload (cached) ${f.pythonCached} ms; JavaScript first run ${f.javascript} ms; SQL first run ${f.sql} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const store = process.argv[2];
  if (!store) throw new Error('usage: node scripts/bench-code-lab-browser.ts <harbor-code store URL>');
  console.log(describeCodeLabBrowser(await codeLabBrowserFigures(store)));
}
