/**
 * The lesson player's figures for `npm run bench` (docs/performance.md): the JavaScript (gzip) a free-preview
 * video lesson's page loads, and click-to-first-frame of its video, on a running local stack (free previews open
 * signed out, so no learner is needed); and the first page of PDF notes shown, for a learner the bench signs up
 * and enrols through the API (PDF lessons are never free previews).
 *
 *   node scripts/bench-player.ts <school origin with base, e.g. http://nova-academy.localhost:8812/learn>
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { CHROMIUM_ARGS } from './lighthouse.ts';

export interface PlayerFigures {
  jsGzip: number;
  jsFiles: number;
  /** Whether the page loaded pdf.js (it must not, on a video lesson). */
  loadedPdfJs: boolean;
  firstFrameMs: number;
}

/** The school's first free-preview video lesson's player address, under `store` (origin and base). */
export function freeVideoLesson(slug: string, store: string): string {
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  for (const product of catalogue.products) {
    for (const section of product.sections) {
      const lesson = section.lessons.find((l) => l.kind === 'video' && l.free_preview);
      if (lesson) return `${store}/home/${product.seo_title}/section/${section.id}/lesson/${lesson.id}`;
    }
  }
  throw new Error(`${slug} has no free-preview video lesson`);
}

/** The sales page of the school's first course with a free-preview video: the page whose buy box plays a trailer. */
export function trailerSalesPage(slug: string, store: string): string {
  const lesson = new URL(freeVideoLesson(slug, store));
  return `${store}/${lesson.pathname.split('/')[3]}`;
}

/** The school's first PDF lesson: its course and its player address under `store`. */
export function pdfLesson(slug: string, store: string): { courseId: number; url: string } {
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  for (const product of catalogue.products) {
    for (const section of product.sections) {
      const lesson = section.lessons.find((l) => l.kind === 'pdf' && !l.drip_days);
      if (lesson) return { courseId: product.id, url: `${store}/home/${product.seo_title}/section/${section.id}/lesson/${lesson.id}` };
    }
  }
  throw new Error(`${slug} has no PDF lesson`);
}

export interface PdfFigures {
  /** Navigation start to the first page drawn with its text layer (`data-rendered-page`), cold cache. */
  firstPageMs: number;
  /** The same on opening the lesson again, the school's code in the browser's cache (a lesson opened from the dashboard). */
  warmFirstPageMs: number;
  /** Whether the page loaded hls.js (it must not, on a PDF lesson). */
  loadedHls: boolean;
}

/**
 * Signs a new learner up and enrols them through the API in the page, as a learner would be: the session cookies land in
 * the browser, and the page keeps its own record of the session as the sign-in page does (what shows the download button).
 */
async function enrolInPage(page: Page, courseId: number, phonePrefix: string): Promise<void> {
  await page.evaluate(async ({ courseId, phonePrefix }) => {
    const email = `bench.${phonePrefix}.${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json' };
    const response = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench Reader', email, phone: `${phonePrefix}${String(Date.now()).slice(-9)}`, password: 'Bench-secret-1' }) });
    const { authToken, studentId, studentName, userEmail, segmentId, segmentPath } = (await response.json()) as Record<string, unknown>;
    localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken, segmentId, segmentPath, studentId, studentName, userEmail, isRestoredFromAdmin: false }));
    localStorage.setItem('savedUser', JSON.stringify({ studentId, studentName, userEmail, userMobileNum: null, profilePhoto: null }));
    await fetch('/learner/dev/enrolments', { method: 'POST', headers: json, body: JSON.stringify({ email, course_id: courseId }) });
  }, { courseId, phonePrefix });
}

/** Opens the PDF lesson and times its first page drawn with its text layer, from navigation start. */
async function timeFirstPage(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.locator('[data-rendered-page="1"]').waitFor({ timeout: 30_000 });
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('pdf-first-page')[0];
    return mark ? mark.startTime : performance.now();
  });
}

/** Opens the PDF lesson as a newly enrolled learner and times its first page, from navigation start. */
export async function pdfFigures(store: string, lesson: { courseId: number; url: string }): Promise<PdfFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'x-schoolfront-local-client': '10.77.0.2' } });
    await page.goto(store);
    await enrolInPage(page, lesson.courseId, '8');
    let loadedHls = false;
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /video-view|hls/.test(response.url())) loadedHls = true;
    });
    const firstPage = () => timeFirstPage(page, lesson.url);
    const firstPageMs = await firstPage();
    // Again, from another page of the school, as a learner comes back to a lesson: the code is cached now.
    await page.goto(store);
    const warmFirstPageMs = await firstPage();
    return { firstPageMs, warmFirstPageMs, loadedHls };
  } finally {
    await browser.close();
  }
}

export interface OfflineFigures {
  /** Navigation to the first page shown, the lesson downloaded but the network up (the API and media server answer). */
  onlineMs: number;
  /** The same with the network cut: the lesson from the vault, decrypted by the service worker. */
  offlineMs: number;
}

/**
 * An offline lesson's open time against the online one (issue 45): a newly enrolled learner downloads the PDF lesson,
 * then opens it online and with the network cut, timed as pdfFigures times it (the code cached both times).
 */
export async function offlineFigures(store: string, lesson: { courseId: number; url: string }): Promise<OfflineFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-schoolfront-local-client': '10.77.0.3' } });
    const page = await context.newPage();
    await page.goto(store);
    await enrolInPage(page, lesson.courseId, '7');
    const firstPage = () => timeFirstPage(page, lesson.url);
    await firstPage();
    // The school's worker installs after the first load, and controls the pages opened after it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await firstPage();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByTestId('download-lesson').click();
    await page.locator('[data-testid=lesson-download][data-state=downloaded]').waitFor({ timeout: 120_000 });
    const onlineMs = await firstPage();
    await context.setOffline(true);
    const offlineMs = await firstPage();
    return { onlineMs, offlineMs };
  } finally {
    await browser.close();
  }
}

export async function playerFigures(url: string): Promise<PlayerFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const figures = { jsGzip: 0, jsFiles: 0, loadedPdfJs: false, firstFrameMs: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (/pdf(-view|\.worker)/.test(response.url())) figures.loadedPdfJs = true;
      pending.push(response.body().then((body) => {
        figures.jsGzip += gzipSync(body).length;
        figures.jsFiles++;
      }, () => undefined));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const video = page.getByTestId('lesson-video');
    await video.waitFor();
    // From the learner's click to the first frame the browser presents (requestVideoFrameCallback).
    await page.getByTestId('video-frame').focus();
    await page.getByTestId('shortcuts').focus();
    figures.firstFrameMs = await video.evaluate(async (v: HTMLVideoElement) => {
      const started = performance.now();
      const frame = new Promise<number>((resolve) => v.requestVideoFrameCallback(() => resolve(performance.now())));
      await v.play();
      return (await frame) - started;
    });
    return figures;
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const store = process.argv[2];
  if (!store) throw new Error('usage: node scripts/bench-player.ts <store URL>');
  const slug = new URL(store).hostname.split('.')[0]!;
  console.log(await playerFigures(freeVideoLesson(slug, store)));
  console.log(await pdfFigures(store, pdfLesson(slug, store)));
  console.log(await offlineFigures(store, pdfLesson(slug, store)));
}
