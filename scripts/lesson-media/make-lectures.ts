/**
 * Makes the demo schools' narrated lectures: one per video lesson, from the script written for it in
 * scripts/lesson-media/lectures/. Run by hand (`npx node scripts/lesson-media/make-lectures.ts [slug...]`) on a
 * machine with Debian's chromium, ffmpeg and espeak-ng (apt-get install chromium ffmpeg espeak-ng); its small output
 * is committed under content/lesson-media/<slug>/lectures/<lessonId>/ and the seed uploads it. Nothing is
 * downloaded: the slides are drawn by Chromium from the script with the school's colours and fonts (KaTeX for
 * formulas, Shiki for code), the voice is espeak-ng reading the same sentences, and the WebVTT captions are those
 * sentences at the times the voice says them.
 *
 * Each lecture is HLS with four video renditions (SPEC.md section 9's labels) that share one audio rendition per
 * language and one caption file per language: a slide changes a few times a minute, so each rendition is a single
 * segment whose slides after the first cost almost nothing, and the voice is Opus at speech bitrate. That keeps
 * every lecture of every school within the 15 MB the repository allows them (decision 0072).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import katex from 'katex';
import { chromium, type Page } from 'playwright-core';
import { codeToHtml } from 'shiki';
import { TenantCatalogue } from '../../src/contract/catalogue.ts';
import { captionFile } from '../../src/contract/lessons.ts';
import { SchoolConfigResponse, type ColourScheme } from '../../src/contract/school-config.ts';
import { REPO_ROOT } from '../../src/tenants/paths.ts';
import { MEDIA_ROOT } from '../../src/tenants/lesson-media.ts';
import { ATELIER_LECTURES } from './lectures/atelier-lingua.ts';
import { HARBOR_LECTURES } from './lectures/harbor-code.ts';
import type { Lectures, LectureText, Said, Visual } from './lectures/lecture.ts';
import { NOVA_LECTURES } from './lectures/nova-academy.ts';

interface School {
  lectures: Lectures;
  /** The languages its lectures are voiced in, the school's own first, each with its espeak-ng voice. */
  voices: readonly { lang: string; voice: string }[];
  font: { body: string; heading: string };
}

const SCHOOLS: Readonly<Record<string, School>> = {
  'nova-academy': { lectures: NOVA_LECTURES, voices: [{ lang: 'en', voice: 'en-gb' }, { lang: 'hi', voice: 'hi' }], font: { body: 'inter', heading: 'inter' } },
  'harbor-code': { lectures: HARBOR_LECTURES, voices: [{ lang: 'en', voice: 'en-us' }], font: { body: 'ibm-plex-sans', heading: 'jetbrains-mono' } },
  'atelier-lingua': { lectures: ATELIER_LECTURES, voices: [{ lang: 'en', voice: 'en-gb' }], font: { body: 'merriweather', heading: 'merriweather' } },
};

/** SPEC.md section 9's quality labels, best first; the frame rate suits slides. */
const RENDITIONS = [
  { name: 'best', label: 'Best', width: 640, height: 360, crf: 32 },
  { name: 'better', label: 'Better', width: 480, height: 270, crf: 33 },
  { name: 'good', label: 'Good', width: 320, height: 180, crf: 35 },
  { name: 'average', label: 'Average', width: 256, height: 144, crf: 37 },
] as const;
const FPS = 4;
const VOICE_KBPS = 6;
const [SLIDE_W, SLIDE_H] = [1280, 720];
/** Silence before a slide's first sentence and after each sentence, in seconds. */
const LEAD = 0.6;
const GAP = 0.45;
const MIN_SECONDS = 30;
const MAX_SECONDS = 90;

const TEMPLATE = {
  en: {
    intro: (topic: string, course: string) => [`${topic}.`, `In this lecture from ${course}: three key ideas, and one worked example.`],
    recap: (shown: string[]) => [`To recap. ${shown.join('. ')}.`, 'Next, practise what you learned with the rest of this section.'],
    keyIdeas: 'Key ideas',
    recapHeading: 'Recap',
    lecture: 'Lecture',
    by: (name: string) => `with ${name}`,
  },
  hi: {
    intro: (topic: string, course: string) => [`${topic}.`, `${course} के इस व्याख्यान में तीन मुख्य बातें, और एक हल किया हुआ उदाहरण।`],
    recap: (_shown: string[]) => ['दोहराते हैं: आज की तीन मुख्य बातें और उदाहरण।', 'अब इस सेक्शन के अभ्यास से इसे पक्का कीजिए।'],
  },
} as const;

// ---- the voice ----

/** espeak-ng's sample rate: every sentence, and the voice they are laid into, is 16-bit mono PCM at this rate. */
const RATE = 22050;

/** A sentence's language, if it names one ("fr: Bonjour" is said by the French voice), and its words. */
function languageOf(said: Said): { lang: string | null; words: string } {
  const match = /^([a-z]{2}): (.*)$/s.exec(said);
  return match ? { lang: match[1]!, words: match[2]! } : { lang: null, words: said };
}

const VOICES: Readonly<Record<string, string>> = { fr: 'fr-fr', it: 'it', es: 'es', de: 'de' };

/** A said text split into sentences (a cue each), keeping a language prefix on every one. */
function sentences(said: Said): Said[] {
  const { lang, words } = languageOf(said);
  const parts = words.split(/(?<=[.!?।])\s+/).filter(Boolean);
  return lang ? parts.map((p) => `${lang}: ${p}`) : parts;
}

/** A sentence said by espeak-ng (in the school's voice unless it names another), as PCM samples. */
function speak(said: Said, voice: string): { text: string; samples: Int16Array } {
  const { lang, words } = languageOf(said);
  const wav = execFileSync('espeak-ng', ['-v', lang ? (VOICES[lang] ?? lang) : voice, '-s', '165', '--stdout', words]);
  const raw = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-f', 's16le', '-ar', String(RATE), '-ac', '1', 'pipe:1'], { input: wav });
  // A copy: the Buffer may start at an odd offset of a shared pool, where no Int16Array can.
  return { text: words, samples: new Int16Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength)) };
}

// ---- the slides ----

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function visualHtml(visual: Visual, colours: ColourScheme): Promise<string> {
  if ('formula' in visual) return `<div class="formulas">${visual.formula.map((tex) => `<div>${katex.renderToString(tex, { displayMode: true, throwOnError: true })}</div>`).join('')}</div>`;
  if ('code' in visual) {
    // Monospace glyphs are about 0.6 em wide: the longest line sets a size that fits the slide, 25 px at most.
    const longest = Math.max(...visual.code.split('\n').map((line) => line.length));
    const size = Math.min(25, Math.floor(1040 / (longest * 0.6)));
    const html = await codeToHtml(visual.code, { lang: visual.lang, theme: 'github-dark' });
    return html.replace('style="', `style="font-size:${size}px;`);
  }
  if ('palette' in visual) {
    return `<div class="palette">${visual.palette.map(([colour, name]) => `<figure><span style="background:${colour}"></span><figcaption>${esc(name)}</figcaption></figure>`).join('')}</div>`;
  }
  const rows = 'table' in visual ? visual.table : visual.timeline;
  const cls = 'table' in visual ? 'pairs' : 'pairs timeline';
  return `<table class="${cls}" style="--accent:${colours.accent}">${rows.map(([a, b]) => `<tr><th>${esc(a)}</th><td>${esc(b)}</td></tr>`).join('')}</table>`;
}

function fontFace(family: string): string {
  const dir = path.join(REPO_ROOT, 'node_modules', '@fontsource', family, 'files');
  return [400, 700].map((weight) => `@font-face{font-family:'${family}';font-weight:${weight};src:url('${pathToFileURL(path.join(dir, `${family}-latin-${weight}-normal.woff2`)).href}')}`).join('');
}

function page(school: School, colours: ColourScheme, schoolName: string, body: string): string {
  const katexCss = pathToFileURL(path.join(REPO_ROOT, 'node_modules', 'katex', 'dist', 'katex.min.css')).href;
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${katexCss}"><style>
${[...new Set([school.font.body, school.font.heading, 'jetbrains-mono'])].map(fontFace).join('')}
*{box-sizing:border-box;margin:0}
html,body{width:${SLIDE_W}px;height:${SLIDE_H}px;overflow:hidden}
body{background:${colours.background};color:${colours.text};font-family:'${school.font.body}',sans-serif;display:grid;grid-template-rows:auto 1fr;padding:56px 80px 64px;position:relative}
body::before{content:'';position:absolute;left:0;top:0;bottom:0;width:18px;background:${colours.primary}}
header{display:flex;justify-content:space-between;align-items:baseline;color:${colours.mutedText};font-size:24px;letter-spacing:.02em}
h1,h2{font-family:'${school.font.heading}',sans-serif;color:${colours.primary};line-height:1.15}
h1{font-size:68px;max-width:1000px}
h2{font-size:52px;margin:8px 0 32px}
main{align-self:center}
.kicker{display:inline-block;background:${colours.primary};color:${colours.onPrimary};font-size:24px;font-weight:700;padding:6px 16px;border-radius:6px;margin-bottom:28px;text-transform:uppercase;letter-spacing:.08em}
.course{font-size:34px;margin-top:28px;color:${colours.text}}
.by{font-size:28px;margin-top:12px;color:${colours.mutedText}}
ol,ul{font-size:40px;line-height:1.35;padding-left:0;list-style:none;display:grid;gap:22px;counter-reset:point}
ol li{display:grid;grid-template-columns:64px 1fr;align-items:baseline;counter-increment:point}
ol li::before{content:counter(point);font-weight:700;color:${colours.onPrimary};background:${colours.accent};border-radius:50%;width:48px;height:48px;display:grid;place-items:center;font-size:28px}
ul li{display:grid;grid-template-columns:56px 1fr}
ul li::before{content:'✓';color:${colours.accent};font-weight:700}
.formulas{display:grid;gap:12px;font-size:34px;background:${colours.surface};border:2px solid ${colours.border};border-radius:16px;padding:16px 40px}
pre.shiki{font-family:'jetbrains-mono',monospace;line-height:1.45;padding:28px 36px;border-radius:16px;white-space:pre}
.pairs{border-collapse:collapse;font-size:34px;width:100%}
.pairs th{text-align:left;font-weight:700;padding:14px 28px 14px 0;color:${colours.primary};white-space:nowrap}
.pairs td{padding:14px 0;border-bottom:2px solid ${colours.border}}
.pairs tr:first-child td{border-top:2px solid ${colours.border}}
.timeline th{border-right:6px solid var(--accent);padding-right:28px}
.timeline td{padding-left:28px}
.palette{display:flex;gap:28px;flex-wrap:wrap}
.palette figure{display:grid;gap:12px;width:170px;font-size:24px;text-align:center}
.palette span{height:170px;border-radius:50%;box-shadow:0 4px 10px rgba(0,0,0,.18);border:6px solid ${colours.surface}}
</style></head><body><header><span>${esc(schoolName)}</span></header><main>${body}</main></body></html>`;
}

interface LessonPlace {
  id: number;
  topic: string;
  course: string;
  teacher: string | null;
}

/** A slide, and what each language says over it, a sentence at a time. */
interface Slide {
  html: string;
  said: Readonly<Record<string, Said[]>>;
}

async function slidesOf(text: LectureText, place: LessonPlace, school: School, colours: ColourScheme, schoolName: string): Promise<Slide[]> {
  const t = TEMPLATE.en;
  const langs = school.voices.map((v) => v.lang);
  const said = (en: Said[], hi: () => Said[]) => Object.fromEntries(langs.map((lang) => [lang, lang === 'hi' ? hi() : en]));
  const hi = text.hi;
  if (langs.includes('hi') && !hi) throw new Error(`${place.topic}: no Hindi narration`);
  const shown = text.points.map(([s]) => s);
  return [
    {
      html: page(school, colours, schoolName, `<span class="kicker">${t.lecture}</span><h1>${esc(place.topic)}</h1><p class="course">${esc(place.course)}</p>${place.teacher ? `<p class="by">${esc(t.by(place.teacher))}</p>` : ''}`),
      said: said(t.intro(place.topic, place.course), () => TEMPLATE.hi.intro(place.topic, place.course)),
    },
    {
      html: page(school, colours, schoolName, `<h2>${t.keyIdeas}</h2><ol>${shown.map((s) => `<li>${esc(s)}</li>`).join('')}</ol>`),
      said: said(text.points.map(([, s]) => s).flatMap(sentences), () => hi!.points.flatMap(sentences)),
    },
    {
      html: page(school, colours, schoolName, `<h2>${esc(text.example)}</h2>${await visualHtml(text.visual, colours)}`),
      said: said(sentences(text.explain), () => sentences(hi!.explain)),
    },
    {
      html: page(school, colours, schoolName, `<h2>${t.recapHeading}</h2><ul>${shown.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`),
      said: said(t.recap(shown), () => TEMPLATE.hi.recap(shown)),
    },
  ];
}

async function screenshot(browser: Page, html: string, file: string): Promise<void> {
  // From a file, so that the fonts and KaTeX's style sheet (file: URLs) may load.
  const htmlFile = file.replace(/\.png$/, '.html');
  writeFileSync(htmlFile, html);
  await browser.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
  await browser.evaluate(() => document.fonts.ready.then(() => undefined));
  // A long formula or table is drawn smaller until the slide holds it.
  const fits = await browser.evaluate(() => {
    const main = document.querySelector('main')!;
    const over = () => document.body.scrollHeight > window.innerHeight || document.body.scrollWidth > window.innerWidth;
    for (let zoom = 0.95; over() && zoom >= 0.6; zoom -= 0.05) main.style.zoom = String(zoom);
    return !over();
  });
  if (!fits) throw new Error(`${file}: the slide overflows`);
  await browser.screenshot({ path: file });
}

// ---- the lecture ----

const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor((ms % 3_600_000) / 60_000);
  const ss = Math.floor((ms % 60_000) / 1000);
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

/** ffmpeg's output as a single-segment fragmented-MP4 HLS playlist in `dir` (index.m3u8, init.mp4, 00.m4s). */
const hlsInto = (dir: string): string[] => [
  '-f', 'hls', '-hls_time', '1000', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4',
  '-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', path.join(dir, '%02d.m4s'), path.join(dir, 'index.m3u8'),
];

async function makeLecture(out: string, work: string, browser: Page, text: LectureText, place: LessonPlace, school: School, colours: ColourScheme, schoolName: string): Promise<number> {
  const slides = await slidesOf(text, place, school, colours, schoolName);
  // Every language's sentences, voiced; a slide lasts as long as its longest language needs.
  const voicedSlides = slides.map((slide) => Object.fromEntries(school.voices.map(({ lang, voice }) => [lang, slide.said[lang]!.map((s) => speak(s, voice))])));
  const needs = voicedSlides.map((byLang) => Math.max(...Object.values(byLang).map((lines) => LEAD + lines.reduce((sum, l) => sum + l.samples.length / RATE + GAP, 0))));
  const natural = needs.reduce((a, b) => a + b, 0);
  // A short lecture holds its last slide a little longer, to the shortest a lecture may be.
  if (natural < MIN_SECONDS) needs[needs.length - 1]! += MIN_SECONDS - natural;
  const durations = needs.map((d) => Math.round(d * 4) / 4);
  const total = durations.reduce((a, b) => a + b, 0);
  if (total > MAX_SECONDS) throw new Error(`${place.topic}: ${total} s is longer than ${MAX_SECONDS} s`);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const { lang } of school.voices) {
    const samples = new Int16Array(Math.ceil(total * RATE));
    const cues: string[] = [];
    let slideStart = 0;
    voicedSlides.forEach((byLang, i) => {
      let at = slideStart + LEAD;
      for (const line of byLang[lang]!) {
        samples.set(line.samples, Math.round(at * RATE));
        const end = at + line.samples.length / RATE;
        cues.push(`${vttTime(at)} --> ${vttTime(end)}\n${line.text}`);
        at = end + GAP;
      }
      slideStart += durations[i]!;
    });
    const raw = path.join(work, `voice-${lang}.raw`);
    writeFileSync(raw, samples);
    writeFileSync(path.join(out, captionFile(lang)), `WEBVTT\n\n${cues.join('\n\n')}\n`);
    mkdirSync(path.join(out, `audio-${lang}`));
    ffmpeg('-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', raw,
      // At 48 kHz: Chromium's Media Source refuses Opus in MP4 at another rate, which libopus would pick for 22 kHz.
      '-c:a', 'libopus', '-ar', '48000', '-b:a', `${VOICE_KBPS}k`, '-application', 'voip', '-frame_duration', '60', ...hlsInto(path.join(out, `audio-${lang}`)));
  }

  const list: string[] = [];
  for (const [i, slide] of slides.entries()) {
    const png = path.join(work, `slide-${i}.png`);
    await screenshot(browser, slide.html, png);
    list.push(`file '${png}'`, `duration ${durations[i]}`);
  }
  // The concat demuxer takes the last file's duration only when the file is named again.
  list.push(list[list.length - 2]!);
  const listFile = path.join(work, 'slides.txt');
  writeFileSync(listFile, `${list.join('\n')}\n`);
  for (const r of RENDITIONS) {
    mkdirSync(path.join(out, r.name));
    ffmpeg('-f', 'concat', '-safe', '0', '-i', listFile, '-t', String(total),
      '-vf', `scale=${r.width}:${r.height}:flags=lanczos,fps=${FPS},format=yuv420p`,
      '-c:v', 'libx264', '-profile:v', 'main', '-level', '3.0', '-preset', 'slow', '-tune', 'stillimage', '-crf', String(r.crf),
      '-x264-params', 'keyint=infinite:scenecut=0:bframes=0', ...hlsInto(path.join(out, r.name)));
  }
  const names: Record<string, string> = { en: 'English', hi: 'हिन्दी' };
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...school.voices.map(({ lang }, i) => `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="voice",NAME="${names[lang] ?? lang}",LANGUAGE="${lang}",DEFAULT=${i === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="1",URI="audio-${lang}/index.m3u8"`),
    ...RENDITIONS.flatMap((r) => {
      const bytes = readFileSync(path.join(out, r.name, '00.m4s')).byteLength;
      const bandwidth = Math.ceil((bytes * 8) / total) + VOICE_KBPS * 1000;
      return [`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},FRAME-RATE=${FPS}.000,CODECS="avc1.4d401e,opus",AUDIO="voice",NAME="${r.label}"`, `${r.name}/index.m3u8`];
    }),
  ];
  writeFileSync(path.join(out, 'master.m3u8'), `${master.join('\n')}\n`);
  return total;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const tab = await browser.newPage({ viewport: { width: SLIDE_W, height: SLIDE_H } });
  try {
    for (const [slug, school] of Object.entries(SCHOOLS)) {
      if (only.length && !only.includes(slug)) continue;
      const tenantDir = path.join(REPO_ROOT, 'tenants', slug);
      const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(path.join(tenantDir, 'catalogue.json'), 'utf8')));
      const config = SchoolConfigResponse.parse(JSON.parse(readFileSync(path.join(tenantDir, 'school.json'), 'utf8')));
      const colours = config.theme_config.base_ui_data.light;
      const teachers = new Map(catalogue.teachers.map((t) => [t.id, t.name]));
      const root = path.join(MEDIA_ROOT, slug, 'lectures');
      // LECTURE=<lessonId> remakes that one lecture alone (to look at a change to the slides).
      const single = process.env.LECTURE ? Number(process.env.LECTURE) : null;
      if (single === null) rmSync(root, { recursive: true, force: true });
      const used = new Set<string>();
      for (const product of catalogue.products) {
        for (const section of product.sections) {
          for (const lesson of section.lessons.filter((l) => l.kind === 'video' && (single === null || l.id === single))) {
            const topic = lesson.title.startsWith('Recording: ') ? lesson.title : section.title;
            const text = school.lectures[topic];
            if (!text) throw new Error(`${slug}: no lecture written for "${topic}" (lesson ${lesson.id})`);
            used.add(topic);
            const work = mkdtempSync(path.join(tmpdir(), 'lecture-'));
            const place = { id: lesson.id, topic: topic.replace(/^Recording: /, ''), course: product.title, teacher: teachers.get(product.teacher_ids[0] ?? -1) ?? null };
            const seconds = await makeLecture(path.join(root, String(lesson.id)), work, tab, text, place, school, colours, config.school_config.school_name);
            rmSync(work, { recursive: true, force: true });
            console.log(`${slug} ${lesson.id} ${seconds.toFixed(2)} s  ${topic}`);
          }
        }
      }
      const unused = Object.keys(school.lectures).filter((k) => !used.has(k));
      if (single === null && unused.length) throw new Error(`${slug}: lectures written for no lesson: ${unused.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  console.log(execFileSync('du', ['-sh', MEDIA_ROOT], { encoding: 'utf8' }).trim());
}

await main();
