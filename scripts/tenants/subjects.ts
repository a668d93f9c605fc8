/**
 * What a product teaches, as a picture (issue 47): each cover shows its subject (a physics diagram, a molecule, a code
 * editor, a painter's palette) rather than its title again. The subject is read from the product's own data (its
 * address, title, tags and categories) by the rules below, first match first; each is drawn as SVG in a 600 x 440
 * box, in the school's colours, varied by the product's seed so two covers of one subject are never the same.
 */
import type { Rng } from '../../cli/lib/prng.ts';

export const SUBJECTS = [
  'physics', 'maths', 'chemistry', 'botany', 'genetics', 'science', 'polity', 'history', 'economy', 'essay', 'reasoning',
  'planning', 'exam', 'books', 'code', 'web', 'data', 'ml', 'database', 'containers', 'cloud', 'pipeline', 'algorithms',
  'architecture', 'security', 'git', 'career', 'conversation', 'french', 'italian', 'spanish', 'german', 'painting',
  'watercolour', 'drawing', 'portrait', 'calligraphy', 'renaissance', 'opera',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** What a rule reads: the product's address, title, tags and category names. */
export interface SubjectSource {
  seo: string;
  title: string;
  tags?: readonly string[];
  cats?: readonly string[];
}

/** Ordered: the most particular first ("Organic Chemistry" before "JEE"; "opera" before "Italian"). */
const RULES: readonly [RegExp, Subject][] = [
  [/opera|song/, 'opera'],
  [/calligraph|lettering/, 'calligraphy'],
  [/portrait/, 'portrait'],
  [/watercolou?r|landscape/, 'watercolour'],
  [/drawing/, 'drawing'],
  [/mock exam|exam preparation|placement test|\bquiz\b|assessment|skills test|challenge test|practice exam|certification exam|mock test|full mock|grand mock|paper 1 mock|chapter test|interview test|test series|practice series|exam series/, 'exam'],
  [/renaissance|giotto|michelangelo/, 'renaissance'],
  [/impressionis|painting|art history/, 'painting'],
  [/tutoring|conversation|learn a language/, 'conversation'],
  [/french|delf/, 'french'],
  [/italian|cils/, 'italian'],
  [/spanish|dele/, 'spanish'],
  [/german|goethe/, 'german'],
  [/organic|chemistry/, 'chemistry'],
  [/physics|kinematic/, 'physics'],
  [/mathematic|maths/, 'maths'],
  [/botany/, 'botany'],
  [/zoology|genetics/, 'genetics'],
  [/class 10 science|olympiad/, 'science'],
  [/polity|constitution/, 'polity'],
  [/history/, 'history'],
  [/econom/, 'economy'],
  [/essay|answer writing/, 'essay'],
  [/csat|aptitude|problem solving/, 'reasoning'],
  [/orientation|planning|dropper/, 'planning'],
  [/algorithm|coding interview|dsa|hackathon/, 'algorithms'],
  [/machine learning|\bml\b/, 'ml'],
  [/\bsql\b/, 'database'],
  [/python|data/, 'data'],
  [/docker|kubernetes/, 'containers'],
  [/ci\/cd|github actions/, 'pipeline'],
  [/\bgit\b/, 'git'],
  [/aws|cloud|devops/, 'cloud'],
  [/security/, 'security'],
  [/system design/, 'architecture'],
  [/career|interview|cohort/, 'career'],
  [/react|front-?end|full-stack|web/, 'web'],
  [/javascript|typescript|rust/, 'code'],
  [/bundle|programme|foundation|path|pack|complete/, 'books'],
  [/mock|upsc|jee|neet|prelims/, 'exam'],
];

/** The product's subject: the first rule its words match, else books (a bundle of things, a course of many). */
export function subjectOf(product: SubjectSource): Subject {
  const words = [product.title, product.seo.replace(/-/g, ' '), ...(product.tags ?? []), ...(product.cats ?? [])].join(' | ').toLowerCase();
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'books';
}

/** The colours a picture is drawn in, from the school's theme. */
export interface Inks {
  /** Lines and the main shapes: the primary's text colour. */
  ink: string;
  /** Highlights: the school's accent, lightened to read on the primary. */
  accent: string;
  /** Fills behind: the primary, lightened. */
  soft: string;
  /** The picture's deepest shade: the primary, darkened. */
  deep: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 6, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}"${extra}/>`;
const path = (d: string, stroke: string, width = 6, fill = 'none', extra = '') =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** An arrow from (x1, y1) to (x2, y2) with its head. */
function arrow(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 7): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${r1(x2 - 26 * Math.cos(angle + turn))} ${r1(y2 - 26 * Math.sin(angle + turn))}`;
  return line(x1, y1, x2, y2, stroke, width) + path(`M${head(0.45)} L${r1(x2)} ${r1(y2)} L${head(-0.45)}`, stroke, width);
}
/** A window with a title bar: editors, browsers, terminals. */
const windowFrame = (x: number, y: number, w: number, h: number, c: Inks) =>
  rect(x, y, w, h, c.deep, 22) + rect(x, y, w, 54, c.soft, 22) + rect(x, y + 30, w, 24, c.soft) +
  [0, 1, 2].map((i) => circle(x + 34 + i * 30, y + 27, 9, i === 0 ? c.accent : c.ink, ' opacity="0.85"')).join('');

type Draw = (rng: Rng, c: Inks) => string;

const DRAW: Record<Subject, Draw> = {
  physics: (rng, c) => {
    // A block on an inclined plane, its weight, the normal force and friction; a projectile's arc above.
    const angle = rng.int(22, 34) * (Math.PI / 180);
    const [x0, y0, base] = [40, 400, 400];
    const top = y0 - base * Math.tan(angle);
    const at = 0.55;
    const [bx, by] = [x0 + base * at, y0 - base * at * Math.tan(angle)];
    const [ux, uy] = [Math.cos(angle), -Math.sin(angle)];
    const [nx, ny] = [Math.sin(angle), Math.cos(angle)];
    const block = `<g transform="translate(${r1(bx)} ${r1(by)}) rotate(${r1((-angle * 180) / Math.PI)})">${rect(-45, -80, 90, 80, c.soft, 8)}</g>`;
    const [cx, cy] = [bx - 40 * nx, by - 40 * ny];
    const arc = Array.from({ length: 9 }, (_, i) => i / 8).map((t) => `${r1(300 + t * 280)} ${r1(150 - 420 * t * (1 - t))}`);
    return path(`M${x0} ${y0} L${x0 + base} ${y0} L${x0 + base} ${r1(top)} Z`, c.ink, 7, c.deep) + block +
      arrow(cx, cy, cx, cy + 150, c.accent) + arrow(cx, cy, cx - 130 * nx, cy - 130 * ny, c.ink) + arrow(cx, cy, cx - 120 * ux, cy - 120 * uy, c.ink, 5) +
      path(`M${arc.join(' L')}`, c.accent, 5, 'none', ' stroke-dasharray="4 16"') + circle(300, 150, 14, c.accent) +
      path(`M${x0 + base - 70} ${y0} A 70 70 0 0 0 ${r1(x0 + base - 70 * Math.cos(angle))} ${r1(y0 - 70 * Math.sin(angle))}`, c.ink, 4);
  },
  maths: (rng, c) => {
    // Axes, a curve, the area under it between two bounds, and a tangent.
    const a = rng.int(60, 110);
    const k = rng.int(12, 20) / 1000;
    const bend = rng.int(2, 6) / 10_000;
    const f = (x: number) => 240 - a * Math.sin(k * x) - bend * (x - 300) ** 2;
    const xs = Array.from({ length: 49 }, (_, i) => 40 + i * 11);
    const [l, r] = [160 + rng.int(0, 60), 360 + rng.int(0, 60)];
    const area = xs.filter((x) => x >= l && x <= r);
    const t = xs[30]!;
    const slope = (f(t + 1) - f(t - 1)) / 2;
    return path(`M${l} 400 ${area.map((x) => `L${x} ${r1(f(x))}`).join(' ')} L${area[area.length - 1]} 400 Z`, 'none', 0, c.soft, ' opacity="0.55"') +
      arrow(30, 400, 590, 400, c.ink, 6) + arrow(60, 420, 60, 30, c.ink, 6) +
      path(`M${xs.map((x) => `${x} ${r1(f(x))}`).join(' L')}`, c.accent, 8) +
      line(t - 110, f(t) - 110 * slope, t + 110, f(t) + 110 * slope, c.ink, 4, ' stroke-dasharray="14 10"') + circle(t, f(t), 12, c.ink);
  },
  chemistry: (rng, c) => {
    // A benzene ring with its alternating double bonds and substituents, ball and stick.
    const [cx, cy, r] = [280, 230, 110];
    const points = Array.from({ length: 6 }, (_, i) => [cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as const);
    const bonds = points.map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % 6]!;
      const inner = i % 2 === 0 ? line(cx + (x - cx) * 0.78, cy + (y - cy) * 0.78, cx + (nx - cx) * 0.78, cy + (ny - cy) * 0.78, c.ink, 6) : '';
      return line(x, y, nx, ny, c.ink, 9) + inner;
    }).join('');
    const groups = [0, 2, 4].filter(() => rng.chance(0.7)).concat([1]).map((i) => {
      const [x, y] = points[i]!;
      const [gx, gy] = [cx + (x - cx) * 1.9, cy + (y - cy) * 1.9];
      return line(x, y, gx, gy, c.ink, 8) + circle(gx, gy, 34, i === 1 ? c.accent : c.soft) + circle(gx - 10, gy - 10, 9, c.ink, ' opacity="0.35"');
    }).join('');
    return groups + bonds + points.map(([x, y]) => circle(x, y, 24, c.deep, ` stroke="${c.ink}" stroke-width="6"`)).join('');
  },
  botany: (rng, c) => {
    // A leaf with its midrib and veins, and a seedling beside it.
    const tilt = rng.int(-25, -5);
    const veins = Array.from({ length: 6 }, (_, i) => {
      const y = -150 + i * 52;
      return path(`M0 ${y} Q ${50} ${y - 30} ${95 - Math.abs(i - 2.5) * 14} ${y - 60}`, c.deep, 5) + path(`M0 ${y} Q ${-50} ${y - 30} ${-95 + Math.abs(i - 2.5) * 14} ${y - 60}`, c.deep, 5);
    }).join('');
    return `<g transform="translate(300 250) rotate(${tilt})">${path('M0 -230 C 170 -150 170 120 0 200 C -170 120 -170 -150 0 -230 Z', c.ink, 6, c.soft)}${line(0, -220, 0, 260, c.deep, 8)}${veins}</g>` +
      path('M510 420 L510 330', c.ink, 8) + path('M510 350 C 470 340 450 310 455 280 C 490 290 505 320 510 350', c.ink, 5, c.accent) + path('M510 335 C 545 320 565 290 558 262 C 525 275 512 305 510 335', c.ink, 5, c.accent);
  },
  genetics: (rng, c) => {
    // A DNA double helix, its base pairs in two colours.
    const turns = rng.int(2, 3);
    const n = 24;
    const at = (i: number, phase: number) => [80 + (i / n) * 440, 220 + 120 * Math.sin((i / n) * turns * 2 * Math.PI + phase)] as const;
    const strand = (phase: number, colour: string) => path(`M${Array.from({ length: n + 1 }, (_, i) => at(i, phase).map(r1).join(' ')).join(' L')}`, colour, 12);
    const rungs = Array.from({ length: n - 1 }, (_, i) => i + 1).map((i) => {
      const [[x, y1], [, y2]] = [at(i, 0), at(i, Math.PI)];
      return line(x, y1, x, (y1 + y2) / 2, i % 3 === 0 ? c.accent : c.soft, 7) + line(x, (y1 + y2) / 2, x, y2, i % 2 === 0 ? c.soft : c.accent, 7);
    }).join('');
    return rungs + strand(0, c.ink) + strand(Math.PI, c.ink);
  },
  science: (rng, c) => {
    // A Bohr atom and a conical flask.
    const orbits = [0, 60, 120].map((turn) => `<ellipse cx="230" cy="220" rx="190" ry="70" fill="none" stroke="${c.ink}" stroke-width="6" transform="rotate(${turn + rng.int(-8, 8)} 230 220)"/>`).join('');
    const electrons = [0, 60, 120].map((turn, i) => {
      const t = ((turn + rng.int(0, 359)) * Math.PI) / 180;
      const [ex, ey] = [190 * Math.cos(t), 70 * Math.sin(t)];
      const rad = ((turn * Math.PI) / 180);
      return circle(230 + ex * Math.cos(rad) - ey * Math.sin(rad), 220 + ex * Math.sin(rad) + ey * Math.cos(rad), 15, i === 0 ? c.accent : c.soft);
    }).join('');
    return orbits + circle(230, 220, 40, c.accent) + electrons +
      path('M470 230 L470 300 L420 410 L580 410 L530 300 L530 230', c.ink, 7, c.deep) + path('M433 380 L567 380 L580 410 L420 410 Z', 'none', 0, c.soft) + line(455, 230, 545, 230, c.ink, 8) +
      circle(490, 350, 9, c.ink, ' opacity="0.6"') + circle(515, 325, 6, c.ink, ' opacity="0.6"');
  },
  polity: (rng, c) => {
    // A legislature's portico: steps, columns, a pediment; the scales of justice before it.
    const columns = rng.int(5, 7);
    const gap = 360 / (columns - 1);
    return path('M100 150 L300 60 L500 150 Z', c.ink, 6, c.soft) + rect(90, 150, 420, 30, c.ink, 4) +
      Array.from({ length: columns }, (_, i) => rect(110 + i * gap - 14 * (i / (columns - 1)), 185, 24, 180, c.soft, 4)).join('') +
      rect(70, 365, 460, 22, c.ink, 4) + rect(50, 387, 500, 22, c.ink, 4) +
      line(300, 230, 300, 330, c.accent, 7) + line(230, 240, 370, 240, c.accent, 7) +
      path('M230 240 L205 290 L255 290 Z', c.accent, 5, c.deep) + path('M370 240 L345 290 L395 290 Z', c.accent, 5, c.deep);
  },
  history: (rng, c) => {
    // An unrolled scroll with a timeline across it and a seal.
    const marks = rng.int(4, 6);
    return rect(70, 90, 460, 280, c.soft, 10) + rect(45, 70, 40, 320, c.ink, 20) + rect(515, 70, 40, 320, c.ink, 20) +
      line(120, 230, 480, 230, c.deep, 8) +
      Array.from({ length: marks }, (_, i) => {
        const x = 130 + (i * 340) / (marks - 1);
        const up = i % 2 === 0;
        return line(x, 230, x, up ? 170 : 290, c.deep, 5) + circle(x, 230, 14, i === marks - 2 ? c.accent : c.deep) + rect(x - 40, up ? 140 : 295, 80, 14, c.deep, 7, ' opacity="0.6"');
      }).join('') + circle(470, 350, 40, c.accent) + circle(470, 350, 26, c.deep, ' opacity="0.35"');
  },
  economy: (rng, c) => {
    // Bars rising, a trend line over them, and coins.
    const bars = Array.from({ length: 6 }, (_, i) => 70 + i * 38 + rng.int(-20, 30));
    return line(40, 400, 560, 400, c.ink, 6) + bars.map((h, i) => rect(60 + i * 78, 400 - h, 52, h, i === bars.length - 1 ? c.accent : c.soft, 6)).join('') +
      path(`M${bars.map((h, i) => `${86 + i * 78} ${r1(400 - h - 40)}`).join(' L')}`, c.ink, 7) + circle(86 + 5 * 78, 400 - bars[5]! - 40, 12, c.ink) +
      [0, 1, 2].map((i) => `<ellipse cx="510" cy="${120 - i * 22}" rx="52" ry="18" fill="${c.accent}" stroke="${c.deep}" stroke-width="5"/>`).join('');
  },
  essay: (rng, c) => {
    // A ruled answer sheet half written, and a pen.
    const lines = Array.from({ length: 8 }, (_, i) => {
      const y = 110 + i * 36;
      const w = i === 7 ? 120 : rng.int(250, 330);
      return line(150, y, 150 + w, y, c.deep, 6, i > 5 ? ' opacity="0.45"' : '');
    }).join('');
    return rect(110, 50, 340, 380, c.soft, 12) + line(140, 50, 140, 430, c.accent, 3) + lines +
      `<g transform="translate(410 300) rotate(${-40 + rng.int(-6, 6)})">${rect(-18, -200, 36, 200, c.ink, 8)}${path('M-18 0 L0 50 L18 0 Z', c.ink, 4, c.accent)}${rect(-18, -200, 36, 40, c.accent, 8)}</g>`;
  },
  reasoning: (rng, c) => {
    // Three sets overlapping, their common part picked out, and a question's pieces.
    const shift = rng.int(-15, 15);
    return circle(230, 180, 130, c.soft, ' opacity="0.75"') + circle(370 + shift, 180, 130, c.accent, ' opacity="0.5"') + circle(300, 300, 130, c.ink, ' opacity="0.35"') +
      circle(300, 225, 18, c.deep) + [[120, 390], [480, 390], [540, 80]].map(([x, y]) => rect(x! - 26, y! - 26, 52, 52, c.ink, 8, ` transform="rotate(${rng.int(-20, 20)} ${x} ${y})"`)).join('');
  },
  planning: (rng, c) => {
    // A month's calendar with the days done ticked, and a clock.
    const done = rng.int(8, 16);
    const cells = Array.from({ length: 28 }, (_, i) => {
      const [x, y] = [80 + (i % 7) * 52, 150 + Math.floor(i / 7) * 52];
      const tick = i < done ? path(`M${x + 12} ${y + 24} L${x + 20} ${y + 32} L${x + 34} ${y + 14}`, c.accent, 5) : '';
      return rect(x, y, 44, 44, i === done ? c.accent : c.soft, 6, i < done ? ' opacity="0.55"' : '') + tick;
    }).join('');
    return rect(60, 70, 400, 340, c.deep, 18) + rect(60, 70, 400, 64, c.ink, 18) + rect(60, 110, 400, 24, c.ink) + cells +
      circle(500, 110, 70, c.soft) + circle(500, 110, 58, c.deep) + line(500, 110, 500, 70, c.ink, 6) + line(500, 110, 530, 125, c.accent, 6);
  },
  exam: (rng, c) => {
    // Three pictures of a test, so a row of mocks is not one picture: an answer sheet and a stopwatch, a
    // clipboard of ticked questions and a pencil, or a marked paper and its score ring.
    const variant = rng.int(0, 2);
    if (variant === 1) {
      const rows = 6;
      return rect(110, 60, 300, 370, c.soft, 16) + rect(200, 40, 120, 46, c.ink, 12) +
        Array.from({ length: rows }, (_, i) => {
          const y = 120 + i * 50;
          const right = rng.chance(0.75);
          const mark = i < rows - 1 ? (right ? path(`M150 ${y + 2} L162 ${y + 14} L184 ${y - 10}`, c.accent, 7) : path(`M152 ${y - 8} L178 ${y + 14} M178 ${y - 8} L152 ${y + 14}`, c.deep, 6)) : rect(148, y - 10, 32, 26, 'none', 6, ` stroke="${c.deep}" stroke-width="4"`);
          return mark + rect(200, y - 4, rng.int(120, 180), 14, c.deep, 7, ' opacity="0.5"');
        }).join('') +
        `<g transform="rotate(${30 + rng.int(-8, 8)} 470 250)">${rect(455, 90, 30, 260, c.accent, 6)}${path('M455 350 L470 400 L485 350 Z', c.ink, 4, c.soft)}${rect(455, 90, 30, 30, c.ink, 6)}</g>`;
    }
    if (variant === 2) {
      const score = rng.int(55, 92) / 100;
      const end = score * 2 * Math.PI;
      return rect(70, 70, 260, 340, c.soft, 14) + Array.from({ length: 7 }, (_, i) => rect(100, 110 + i * 38, rng.int(120, 200), 14, c.deep, 7, ' opacity="0.45"')).join('') +
        path('M250 330 L270 350 L305 305', c.accent, 9) +
        circle(450, 240, 110, 'none', ` stroke="${c.deep}" stroke-width="36"`) +
        `<path d="M450 130 A 110 110 0 ${end > Math.PI ? 1 : 0} 1 ${r1(450 + 110 * Math.sin(end))} ${r1(240 - 110 * Math.cos(end))}" fill="none" stroke="${c.accent}" stroke-width="36"/>` +
        circle(450, 240, 60, c.soft) + rect(420, 228, 60, 24, c.deep, 12, ' opacity="0.6"');
    }
    // An answer sheet of bubbles, some filled, and a stopwatch.
    const rows = 7;
    const sheet = Array.from({ length: rows }, (_, row) => {
      const chosen = rng.int(0, 3);
      return rect(90, 110 + row * 42, 26, 14, c.deep, 4, ' opacity="0.5"') +
        [0, 1, 2, 3].map((col) => circle(150 + col * 50, 117 + row * 42, 14, col === chosen && row < rows - 2 ? c.deep : 'none', ` stroke="${c.deep}" stroke-width="4"`)).join('');
    }).join('');
    return rect(60, 60, 320, 370, c.soft, 14) + rect(60, 60, 320, 34, c.accent, 14) + rect(60, 80, 320, 14, c.accent) + sheet +
      circle(470, 280, 95, c.ink) + circle(470, 280, 78, c.deep) + rect(455, 160, 30, 26, c.ink, 6) +
      path(`M470 280 L470 210 A 70 70 0 0 1 ${r1(470 + 70 * Math.sin(rng.int(40, 140) * Math.PI / 180))} ${r1(280 - 70 * Math.cos(rng.int(40, 140) * Math.PI / 180))} Z`, 'none', 0, c.accent, ' opacity="0.9"') +
      line(470, 280, 470, 215, c.ink, 6);
  },
  books: (rng, c) => {
    // A stack of books, spines out, and one standing open on top.
    const count = rng.int(3, 5);
    const stack = Array.from({ length: count }, (_, i) => {
      const [w, h] = [300 + rng.int(-30, 40), 52];
      const x = 150 + rng.int(-25, 25);
      const y = 400 - (i + 1) * h;
      return rect(x, y, w, h - 6, i % 2 === 0 ? c.soft : c.accent, 8) + rect(x + 24, y + 14, w - 48, 8, c.deep, 4, ' opacity="0.5"');
    }).join('');
    const top = 400 - count * 52;
    return stack + path(`M300 ${top - 10} C 250 ${top - 60} 190 ${top - 60} 150 ${top - 40} L150 ${top - 10} Z`, c.ink, 5, c.soft) +
      path(`M300 ${top - 10} C 350 ${top - 60} 410 ${top - 60} 450 ${top - 40} L450 ${top - 10} Z`, c.ink, 5, c.soft) + line(300, top - 45, 300, top - 10, c.ink, 5);
  },
  code: (rng, c) => {
    // An editor: line numbers and syntax-coloured lines, indented as code is.
    const rows = 8;
    let indent = 0;
    const lines = Array.from({ length: rows }, (_, i) => {
      const y = 120 + i * 36;
      if (i > 0 && rng.chance(0.35) && indent < 2) indent++;
      else if (indent > 0 && rng.chance(0.3)) indent--;
      const x = 120 + indent * 36;
      const parts = [rng.int(40, 90), rng.int(50, 140), rng.int(30, 80)];
      let at = x;
      return rect(90, y - 6, 16, 12, c.soft, 3, ' opacity="0.45"') + parts.map((w, j) => {
        const s = rect(at, y - 8, w, 16, [c.accent, c.ink, c.soft][(i + j) % 3]!, 8);
        at += w + 14;
        return s;
      }).join('');
    }).join('');
    return windowFrame(40, 40, 520, 380, c) + lines + rect(120 + rng.int(0, 200), 120 + (rows - 1) * 36 + 26, 4, 22, c.accent);
  },
  web: (rng, c) => {
    // A browser window with a page laid out in it: header, hero, cards.
    const cards = rng.int(2, 3);
    const w = (440 - (cards - 1) * 20) / cards;
    return windowFrame(40, 40, 520, 380, c) + rect(150, 52, 300, 30, c.deep, 15, ' opacity="0.6"') +
      rect(80, 120, 440, 24, c.soft, 6, ' opacity="0.5"') + rect(80, 160, 440, 110, c.soft, 12) + rect(110, 190, 200, 18, c.deep, 9) + rect(110, 222, 120, 26, c.accent, 13) +
      Array.from({ length: cards }, (_, i) => rect(80 + i * (w + 20), 290, w, 100, i === 0 ? c.accent : c.soft, 12, ' opacity="0.8"')).join('');
  },
  data: (rng, c) => {
    // Points scattered about a trend, the fitted line through them.
    const slope = rng.int(35, 60) / 100;
    const points = Array.from({ length: 26 }, () => {
      const x = rng.int(80, 540);
      return circle(x, 380 - slope * (x - 60) - rng.int(-55, 55), rng.int(9, 15), rng.chance(0.25) ? c.accent : c.soft, ' opacity="0.9"');
    }).join('');
    return line(60, 400, 570, 400, c.ink, 6) + line(60, 400, 60, 50, c.ink, 6) + points + line(70, 380 - slope * 10, 560, 380 - slope * 500, c.ink, 7);
  },
  ml: (rng, c) => {
    // A small neural network: layers of nodes, every one joined to the next layer's.
    const layers = [3, rng.int(4, 5), rng.int(4, 5), 2];
    const nodes = layers.map((n, l) => Array.from({ length: n }, (_, i) => [90 + l * 140, 230 + (i - (n - 1) / 2) * 78] as const));
    const edges = nodes.slice(1).flatMap((layer, l) => layer.flatMap(([x2, y2]) => nodes[l]!.map(([x1, y1]) => line(x1, y1, x2, y2, c.soft, 3, ' opacity="0.6"')))).join('');
    return edges + nodes.flatMap((layer, l) => layer.map(([x, y]) => circle(x, y, 24, l === layers.length - 1 ? c.accent : c.deep, ` stroke="${c.ink}" stroke-width="6"`))).join('');
  },
  database: (rng, c) => {
    // A database's cylinder and a table of rows beside it.
    const disk = (y: number) => `<ellipse cx="170" cy="${y}" rx="120" ry="36" fill="${c.soft}" stroke="${c.ink}" stroke-width="6"/>`;
    const rows = rng.int(4, 6);
    return rect(50, 110, 240, 260, c.deep) + line(50, 110, 50, 370, c.ink, 6) + line(290, 110, 290, 370, c.ink, 6) +
      `<ellipse cx="170" cy="370" rx="120" ry="36" fill="${c.deep}" stroke="${c.ink}" stroke-width="6"/>` + path('M50 200 A120 36 0 0 0 290 200', c.ink, 6) + path('M50 285 A120 36 0 0 0 290 285', c.ink, 6) + disk(110) +
      rect(340, 100, 230, 50, c.accent, 8) + Array.from({ length: rows }, (_, i) => rect(340, 160 + i * 44, 230, 36, c.soft, 6, i % 2 ? ' opacity="0.6"' : '') + line(420, 160 + i * 44, 420, 196 + i * 44, c.deep, 3)).join('');
  },
  containers: (rng, c) => {
    // Shipping containers stacked, corrugated, one swinging in on a hook.
    const box = (x: number, y: number, fill: string) => rect(x, y, 170, 80, fill, 6) + Array.from({ length: 7 }, (_, i) => line(x + 20 + i * 22, y + 12, x + 20 + i * 22, y + 68, c.deep, 4, ' opacity="0.45"')).join('');
    const swing = rng.int(-8, 8);
    return box(60, 320, c.soft) + box(240, 320, c.accent) + box(420, 320, c.soft) + box(150, 230, c.soft) + box(330, 230, c.ink) +
      line(480, 20, 480, 100, c.ink, 5) + `<g transform="rotate(${swing} 480 20)">${path('M480 100 L480 120', c.ink, 5)}${box(395, 122, c.accent)}</g>`;
  },
  cloud: (rng, c) => {
    // A cloud with servers below it, joined.
    const servers = rng.int(3, 4);
    const gap = 420 / servers;
    return path('M150 250 C 90 250 90 170 150 165 C 150 95 250 80 280 130 C 310 70 430 80 430 160 C 500 160 510 250 440 250 Z', c.ink, 7, c.soft) +
      Array.from({ length: servers }, (_, i) => {
        const x = 100 + i * gap + gap / 2 - 50;
        return line(x + 50, 250, x + 50, 320, c.ink, 5, ' stroke-dasharray="10 10"') + rect(x, 320, 100, 90, c.deep, 10) + line(x + 18, 350, x + 60, 350, c.accent, 6) + line(x + 18, 380, x + 80, 380, c.soft, 6);
      }).join('');
  },
  pipeline: (rng, c) => {
    // A pipeline's stages joined by arrows, each with its check, the last one running.
    const stages = 4;
    const running = rng.int(2, 3);
    return Array.from({ length: stages }, (_, i) => {
      const x = 40 + i * 140;
      const y = 170 + (i % 2) * 40;
      const mark = i < running ? path(`M${x + 32} ${y + 52} L${x + 48} ${y + 68} L${x + 78} ${y + 36}`, c.deep, 8) : circle(x + 55, y + 52, 18, 'none', ` stroke="${c.deep}" stroke-width="7" stroke-dasharray="30 20"`);
      return rect(x, y, 110, 104, i < running ? c.soft : c.accent, 18) + mark + (i < stages - 1 ? arrow(x + 114, y + 52, x + 136, y + 52 + ((i + 1) % 2 ? 40 : -40), c.ink, 6) : '');
    }).join('');
  },
  algorithms: (rng, c) => {
    // A binary tree, one path from the root picked out.
    const depth = 4;
    const parts: string[] = [];
    const nodes: string[] = [];
    let turn = rng.int(0, 1);
    const walk = (x: number, y: number, level: number, spread: number, onPath: boolean) => {
      nodes.push(circle(x, y, 24, onPath ? c.accent : c.soft, ` stroke="${c.ink}" stroke-width="5"`));
      if (level === depth - 1) return;
      const next = turn;
      turn = rng.int(0, 1);
      for (const side of [0, 1]) {
        const [nx, ny] = [x + (side ? spread : -spread), y + 110];
        if (level === 2 && rng.chance(0.3) && !(onPath && side === next)) continue;
        parts.push(line(x, y, nx, ny, onPath && side === next ? c.accent : c.ink, 6));
        walk(nx, ny, level + 1, spread / 2, onPath && side === next);
      }
    };
    walk(300, 60, 0, 150, true);
    return parts.join('') + nodes.join('');
  },
  architecture: (rng, c) => {
    // Services as boxes, a load balancer, a queue and a store, joined by arrows.
    const replicas = rng.int(2, 3);
    return rect(230, 30, 140, 60, c.accent, 12) + Array.from({ length: replicas }, (_, i) => {
      const x = 300 + (i - (replicas - 1) / 2) * 170 - 70;
      return arrow(300, 92, x + 70, 168, c.ink, 5) + rect(x, 170, 140, 80, c.soft, 12) + arrow(x + 70, 252, 300, 318, c.ink, 5);
    }).join('') + `<ellipse cx="300" cy="335" rx="90" ry="24" fill="${c.soft}" stroke="${c.ink}" stroke-width="5"/>` + rect(210, 335, 180, 70, c.soft) + `<ellipse cx="300" cy="405" rx="90" ry="24" fill="${c.soft}" stroke="${c.ink}" stroke-width="5"/>`;
  },
  security: (rng, c) => {
    // A shield with a lock on it, and a key.
    const tilt = rng.int(-12, 12);
    return path('M260 40 L420 100 C 420 250 370 350 260 420 C 150 350 100 250 100 100 Z', c.ink, 7, c.soft) +
      rect(205, 200, 110, 90, c.deep, 12) + path('M225 200 L225 165 C 225 125 295 125 295 165 L295 200', c.deep, 14) + circle(260, 235, 12, c.accent) + rect(255, 240, 10, 30, c.accent, 4) +
      `<g transform="rotate(${tilt} 500 300)">${circle(500, 240, 40, 'none', ` stroke="${c.accent}" stroke-width="14"`)}${line(500, 280, 500, 420, c.accent, 14)}${line(500, 380, 530, 380, c.accent, 12)}${line(500, 410, 525, 410, c.accent, 12)}</g>`;
  },
  git: (rng, c) => {
    // A main line of commits, a branch leaving it and merging back.
    const commits = 7;
    const [from, to] = [1 + rng.int(0, 1), 4 + rng.int(0, 1)];
    const x = (i: number) => 70 + i * 76;
    return line(x(0), 300, x(commits - 1), 300, c.ink, 10) + path(`M${x(from)} 300 C ${x(from) + 40} 300 ${x(from) + 30} 150 ${x(from) + 76} 150 L${x(to) - 76} 150 C ${x(to) - 30} 150 ${x(to) - 40} 300 ${x(to)} 300`, c.accent, 10) +
      Array.from({ length: commits }, (_, i) => circle(x(i), 300, 22, c.deep, ` stroke="${c.ink}" stroke-width="8"`)).join('') +
      Array.from({ length: to - from - 1 }, (_, i) => circle(x(from + 1 + i), 150, 22, c.deep, ` stroke="${c.accent}" stroke-width="8"`)).join('');
  },
  career: (rng, c) => {
    // A rocket climbing over steps: a career taking off.
    const tilt = rng.int(20, 40);
    return [0, 1, 2, 3].map((i) => rect(60 + i * 90, 400 - (i + 1) * 60, 90, (i + 1) * 60, c.soft, 6, ` opacity="${0.5 + i * 0.15}"`)).join('') +
      `<g transform="translate(440 190) rotate(${tilt})">${path('M0 -130 C 45 -90 50 -20 40 60 L-40 60 C -50 -20 -45 -90 0 -130 Z', c.ink, 6, c.soft)}${circle(0, -40, 22, c.deep, ` stroke="${c.ink}" stroke-width="6"`)}${path('M-40 20 L-75 80 L-40 60 Z', c.ink, 5, c.accent)}${path('M40 20 L75 80 L40 60 Z', c.ink, 5, c.accent)}${path('M-22 64 L0 130 L22 64 Z', 'none', 0, c.accent)}</g>`;
  },
  conversation: (rng, c) => {
    // Two speech bubbles, a question and its answer, with accented letters' marks in the lines.
    const tail = rng.int(0, 1);
    return path('M60 60 L380 60 Q 410 60 410 90 L410 210 Q 410 240 380 240 L160 240 L110 300 L120 240 L90 240 Q 60 240 60 210 L60 90 Q 60 60 90 60 Z', c.ink, 6, c.soft) +
      [100, 140, 180].map((y, i) => rect(100, y, [260, 200, 140][i]!, 18, c.deep, 9, ' opacity="0.55"')).join('') +
      path(`M230 250 L520 250 Q 550 250 550 280 L550 380 Q 550 410 520 410 L${tail ? 470 : 420} 410 L${tail ? 500 : 470} 460 L${tail ? 430 : 380} 410 L260 410 Q 230 410 230 380 L230 280 Q 230 250 260 250 Z`, c.ink, 6, c.accent) +
      [290, 330, 370].map((y, i) => rect(270, y, [230, 170, 200][i]!, 18, c.deep, 9, ' opacity="0.6"')).join('') + path('M300 282 L310 268', c.deep, 5);
  },
  french: (rng, c) => {
    // The Eiffel Tower's lines against a sky, a speech bubble beside it.
    const bubble = rng.int(0, 1);
    return path('M300 30 L300 70 M285 70 L315 70 L330 170 L270 170 Z M255 170 L345 170 L380 300 L220 300 Z M200 300 L400 300 L470 430 L390 430 C 370 370 230 370 210 430 L130 430 Z', c.ink, 6, c.soft) +
      line(280, 110, 320, 140, c.deep, 4) + line(320, 110, 280, 140, c.deep, 4) + line(255, 210, 345, 260, c.deep, 4) + line(345, 210, 255, 260, c.deep, 4) +
      rect(250, 165, 100, 12, c.ink, 3) + rect(195, 295, 210, 14, c.ink, 3) + circle(bubble ? 490 : 110, 110, 60, c.accent) + path(bubble ? 'M455 150 L440 190 L480 160' : 'M145 150 L160 190 L120 160', c.accent, 6, c.accent) +
      rect(bubble ? 460 : 80, 100, 60, 12, c.deep, 6) + rect(bubble ? 460 : 80, 120, 40, 12, c.deep, 6);
  },
  italian: (rng, c) => {
    // The Colosseum's tiers of arches.
    const arches = rng.int(6, 8);
    const w = 460 / arches;
    const tier = (y: number, h: number, fill: string) => rect(70, y, 460, h, fill, 4) +
      Array.from({ length: arches }, (_, i) => path(`M${r1(80 + i * w)} ${y + h} L${r1(80 + i * w)} ${y + h * 0.45} A ${r1(w / 2 - 10)} ${r1(w / 2 - 10)} 0 0 1 ${r1(80 + (i + 1) * w - 20)} ${y + h * 0.45} L${r1(80 + (i + 1) * w - 20)} ${y + h} Z`, 'none', 0, c.deep)).join('');
    return tier(320, 100, c.soft) + tier(220, 100, c.soft) + tier(130, 90, c.soft) + rect(70, 80, 460 - rng.int(80, 160), 50, c.ink, 4) + line(60, 420, 540, 420, c.ink, 8);
  },
  spanish: (rng, c) => {
    // A Spanish guitar.
    const tilt = rng.int(-35, -20);
    return `<g transform="translate(300 240) rotate(${tilt})">${rect(-22, -260, 44, 230, c.ink, 8)}${rect(-30, -290, 60, 50, c.deep, 10)}` +
      `${path('M0 -40 C 80 -40 90 30 60 60 C 110 90 110 200 0 200 C -110 200 -110 90 -60 60 C -90 30 -80 -40 0 -40 Z', c.ink, 6, c.soft)}` +
      `${circle(0, 60, 34, c.deep)}${rect(-40, 140, 80, 14, c.deep, 6)}${[-9, -3, 3, 9].map((x) => line(x, -280, x, 147, c.accent, 2)).join('')}</g>`;
  },
  german: (rng, c) => {
    // The Brandenburg Gate: columns, the attic, the quadriga's block on top.
    const columns = 6;
    const gap = 400 / (columns - 1);
    const attic = rng.int(160, 240);
    return rect(80, 120, 440, 50, c.ink, 4) + rect(300 - attic / 2, 70, attic, 50, c.soft, 4) + rect(255, 30, 90, 40, c.accent, 6) +
      Array.from({ length: columns }, (_, i) => rect(92 + i * gap, 170, 26, 220, c.soft, 4)).join('') + rect(70, 390, 460, 24, c.ink, 4);
  },
  painting: (rng, c) => {
    // A painter's palette with its wells of colour, and a brush across it.
    const wells = [c.accent, c.soft, c.deep, c.accent, c.soft, c.ink];
    const tilt = rng.int(-20, 20);
    return `<g transform="rotate(${tilt} 300 240)">${path('M300 60 C 470 60 560 160 540 260 C 520 360 420 330 380 380 C 340 430 200 440 120 380 C 40 320 40 170 120 110 C 170 70 230 60 300 60 Z', c.ink, 7, c.soft)}${circle(210, 330, 34, c.deep)}` +
      wells.map((fill, i) => circle(170 + (i % 3) * 110 + (i > 2 ? 40 : 0), 150 + Math.floor(i / 3) * 90, 32, fill, ` stroke="${c.ink}" stroke-width="4"`)).join('') + '</g>' +
      `<g transform="rotate(${-35 + rng.int(-8, 8)} 420 300)">${rect(410, 120, 20, 260, c.deep, 8)}${path('M405 120 C 405 80 420 50 420 40 C 420 50 435 80 435 120 Z', c.ink, 4, c.accent)}</g>`;
  },
  watercolour: (rng, c) => {
    // A landscape in washes: the sun, hills layered back, water with its reflections.
    const hill = (y: number, amp: number, fill: string, opacity: number) =>
      path(`M40 ${y} C 160 ${y - amp} 260 ${y + amp / 2} 360 ${y - amp / 2} C 440 ${y - amp} 520 ${y} 560 ${y - amp / 3} L560 330 L40 330 Z`, 'none', 0, fill, ` opacity="${opacity}"`);
    return rect(40, 40, 520, 380, c.soft, 18, ' opacity="0.35"') + circle(400 + rng.int(-60, 60), 120, 55, c.accent, ' opacity="0.9"') +
      hill(230, 70 + rng.int(0, 30), c.soft, 0.8) + hill(270, 50 + rng.int(0, 30), c.ink, 0.55) + rect(40, 330, 520, 90, c.soft, 0, ' opacity="0.5"') +
      [350, 375, 400].map((y, i) => line(90 + i * 40, y, 300 + i * 60, y, c.ink, 5, ' opacity="0.5"')).join('');
  },
  drawing: (rng, c) => {
    // A cube and a sphere shaded as drawing classes start, and a pencil.
    const s = rng.int(0, 30);
    return path('M80 200 L200 140 L320 200 L200 260 Z', c.ink, 6, c.soft) + path('M80 200 L80 340 L200 400 L200 260 Z', c.ink, 6, c.deep) + path('M200 260 L320 200 L320 340 L200 400 Z', c.ink, 6, c.soft, ' fill-opacity="0.6"') +
      circle(430, 270 - s, 90, c.soft) + `<ellipse cx="455" cy="${300 - s}" rx="55" ry="50" fill="${c.deep}" opacity="0.35"/>` + `<ellipse cx="430" cy="${375 - s}" rx="90" ry="16" fill="${c.deep}" opacity="0.4"/>` +
      `<g transform="rotate(-50 400 120)">${rect(300, 105, 200, 30, c.accent, 4)}${path('M500 105 L545 120 L500 135 Z', c.ink, 4, c.soft)}</g>`;
  },
  portrait: (rng, c) => {
    // A head in an oval frame, drawn with the proportion lines a portrait starts from.
    const tilt = rng.int(-6, 6);
    return `<ellipse cx="300" cy="230" rx="200" ry="200" fill="${c.deep}" stroke="${c.ink}" stroke-width="10"/>` +
      `<g transform="rotate(${tilt} 300 230)"><ellipse cx="300" cy="220" rx="95" ry="125" fill="${c.soft}" stroke="${c.ink}" stroke-width="6"/>` +
      line(300, 95, 300, 345, c.accent, 3, ' stroke-dasharray="10 8"') + line(205, 210, 395, 210, c.accent, 3, ' stroke-dasharray="10 8"') + line(215, 265, 385, 265, c.accent, 3, ' stroke-dasharray="10 8"') +
      `<ellipse cx="262" cy="210" rx="18" ry="9" fill="${c.ink}"/><ellipse cx="338" cy="210" rx="18" ry="9" fill="${c.ink}"/>` + path('M300 220 L290 265 L305 265', c.ink, 4) + path('M270 300 Q 300 315 330 300', c.ink, 5) +
      `${path('M205 200 C 200 100 260 80 300 90 C 360 80 410 120 395 200 C 380 150 320 120 250 140 C 225 150 210 170 205 200 Z', c.ink, 4, c.ink)}</g>`;
  },
  calligraphy: (rng, c) => {
    // A pen's nib at the end of a flourish it has just drawn.
    const sweep = rng.int(60, 110);
    return path(`M60 330 C 120 ${330 - sweep * 2} 200 ${100} 250 250 C 290 380 350 ${330 - sweep} 390 200 C 410 140 440 120 470 150`, c.ink, 14) +
      path('M80 390 C 200 360 340 420 520 380', c.accent, 6) +
      `<g transform="translate(470 150) rotate(35)">${path('M0 0 L-26 -70 L-12 -150 L12 -150 L26 -70 Z', c.ink, 5, c.soft)}${line(0, 0, 0, -70, c.deep, 4)}${circle(0, -75, 8, c.deep)}${rect(-14, -300, 28, 150, c.accent, 8)}</g>`;
  },
  renaissance: (rng, c) => {
    // A Florentine dome over its drum, and a round arch.
    const ribs = rng.int(3, 5);
    return path('M160 260 C 160 120 240 70 300 60 C 360 70 440 120 440 260 Z', c.ink, 7, c.soft) +
      Array.from({ length: ribs }, (_, i) => path(`M${r1(200 + (i * 200) / (ribs - 1))} 260 Q ${r1(250 + (i * 100) / (ribs - 1))} 120 300 62`, c.deep, 5)).join('') +
      rect(285, 25, 30, 40, c.accent, 6) + rect(130, 260, 340, 40, c.ink, 4) + rect(150, 300, 300, 110, c.soft, 4) +
      [0, 1, 2].map((i) => path(`M${190 + i * 90} 410 L${190 + i * 90} 350 A 30 30 0 0 1 ${250 + i * 90} 350 L${250 + i * 90} 410 Z`, 'none', 0, c.deep)).join('') + line(90, 410, 510, 410, c.ink, 8);
  },
  opera: (rng, c) => {
    // A stave with a phrase of notes on it, and a theatre's curtain at its sides.
    const notes = Array.from({ length: 5 }, (_, i) => {
      const x = 170 + i * 75;
      const y = 180 + rng.int(0, 6) * 15;
      return `<ellipse cx="${x}" cy="${y}" rx="22" ry="16" fill="${i === 2 ? c.accent : c.ink}" transform="rotate(-20 ${x} ${y})"/>` + line(x + 19, y - 6, x + 19, y - 110, c.ink, 5);
    }).join('');
    return path('M40 40 C 80 150 70 300 110 420 L40 420 Z', 'none', 0, c.accent) + path('M560 40 C 520 150 530 300 490 420 L560 420 Z', 'none', 0, c.accent) +
      [0, 1, 2, 3, 4].map((i) => line(120, 150 + i * 30, 480, 150 + i * 30, c.soft, 4)).join('') + notes;
  },
};

/** The subject's picture, in a 600 x 440 box. */
export function illustration(subject: Subject, rng: Rng, inks: Inks): string {
  return DRAW[subject](rng, inks);
}
