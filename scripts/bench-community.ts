// `node scripts/bench-community.ts [posts] [likes]`: how fast a community answers when it is big (issue 41; decision
// 0069). Against the learner API in workerd (wrangler's test harness, D1 migrated and seeded with the test schools,
// as the report bench), Alpha's public community gets `posts` posts (100,000 by default) by 1,000 learners and
// `likes` likes on them (1,000,000), written straight into D1 through the same tables and triggers the API writes
// through. A member then reads the community's first page (and its unanswered questions) and likes posts, 40 times
// each. Prints p50 and p99 of each. docs/performance.md records the figures; nothing asserts them.
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { ContentsResponse } from '../src/contract/community.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { COMMUNITY_POST_ID_FLOOR } from '../src/api/lib/community.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';

const COMMUNITY = 1;
const AUTHORS = 1_000;

export interface CommunityFigures {
  posts: number;
  likes: number;
  firstPageP50: number;
  firstPageP99: number;
  unresolvedP50: number;
  unresolvedP99: number;
  likeP50: number;
  likeP99: number;
  seedMs: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function communityBench(posts = 100_000, likes = 1_000_000, reads = 40): Promise<CommunityFigures> {
  const api = await loopbackApi('community-bench');
  const { server } = api;
  const DB = api.school(ALPHA.id);
  try {
    const seeded = performance.now();
    // The authors: 1,000 learners of Alpha (ids far above the test schools' own).
    await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
      INSERT INTO users (id, school_id, name, email, password_hash, password_salt, kdf_iterations, created_at, updated_at)
      SELECT 500000000 + i, ?, 'Learner ' || i, 'bench' || i || '@mail.example', 'x', 'x', 1, 1700000000000, 1700000000000 FROM n`).bind(AUTHORS, ALPHA.id).run();
    // Posts and questions, one in three a question and half of those answered, newest last.
    const CHUNK = 20_000;
    for (let from = 0; from < posts; from += CHUNK) {
      const to = Math.min(posts, from + CHUNK);
      await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT INTO posts (school_id, id, community_id, author_id, kind, title, doc, published_ms, resolved_by)
        SELECT ?, ? + 1000 + i, ?, 500000001 + (i % ${AUTHORS}), CASE WHEN i % 3 = 0 THEN 'question' ELSE 'post' END, 'Bench post ' || i,
          '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"A post of the bench, number ' || i || '."}]}]}',
          1700000000000 + i * 1000, CASE WHEN i % 6 = 0 THEN 1 ELSE NULL END FROM n`).bind(from, to, ALPHA.id, COMMUNITY_POST_ID_FLOOR, COMMUNITY).run();
    }
    // Likes: `likes` distinct (post, learner) pairs, spread so the newest posts are the most liked.
    const LIKE_CHUNK = 100_000;
    for (let from = 0; from < likes; from += LIKE_CHUNK) {
      const to = Math.min(likes, from + LIKE_CHUNK);
      await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT OR IGNORE INTO post_likes (school_id, post_id, user_id, created_ms)
        SELECT ?, ? + 1000 + (? - 1 - (i / ${AUTHORS}) % ?), 500000001 + (i % ${AUTHORS}), 1700000000000 FROM n`)
        .bind(from, to, ALPHA.id, COMMUNITY_POST_ID_FLOOR, posts, posts).run();
    }
    const seedMs = performance.now() - seeded;
    const counted = await DB.prepare('SELECT COUNT(*) AS n FROM post_likes WHERE school_id = ?').bind(ALPHA.id).first<{ n: number }>();

    const send = apiSender(server, ALPHA.slug, '198.18.0.2');
    const session = await send('POST', CALLS.signup.path, { name: 'Bench Reader', email: 'community-reader@mail.example', phone: '9000000002', password: 'Bench-reader-1' });
    const token = session.authToken as string;
    await send('POST', pathOf(CALLS.joinCommunity, { communityId: COMMUNITY }), undefined, token);

    const timed = async (run: (i: number) => Promise<void>): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < reads + 3; i++) {
        const t = performance.now();
        await run(i);
        if (i >= 3) times.push(performance.now() - t); // the first calls warm the isolate
      }
      return times.sort((a, b) => a - b);
    };
    const contents = (query: string) => async () => {
      const page = ContentsResponse.parse(await send('GET', `${pathOf(CALLS.communityContents, { communityId: COMMUNITY })}${query}`, undefined, token));
      if (page.posts.length === 0) throw new Error('an empty first page');
    };
    const firstPage = await timed(contents(''));
    const unresolved = await timed(contents('?only_unresolved=true'));
    const like = await timed(async (i) => {
      await send('POST', `${CALLS.likePost.path}?post_id=${COMMUNITY_POST_ID_FLOOR + 1000 + posts - 1 - i}`, undefined, token);
    });
    return {
      posts, likes: counted?.n ?? 0, seedMs,
      firstPageP50: percentile(firstPage, 0.5), firstPageP99: percentile(firstPage, 0.99),
      unresolvedP50: percentile(unresolved, 0.5), unresolvedP99: percentile(unresolved, 0.99),
      likeP50: percentile(like, 0.5), likeP99: percentile(like, 0.99),
    };
  } finally {
    await api.close();
  }
}

export const describeCommunity = (f: CommunityFigures): string =>
  `${f.posts.toLocaleString('en')} posts and ${f.likes.toLocaleString('en')} likes in one community (seeded in ${(f.seedMs / 1000).toFixed(0)} s): `
  + `first page p50 ${f.firstPageP50.toFixed(1)} ms, p99 ${f.firstPageP99.toFixed(1)} ms; unanswered p50 ${f.unresolvedP50.toFixed(1)} ms, p99 ${f.unresolvedP99.toFixed(1)} ms; `
  + `a like p50 ${f.likeP50.toFixed(1)} ms, p99 ${f.likeP99.toFixed(1)} ms`;

if (import.meta.main) {
  const [posts, likes] = process.argv.slice(2).map(Number);
  console.log(`community: ${describeCommunity(await communityBench(posts || undefined, likes || undefined))}`);
}
