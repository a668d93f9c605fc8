/**
 * Where each demo lesson's content lives (the `lesson_content` rows) and the objects the LESSONS bucket holds for
 * it (docs/decisions/0025-lesson-media-and-signed-urls.md):
 *
 * - video: the lesson's narrated lecture, adaptive HLS with four labelled renditions, a voice per language and
 *   WebVTT captions in each, made by scripts/lesson-media/make-lectures.ts and committed under
 *   content/lesson-media/<slug>/lectures/<lessonId>/; a school without lectures of its own (the test fixtures)
 *   reuses the demo schools' in turn. The school's clip (video/) is uploaded too, for its feed and live stream.
 * - pdf: notes made here with pdf-lib, one per lesson, headed with the course, section and lesson.
 * - slides: a 16:9 deck made here with pdf-lib in the school's colours, one per lesson.
 * - supplements: a worksheet per attachment, made here with pdf-lib.
 * - code: a hands-on lab's brief in Markdown, made here from the section's lessons, shown like an article.
 * - text: the school's Markdown articles, content/lesson-media/<slug>/articles/<n>.md, taken in turn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { ProductSource, Supplement } from '../../contract/catalogue.ts';
import type { LessonContentTable, SupplementContentTable } from '../db/schema.ts';
import { articleFiles, clipDir, filesUnder, lectureDir, lectureLanguages, MEDIA_ROOT } from '../../tenants/lesson-media.ts';
import { captionsColumn } from '../lib/caption-files.ts';
import type { LoadedTenant } from '../../tenants/load.ts';

interface PlacedLesson {
  product: ProductSource;
  section: ProductSource['sections'][number];
  lesson: ProductSource['sections'][number]['lessons'][number];
  index: number;
}

function lessonsOf(tenant: LoadedTenant): PlacedLesson[] {
  return tenant.catalogue.products.flatMap((product) => {
    let index = 0;
    return product.sections.flatMap((section) => section.lessons.map((lesson) => ({ product, section, lesson, index: index++ })));
  });
}

/** A video lesson's lecture folder on disk (the loader has checked that every one has a lecture). */
const lectureOf = (slug: string, lessonId: number): string => lectureDir(slug, lessonId)!;

/** The `lesson_content` rows of a school: every video, PDF and article lesson of its products. */
export function lessonContentRows(tenant: LoadedTenant): LessonContentTable[] {
  const schoolId = tenant.config.school_config.school_id;
  const slug = tenant.slug;
  const articles = articleFiles(slug);
  return lessonsOf(tenant).flatMap(({ product, lesson, index }): LessonContentTable[] => {
    const base = { school_id: schoolId, course_id: product.id, lesson_id: lesson.id };
    switch (lesson.kind) {
      case 'video':
        return [{ ...base, kind: 'video', folder: `${slug}/lectures/${lesson.id}/`, entry: 'master.m3u8', captions: captionsColumn(lectureLanguages(lectureOf(slug, lesson.id))) }];
      case 'pdf':
        return [{ ...base, kind: 'pdf', folder: `${slug}/notes/${product.id}-${lesson.id}/`, entry: 'notes.pdf', captions: null }];
      case 'slides':
        return [{ ...base, kind: 'slides', folder: slidesFolder(slug, product.id, lesson.id), entry: 'slides.pdf', captions: null }];
      case 'text':
        return articles.length ? [{ ...base, kind: 'text', folder: `${slug}/articles/`, entry: articles[index % articles.length]!, captions: null }] : [];
      case 'code':
        // A lab's brief is Markdown the player shows like an article; the lab is done when the learner marks it so.
        return [{ ...base, kind: 'text', folder: `${slug}/labs/`, entry: `${product.id}-${lesson.id}.md`, captions: null }];
      default:
        return [];
    }
  });
}

export interface LessonObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t', '.mp4': 'video/mp4', '.m4s': 'video/iso.segment', '.vtt': 'text/vtt', '.md': 'text/markdown', '.pdf': 'application/pdf',
};

/** Wraps `text` to lines no wider than `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Standard PDF fonts speak WinAnsi only: letters outside it (₹, curly quotes) become plain ones. */
const winAnsi = (text: string): string =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/₹/g, 'Rs ').replace(/[^\x20-\x7E\xA0-\xFF]/g, '');

interface NotesPage {
  heading: string;
  paragraphs: string[];
  /** A worksheet's tasks after the paragraphs, each with ruled lines left for the learner's answer. */
  tasks?: string[];
}

/** An A4 PDF of pages with a heading and paragraphs, under the school's name, numbered. */
async function notesPdf(school: string, title: string, pages: NotesPage[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(title));
  pdf.setAuthor(winAnsi(school));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [W, H, M] = [595, 842, 56];
  const grey = rgb(0.35, 0.35, 0.4);
  pages.forEach(({ heading, paragraphs, tasks = [] }, i) => {
    const page = pdf.addPage([W, H]);
    let y = H - M;
    page.drawText(winAnsi(school), { x: M, y, size: 10, font: regular, color: grey });
    y -= 36;
    for (const line of wrap(winAnsi(heading), bold, 20, W - 2 * M)) {
      page.drawText(line, { x: M, y, size: 20, font: bold });
      y -= 26;
    }
    y -= 8;
    const blocks = [...paragraphs.map((text) => ({ text, lines: 0 })), ...tasks.map((text) => ({ text, lines: 3 }))];
    for (const { text, lines } of blocks) {
      for (const line of wrap(winAnsi(text), regular, 12, W - 2 * M)) {
        if (y < M + 30) break;
        page.drawText(line, { x: M, y, size: 12, font: regular });
        y -= 17;
      }
      for (let n = 0; n < lines && y > M + 40; n++) {
        y -= 20;
        page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.5, color: rgb(0.7, 0.7, 0.75) });
      }
      y -= lines ? 24 : 8;
    }
    page.drawText(`Page ${i + 1} of ${pages.length}`, { x: M, y: M / 2, size: 9, font: regular, color: grey });
  });
  return pdf.save({ useObjectStreams: true });
}

/**
 * A lesson's notes: three pages with real headings and text from the product's own words (title, description,
 * the section's lessons), so the PDF viewer has pages to turn and text to select.
 */
export function lessonNotes(school: string, { product, section, lesson }: PlacedLesson): Promise<Uint8Array> {
  return notesPdf(school, `${lesson.title} - ${product.title}`, [
    {
      heading: lesson.title,
      paragraphs: [`${product.title}. ${section.title}.`, ...product.description.split('\n').filter((p) => p.trim() && !p.startsWith('-'))],
    },
    {
      heading: `In this section: ${section.title}`,
      paragraphs: section.lessons.map((l, i) => `${i + 1}. ${l.title} (${l.kind})`),
    },
    {
      heading: 'Summary and practice',
      paragraphs: [
        `Revise "${lesson.title}" from these notes, then try the questions at the end of ${section.title}.`,
        product.short_description,
        `These notes are part of ${product.title}, published by ${school}.`,
      ],
    },
  ]);
}

/**
 * A supplement: a worksheet on the section, one task per lesson of it with ruled lines to answer on, then a
 * checklist page, so the learner has something to print and fill in beside the lesson.
 */
export function supplementSheet(school: string, { product, section }: PlacedLesson, supplement: Supplement): Promise<Uint8Array> {
  const studied = section.lessons.filter((l) => l.kind !== 'quiz');
  return notesPdf(school, `${supplement.title} - ${product.title}`, [
    {
      heading: supplement.title,
      paragraphs: [`${product.title}. ${section.title}. Work through these after the lessons of this section; write your answers on the lines.`],
      tasks: studied.map((l, i) => `${i + 1}. In your own words, set out the main points of "${l.title}" and one example of them.`),
    },
    {
      heading: 'Before you move on',
      paragraphs: [
        ...section.lessons.map((l) => `[ ] ${l.title}`),
        `This sheet is part of ${product.title}, published by ${school}.`,
      ],
    },
  ]);
}

/**
 * A hands-on lab's brief (a code lesson), in Markdown: what to build from this section's own lessons, the steps, a
 * starting point and how to check the work, so the lesson has something real to do in the player.
 */
export function labBrief({ product, section, lesson }: PlacedLesson, challenge?: string): string {
  const studied = section.lessons.filter((l) => l.id !== lesson.id && l.kind !== 'quiz');
  const quiz = section.lessons.find((l) => l.kind === 'quiz');
  const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [
    `# ${lesson.title}`,
    '',
    `A lab for **${section.title}** in ${product.title}. Work in your own editor, at your own pace.`,
    '',
    '## Before you start',
    '',
    ...studied.map((l) => `- ${l.title}`),
    '',
    '## What to build',
    '',
    `A small project that uses what ${section.title} covers, end to end, with a test for each part you write.`,
    '',
    '1. Create a folder for the lab and put it under version control.',
    `2. Write down, in a README, the three ideas of ${section.title} you will use.`,
    '3. Build the smallest version that runs, then add one idea at a time.',
    '4. After each step, run your tests and commit with a message that says why.',
    '',
    '## A starting point',
    '',
    '```sh',
    `mkdir ${slugOf(section.title) || 'lab'}-lab && cd $_`,
    'git init',
    `echo "# ${section.title} lab" > README.md`,
    '```',
    '',
    '## Check your work',
    '',
    '- Every step has a commit, and the tests pass after each one.',
    '- Someone reading your README knows what you built and why.',
    ...(quiz ? [`- Then take **${quiz.title}** to see what to revise.`] : []),
    '',
    // A lab that is a code-lab challenge is completed by solving it (docs/decisions/0085-code-lab.md).
    challenge ? `> Then solve **${challenge}** in the code lab, below: that completes the lab.` : '> Mark the lab complete when you have finished it.',
    '',
  ].join('\n');
}

const slidesFolder = (slug: string, productId: number, lessonId: number): string => `${slug}/slides/${productId}-${lessonId}/`;

/** `#rrggbb` as pdf-lib's colour; a school's theme colours are validated hex (src/contract/school-config.ts). */
function hexColour(hex: string) {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/**
 * A slide deck: 16:9 slides in the school's colours, from the product's own words: a title slide, what the section
 * covers, the product's key facts, the practice that follows and what comes next.
 */
export async function lessonSlides(tenant: LoadedTenant, { product, section, lesson }: PlacedLesson): Promise<Uint8Array> {
  const school = tenant.config.school_config.school_name;
  const colours = tenant.config.theme_config.base_ui_data.light;
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${lesson.title} - ${product.title}`));
  pdf.setAuthor(winAnsi(school));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [W, H, M] = [960, 540, 56];
  const brand = hexColour(colours.primary);
  const onBrand = hexColour(colours.onPrimary);
  const text = hexColour(colours.text);
  const muted = hexColour(colours.mutedText);
  const at = section.lessons.findIndex((l) => l.id === lesson.id);
  const practice = section.lessons.find((l) => l.kind === 'quiz');
  const next = section.lessons[at + 1];
  const facts = product.description.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  const slides: { heading: string; bullets: string[] }[] = [
    { heading: 'In this section', bullets: section.lessons.map((l) => l.title) },
    { heading: `About ${product.title}`, bullets: facts.length ? facts : [product.short_description] },
    {
      heading: 'Practise',
      bullets: [
        practice ? `Take "${practice.title}" once you have been through these slides.` : `Work through the questions at the end of ${section.title}.`,
        'Bookmark any slide you want to come back to, with a note.',
      ],
    },
    { heading: 'Next', bullets: [next ? next.title : `The next section of ${product.title}.`, `${product.title}, by ${school}.`] },
  ];

  // The title slide: the lesson on the school's colour.
  const cover = pdf.addPage([W, H]);
  cover.drawRectangle({ x: 0, y: 0, width: W, height: H, color: brand });
  cover.drawText(winAnsi(school), { x: M, y: H - M - 10, size: 16, font: regular, color: onBrand });
  let y = H / 2 + 30;
  for (const line of wrap(winAnsi(lesson.title), bold, 40, W - 2 * M)) {
    cover.drawText(line, { x: M, y, size: 40, font: bold, color: onBrand });
    y -= 48;
  }
  cover.drawText(winAnsi(`${product.title} - ${section.title}`), { x: M, y: y - 10, size: 18, font: regular, color: onBrand });

  slides.forEach(({ heading, bullets }, i) => {
    const page = pdf.addPage([W, H]);
    page.drawRectangle({ x: 0, y: H - 12, width: W, height: 12, color: brand });
    page.drawText(winAnsi(heading), { x: M, y: H - M - 30, size: 32, font: bold, color: text });
    let line = H - M - 90;
    for (const bullet of bullets) {
      page.drawCircle({ x: M + 6, y: line + 7, size: 5, color: brand });
      for (const part of wrap(winAnsi(bullet), regular, 22, W - 2 * M - 30)) {
        if (line < M + 30) break;
        page.drawText(part, { x: M + 28, y: line, size: 22, font: regular, color: text });
        line -= 30;
      }
      line -= 14;
    }
    page.drawText(`${i + 2} / ${slides.length + 1}`, { x: W - M - 40, y: M / 2, size: 12, font: regular, color: muted });
    page.drawText(winAnsi(school), { x: M, y: M / 2, size: 12, font: regular, color: muted });
  });
  return pdf.save({ useObjectStreams: true });
}

/** The `supplement_content` rows of a school: where each lesson attachment's file lives. */
export function supplementContentRows(tenant: LoadedTenant): SupplementContentTable[] {
  const schoolId = tenant.config.school_config.school_id;
  return lessonsOf(tenant).flatMap(({ product, lesson }) =>
    (lesson.supplements ?? []).map((supplement) => ({
      school_id: schoolId,
      supplement_id: supplement.id,
      course_id: product.id,
      lesson_id: lesson.id,
      folder: supplementFolder(tenant.slug, product.id, supplement.id),
      entry: supplement.file_name,
    })),
  );
}

const supplementFolder = (slug: string, productId: number, supplementId: number): string => `${slug}/supplements/${productId}-${supplementId}/`;

export async function* lessonObjects(tenant: LoadedTenant): AsyncGenerator<LessonObject> {
  const slug = tenant.slug;
  const type = (name: string) => TYPES[path.extname(name)] ?? 'application/octet-stream';
  for (const { rel, full } of filesUnder(clipDir(slug))) yield { key: `${slug}/video/${rel}`, body: readFileSync(full), contentType: type(rel) };
  for (const { lesson } of lessonsOf(tenant)) {
    if (lesson.kind !== 'video') continue;
    for (const { rel, full } of filesUnder(lectureOf(slug, lesson.id))) {
      yield { key: `${slug}/lectures/${lesson.id}/${rel}`, body: readFileSync(full), contentType: type(rel) };
    }
  }
  for (const name of articleFiles(slug)) {
    yield { key: `${slug}/articles/${name}`, body: readFileSync(path.join(MEDIA_ROOT, slug, 'articles', name)), contentType: type(name) };
  }
  const school = tenant.config.school_config.school_name;
  for (const placed of lessonsOf(tenant)) {
    if (placed.lesson.kind !== 'pdf') continue;
    yield { key: `${slug}/notes/${placed.product.id}-${placed.lesson.id}/notes.pdf`, body: await lessonNotes(school, placed), contentType: 'application/pdf' };
  }
  const challengeOf = (productId: number, lessonId: number) =>
    tenant.code?.challenges.find((c) => c.lesson?.course_id === productId && c.lesson.lesson_id === lessonId)?.title;
  for (const placed of lessonsOf(tenant)) {
    if (placed.lesson.kind !== 'code') continue;
    const brief = labBrief(placed, challengeOf(placed.product.id, placed.lesson.id));
    yield { key: `${slug}/labs/${placed.product.id}-${placed.lesson.id}.md`, body: new TextEncoder().encode(brief), contentType: 'text/markdown' };
  }
  for (const placed of lessonsOf(tenant)) {
    if (placed.lesson.kind !== 'slides') continue;
    yield { key: `${slidesFolder(slug, placed.product.id, placed.lesson.id)}slides.pdf`, body: await lessonSlides(tenant, placed), contentType: 'application/pdf' };
  }
  for (const placed of lessonsOf(tenant)) {
    for (const supplement of placed.lesson.supplements ?? []) {
      const key = `${supplementFolder(slug, placed.product.id, supplement.id)}${supplement.file_name}`;
      yield { key, body: await supplementSheet(school, placed, supplement), contentType: 'application/pdf' };
    }
  }
}
