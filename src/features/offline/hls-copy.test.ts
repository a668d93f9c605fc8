import { describe, expect, it } from 'vitest';
import { DownloadQuality } from '../../contract/offline.ts';
import { besides, chooseRendition, keptMaster, mediaFiles, parseMaster } from './hls-copy.ts';
import { LECTURE_MASTER } from './fixtures.ts';

describe("a lecture's HLS, as a download keeps it", () => {
  const { renditions, voices } = parseMaster(LECTURE_MASTER);

  it('reads the renditions by their quality labels, and the voices', () => {
    expect(renditions.map((r) => [r.name, r.uri, r.audio])).toEqual([
      ['Best', 'best/index.m3u8', 'voice'], ['Better', 'better/index.m3u8', 'voice'], ['Good', 'good/index.m3u8', 'voice'], ['Average', 'average/index.m3u8', 'voice'],
    ]);
    expect(voices.map((v) => v.uri)).toEqual(['audio-en/index.m3u8']);
    expect(() => parseMaster('not a playlist')).toThrow();
  });

  it('keeps the chosen label, or the nearest place by bitrate when a lecture lacks it', () => {
    for (const quality of DownloadQuality.options) expect(chooseRendition(renditions, quality, DownloadQuality.options).name).toBe(quality);
    const two = renditions.filter((r) => r.name === 'Best' || r.name === 'Average');
    expect(chooseRendition(two, 'Better', DownloadQuality.options).name).toBe('Best');
    expect(chooseRendition(two, 'Good', DownloadQuality.options).name).toBe('Average');
  });

  it('writes a master playlist of the one rendition, with its voices', () => {
    const kept = keptMaster(parseMaster(LECTURE_MASTER), renditions[3]!);
    const again = parseMaster(kept);
    expect(again.renditions.map((r) => r.name)).toEqual(['Average']);
    expect(again.voices.map((v) => v.uri)).toEqual(['audio-en/index.m3u8']);
    expect(kept.startsWith('#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n')).toBe(true);
  });

  it("lists a media playlist's files beside the master, and refuses any the copy could not serve", () => {
    expect(mediaFiles('good/index.m3u8', '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:40,\n00.m4s\n#EXTINF:4,\n01.m4s\n#EXT-X-ENDLIST')).toEqual(['good/init.mp4', 'good/00.m4s', 'good/01.m4s']);
    expect(besides('master.m3u8', 'good/index.m3u8')).toBe('good/index.m3u8');
    expect(besides('good/index.m3u8', '../../elsewhere.m4s')).toBeNull();
    expect(besides('good/index.m3u8', 'https://cdn.example/00.m4s')).toBeNull();
    expect(() => mediaFiles('good/index.m3u8', '#EXTM3U\nhttps://cdn.example/00.m4s')).toThrow();
  });
});
