// The island routes' JavaScript (issue 40): for each, the gzip bytes its first screen loads (the shell island's
// chunks and the page's own, through their static imports) and the ten largest modules in them, from the bundle
// analyzer's data the renderer's compile writes (rollup-plugin-visualizer, astro.config.mjs; decision 0067).
//   node scripts/bench-islands.ts [school slug]     (after a build of the code as it is: `npm start` or the bench)
// Chunks a page imports only when asked (KaTeX for a paper with mathematics, pdf.js for a PDF) are left out: they
// are what a first screen does not need.
import path from 'node:path';
import { readBundleStats } from '../cli/lib/bundle-stats.ts';
import { compiledClient } from '../cli/lib/renderer.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { SITE_DIR } from '../src/contract/bundle.ts';
import { chunkClosure, liveBuild, pageJs } from './page-js.ts';

/** The island routes, by the shell route that draws them and the module of their page. */
export const ISLANDS: readonly { name: string; route: string; module: string; also?: readonly string[] }[] = [
  { name: 'test window', route: 'mock-test', module: 'src/features/mock-test/mock-test-page.tsx' },
  { name: 'lesson player', route: 'player', module: 'src/features/player/player-page.tsx' },
  // A signed-in learner's lesson asks the device for its downloaded copy and shows the download button.
  { name: 'lesson player, signed in (its download)', route: 'player', module: 'src/features/player/player-page.tsx', also: ['src/features/offline/offline-copy.ts', 'src/features/offline/download-button.tsx'] },
  // Also the offline page: what the service worker shows for a page never visited.
  { name: 'the library with its Downloads', route: 'courses-library', module: 'src/features/learning/courses-library-page.tsx', also: ['src/features/offline/downloads-panel.tsx'] },
  // A video lesson's viewer and its controls come with it (hls.js follows, fetched once the video is on screen).
  { name: 'lesson player with a video', route: 'player', module: 'src/features/player/player-page.tsx', also: ['src/features/player/video-view.tsx'] },
  { name: 'checkout', route: 'course-payment', module: 'src/features/checkout/course-payment-page.tsx' },
  { name: 'test report', route: 'mock-test-report', module: 'src/features/reports/report-page.tsx' },
  { name: 'account (profile)', route: 'profile', module: 'src/features/profile/profile-page.tsx' },
  { name: 'news feed', route: 'newsfeed-category', module: 'src/features/feed/feed-page.tsx' },
  { name: 'a community', route: 'community', module: 'src/features/community/community-page.tsx' },
  { name: 'a community with the editor (a member who writes)', route: 'community', module: 'src/features/community/editor.tsx' },
  { name: 'a live class', route: 'live-webinar', module: 'src/features/live/live-class-page.tsx' },
  // The signature pad comes with the page; pdf.js, as in the player, once the document is on screen.
  { name: 'signing a document', route: 'esign', module: 'src/features/esign/esign-page.tsx' },
  { name: 'payout details', route: 'affiliate-bank', module: 'src/features/affiliate/affiliate-bank-page.tsx' },
  { name: 'affiliate links', route: 'product-links', module: 'src/features/affiliate/product-links-page.tsx' },
  // hls.js follows once the video step starts, as in the player.
  { name: 'system check', route: 'system-check', module: 'src/features/system-check/system-check-page.tsx' },
  { name: 'raise a ticket', route: 'raise-ticket', module: 'src/features/support/raise-ticket-page.tsx' },
  { name: 'a batch', route: 'batch', module: 'src/features/batch/batch-home-page.tsx' },
  // The room's chat is the live class's own module, loaded with the page.
  { name: "a batch's discussion circle", route: 'batch-discussion-circle', module: 'src/features/batch/circle-page.tsx', also: ['src/features/live/classroom.tsx'] },
  { name: "a batch's leaderboard", route: 'batch-leaderboard', module: 'src/features/batch/leaderboard-page.tsx' },
  // The editor follows the statement, its grammar after it; a runtime (QuickJS, sql.js) only in the runner's worker,
  // when the learner runs.
  { name: 'a code challenge (before the editor and a runtime load)', route: 'code-challenge', module: 'src/features/code-lab/code-lab-page.tsx' },
  { name: 'a code challenge with its editor (JavaScript)', route: 'code-challenge', module: 'src/features/code-lab/code-lab-page.tsx', also: ['src/features/code-lab/editor.tsx', '@codemirror/lang-javascript dist/index.js'] },
];

export interface IslandWeight {
  name: string;
  gzip: number;
  files: number;
  /** The ten largest modules in those chunks, gzip bytes each (as the analyzer compressed them alone). */
  top: { module: string; gzip: number }[];
}

export async function islandWeights(slug = 'nova-academy'): Promise<IslandWeight[]> {
  const client = await compiledClient();
  if (!client) throw new Error('No renderer for the code as it is: build first (npm start, or npm run bench)');
  const { byChunk, chunkOf } = await readBundleStats(client.bundleStats);
  const siteDir = path.join(PROJECT_ROOT, SITE_DIR);
  const { bundle, base } = await liveBuild(slug, siteDir);
  const out: IslandWeight[] = [];
  for (const island of ISLANDS) {
    const shell = await pageJs(path.join(bundle, base, '_shells', `${island.route}.html`), siteDir);
    const pages = [island.module, ...(island.also ?? [])].map((module) => {
      const chunk = chunkOf.get(module);
      if (!chunk) throw new Error(`${module} is in no chunk of the bundle stats`);
      return chunk;
    });
    const own = await chunkClosure(pages, siteDir);
    const chunks = new Map([...shell.loaded, ...own.loaded].map((c) => [c.file, c]));
    const modules = [...chunks.keys()].flatMap((file) => byChunk.get(file) ?? []);
    out.push({
      name: island.name,
      gzip: [...chunks.values()].reduce((sum, c) => sum + c.gzip, 0),
      files: chunks.size,
      top: modules.sort((a, b) => b.gzip - a.gzip).slice(0, 10),
    });
  }
  return out;
}

export function describeIslands(weights: readonly IslandWeight[]): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  return weights
    .map((w) => [`${w.name}: ${kib(w.gzip)} in ${w.files} files (gzip)`, ...w.top.map((m) => `    ${kib(m.gzip).padStart(9)}  ${m.module}`)].join('\n'))
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeIslands(await islandWeights(process.argv[2])));
