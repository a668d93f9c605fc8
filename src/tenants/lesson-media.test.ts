import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clipDir, clipSeconds, firstVariant, lectureDir, mediaSeconds, playlistSeconds } from './lesson-media.ts';

describe("a lesson video's length, from its playlists", () => {
  it('adds up the segments of a media playlist, and finds none in a master playlist', () => {
    const media = '#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.006,\na.ts\n#EXTINF:5.5,title\nb.ts\n#EXTINF:2,\nc.ts\n#EXT-X-ENDLIST\n';
    expect(playlistSeconds(media)).toBeCloseTo(13.506, 3);
    const master = readFileSync(path.join(clipDir('nova-academy'), 'master.m3u8'), 'utf8');
    expect(playlistSeconds(master)).toBeNull();
    expect(firstVariant(master)).toBe('best/index.m3u8');
    expect(firstVariant('#EXTM3U\n#EXT-X-VERSION:3\n')).toBeNull();
  });

  it("measures every demo school's clip, its first lecture again, each rendition as long as the lecture", () => {
    for (const [slug, lecture] of [['nova-academy', 5017001], ['harbor-code', 5027001], ['atelier-lingua', 5037001]] as const) {
      const dir = clipDir(slug);
      expect(dir).toBe(path.join(path.dirname(dir), 'video'));
      const own = lectureDir(slug, lecture)!;
      const seconds = mediaSeconds(own);
      expect(seconds, slug).toBeGreaterThan(30);
      expect(Math.abs(clipSeconds(slug) - seconds), slug).toBeLessThanOrEqual(1);
      for (const rendition of ['best', 'better', 'good', 'average']) {
        expect(Math.abs(playlistSeconds(readFileSync(path.join(dir, rendition, 'index.m3u8'), 'utf8'))! - seconds), `${slug} ${rendition}`).toBeLessThanOrEqual(1);
      }
      // Its captions are the lecture's, in English: no test pattern's words.
      expect(readFileSync(path.join(dir, 'captions.vtt'), 'utf8')).toBe(readFileSync(path.join(own, 'captions-en.vtt'), 'utf8'));
    }
    // A school without a clip of its own shares the first demo school's.
    expect(clipDir('no-such-school')).toBe(clipDir('nova-academy'));
  });
});
