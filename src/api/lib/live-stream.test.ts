import { describe, expect, it } from 'vitest';
import { clipSegments, livePlaylist } from './live-stream.ts';

const clip = clipSegments('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\n00.ts\n#EXTINF:4.000000,\n01.ts\n#EXTINF:4.000000,\n02.ts\n#EXTINF:4.000000,\n03.ts\n#EXT-X-ENDLIST\n');
const uri = (s: { name: string }) => `/seg/${s.name}`;
const tag = (playlist: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(playlist)?.[1]);
const uris = (playlist: string) => playlist.split('\n').filter((l) => l.startsWith('/seg/'));

describe('the local live stream', () => {
  it("reads a clip's segments from its playlist", () => {
    expect(clip).toEqual(['00', '01', '02', '03'].map((n) => ({ name: `${n}.ts`, seconds: 4 })));
  });

  it('offers the first segment at the start, and never ends', () => {
    const at0 = livePlaylist(clip, 0, uri);
    expect(uris(at0)).toEqual(['/seg/00.ts']);
    expect(tag(at0, 'EXT-X-MEDIA-SEQUENCE')).toBe(0);
    expect(at0).not.toContain('ENDLIST');
  });

  it('slides its window forward as the clock moves, looping the clip with a discontinuity at each start', () => {
    const at10 = livePlaylist(clip, 10_000, uri);
    expect(uris(at10)).toEqual(['/seg/00.ts', '/seg/01.ts']);
    const at30 = livePlaylist(clip, 30_000, uri);
    expect(tag(at30, 'EXT-X-MEDIA-SEQUENCE')).toBe(3);
    expect(uris(at30)).toEqual(['/seg/03.ts', '/seg/00.ts', '/seg/01.ts', '/seg/02.ts']);
    expect(at30).toMatch(/03\.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:4\.000,\n\/seg\/00\.ts/);
    expect(tag(at30, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(0);
    // An hour in: 900 segments have ended; the window is the last four, 224 loops passed before it.
    const hour = livePlaylist(clip, 3_600_000, uri);
    expect(tag(hour, 'EXT-X-MEDIA-SEQUENCE')).toBe(896);
    expect(tag(hour, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(223);
    expect(uris(hour)).toEqual(['/seg/00.ts', '/seg/01.ts', '/seg/02.ts', '/seg/03.ts']);
    expect(hour.indexOf('#EXT-X-DISCONTINUITY\n')).toBeGreaterThan(0);
  });

  it('counts each discontinuity before the window once, as a player joining late needs', () => {
    for (const [ms, sequence] of [[16_000, 0], [20_000, 0], [24_000, 0], [36_000, 1], [48_000, 1], [52_000, 2]] as const) {
      const playlist = livePlaylist(clip, ms, uri);
      const first = tag(playlist, 'EXT-X-MEDIA-SEQUENCE');
      // Discontinuities at segment 4, 8, ...: those before the first segment in the window.
      expect(tag(playlist, 'EXT-X-DISCONTINUITY-SEQUENCE'), `${ms} ms (first ${first})`).toBe(sequence);
    }
  });
});
