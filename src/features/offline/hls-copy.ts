/**
 * A lecture's HLS, as a download keeps it (docs/decisions/0086-offline-study.md): one rendition, the one the learner
 * chose by SPEC.md's quality labels, with every voice (audio rendition) its master playlist offers and the caption
 * files. The kept master playlist names that rendition alone, so hls.js plays the copy as it plays the lecture, with
 * nothing to choose and nothing missing. Paths are relative to the master playlist's folder: the service worker
 * serves each beside the kept master, as the media server does beside the signed one.
 */
import type { DownloadQuality } from '../../contract/offline.ts';

export interface Rendition {
  /** The NAME attribute: one of SPEC.md's quality labels on our lectures. */
  name: string;
  bandwidth: number;
  /** The audio group it plays with, if any. */
  audio: string | null;
  /** Its media playlist, relative to the master. */
  uri: string;
  /** The EXT-X-STREAM-INF line as written. */
  line: string;
}

export interface Voice {
  group: string;
  uri: string;
  line: string;
}

/** An attribute of an HLS tag line (`NAME="Best"`, `BANDWIDTH=13924`), unquoted; null when absent. */
export function attribute(line: string, name: string): string | null {
  const match = new RegExp(`[:,]${name}=("([^"]*)"|[^,]*)`).exec(line);
  return match ? (match[2] ?? match[1] ?? null) : null;
}

/** The renditions and audio of a master playlist, and the lines before them (version, independent segments). */
export function parseMaster(text: string): { head: string[]; renditions: Rendition[]; voices: Voice[] } {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist');
  const head: string[] = [];
  const renditions: Rendition[] = [];
  const voices: Voice[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = lines[i + 1];
      if (uri === undefined || uri.startsWith('#')) throw new Error('a rendition without its playlist');
      i += 1;
      renditions.push({ name: attribute(line, 'NAME') ?? '', bandwidth: Number(attribute(line, 'BANDWIDTH') ?? 0), audio: attribute(line, 'AUDIO'), uri, line });
    } else if (line.startsWith('#EXT-X-MEDIA:')) {
      const uri = attribute(line, 'URI');
      if (attribute(line, 'TYPE') === 'AUDIO' && uri) voices.push({ group: attribute(line, 'GROUP-ID') ?? '', uri, line });
    } else if (line === '#EXTM3U' || line.startsWith('#EXT-X-VERSION') || line.startsWith('#EXT-X-INDEPENDENT-SEGMENTS')) {
      head.push(line);
    }
  }
  if (renditions.length === 0) throw new Error('a master playlist without renditions');
  return { head, renditions, voices };
}

/**
 * The rendition a download keeps: the one of the chosen label, else (a lecture encoded without it) the one whose
 * place by bitrate is nearest the label's place among SPEC.md's labels, best first.
 */
export function chooseRendition(renditions: readonly Rendition[], quality: DownloadQuality, order: readonly DownloadQuality[]): Rendition {
  const named = renditions.find((r) => r.name === quality);
  if (named) return named;
  const byBitrate = [...renditions].sort((a, b) => b.bandwidth - a.bandwidth);
  const place = Math.round((order.indexOf(quality) / Math.max(1, order.length - 1)) * (byBitrate.length - 1));
  return byBitrate[place]!;
}

export type Master = ReturnType<typeof parseMaster>;

/** The voices a rendition plays with. */
export const voicesOf = (master: Master, rendition: Rendition): Voice[] => master.voices.filter((v) => v.group === rendition.audio);

/** The kept master playlist: the chosen rendition and the voices of its audio group. */
export function keptMaster(master: Master, rendition: Rendition): string {
  return [...master.head, ...voicesOf(master, rendition).map((v) => v.line), rendition.line, rendition.uri, ''].join('\n');
}

/**
 * A path beside another (a segment beside its playlist), relative to the master's folder; null if it leaves that
 * folder or names another server, which a copy could not serve.
 */
export function besides(from: string, uri: string): string | null {
  const root = 'https://copy.invalid/lecture/';
  const resolved = new URL(uri, new URL(from, root));
  if (resolved.origin !== 'https://copy.invalid' || !resolved.pathname.startsWith('/lecture/') || resolved.search) return null;
  return decodeURIComponent(resolved.pathname.slice('/lecture/'.length));
}

/** The files a media playlist plays (its initialisation section, its segments), relative to the master's folder. */
export function mediaFiles(playlistPath: string, text: string): string[] {
  const files: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let uri: string | null = null;
    if (line.startsWith('#EXT-X-MAP:')) uri = attribute(line, 'URI');
    else if (line !== '' && !line.startsWith('#')) uri = line;
    if (uri === null) continue;
    const path = besides(playlistPath, uri);
    if (path === null) throw new Error(`a file the copy cannot serve: ${uri}`);
    if (!files.includes(path)) files.push(path);
  }
  return files;
}
