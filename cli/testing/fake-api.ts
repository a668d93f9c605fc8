/**
 * A stand-in for the edge + learner API in CLI tests: answers the build's calls for fixture schools, picked by
 * the Host header `<slug>.localhost` exactly as the edge does. Unknown hosts get 404.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CourseDigestsResponse, MediaDigestsResponse } from '../../src/contract/catalogue.ts';
import { CALLS, pathOf } from '../../src/contract/calls.ts';
import { mediaDigest } from '../../src/contract/media-digest.ts';
import type { FixtureSchool } from './fixtures.ts';

/** How the fake answers one school: normally, by dropping the connection, or with a patched response. */
export type SchoolMode = 'ok' | 'reset' | { patch: (path: string, body: unknown) => unknown };

export interface FakeApi {
  origin: string;
  /** Every request seen, as `host path`. */
  requests: string[];
  setMode(slug: string, mode: SchoolMode): void;
  close(): Promise<void>;
}

const DIGESTS = pathOf(CALLS.courseDigests);
const MEDIA_DIGESTS = pathOf(CALLS.mediaDigests);
const MEDIA_PREFIX = CALLS.media.path.replace(':name', '');

/** The school's media files, each with the digest of the bytes the fake serves, as the real API lists them. */
const mediaDigestsOf = (school: FixtureSchool): MediaDigestsResponse => ({
  media: [...school.media].flatMap(([url, file]) => (url.startsWith(MEDIA_PREFIX) ? [{ name: decodeURIComponent(url.slice(MEDIA_PREFIX.length)), digest: mediaDigest(Buffer.from(file.body)) }] : [])),
});

/**
 * The school's products in its list's order, each with a digest of its detail as the fake answers it now (patched
 * or not), as the real API's digest changes exactly when a product's detail does.
 */
function digestsOf(school: FixtureSchool, mode: SchoolMode): CourseDigestsResponse {
  return {
    courses: school.input.courses.map(({ id }) => {
      const path = pathOf(CALLS.courseDetail, { courseId: id });
      const detail = typeof mode === 'object' ? mode.patch(path, structuredClone(school.responses.get(path))) : school.responses.get(path);
      return { id, digest: createHash('sha256').update(JSON.stringify(detail)).digest('hex').slice(0, 16) };
    }),
  };
}

export async function startFakeApi(schools: readonly FixtureSchool[]): Promise<FakeApi> {
  const bySlug = new Map(schools.map((s) => [s.input.slug, s]));
  const modes = new Map<string, SchoolMode>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = req.url ?? '/';
    requests.push(`${host} ${url}`);
    const slug = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
    const school = bySlug.get(slug);
    const mode = modes.get(slug) ?? 'ok';
    if (school && mode === 'reset') {
      req.socket.destroy();
      return;
    }
    const media = school?.media.get(url);
    if (media) {
      res.writeHead(200, { 'content-type': media.contentType });
      res.end(Buffer.from(media.body));
      return;
    }
    let body = school && url === DIGESTS ? digestsOf(school, mode) : school && url === MEDIA_DIGESTS ? mediaDigestsOf(school) : school?.responses.get(url);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 404, data: { message: 'Not found' } }));
      return;
    }
    if (typeof mode === 'object' && url !== DIGESTS && url !== MEDIA_DIGESTS) body = mode.patch(url, structuredClone(body));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setMode: (slug, mode) => modes.set(slug, mode),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
