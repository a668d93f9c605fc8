/**
 * Build progress, one school a line. On a terminal each school's line is redrawn in place with a bar for the
 * current stage; in CI or a pipe every step is a plain line (`nova-academy: fetched 36 products (0.4s)`), and a
 * failure is one line on stderr: `✗ nova-academy: <reason>`.
 */

export interface Progress {
  fetching(slug: string, done: number, total: number): void;
  fetched(slug: string, products: number, ms: number): void;
  rendering(slugs: readonly string[]): void;
  writing(slug: string): void;
  /** `unchanged`: pages whose inputs did not change, taken from the school's last build rather than rendered. */
  built(slug: string, pages: number, buildId: string, ms: number, unchanged?: number): void;
  failed(slug: string, reason: string): void;
  /** A line about the whole run (summary). */
  note(line: string): void;
}

export interface ProgressStreams {
  out: { write(chunk: string): unknown; isTTY?: boolean; columns?: number };
  err: { write(chunk: string): unknown };
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

const kept = (unchanged: number): string => (unchanged > 0 ? ` (${unchanged} unchanged)` : '');

export function createProgress(slugs: readonly string[], streams: ProgressStreams = { out: process.stdout, err: process.stderr }, env: NodeJS.ProcessEnv = process.env): Progress {
  const tty = Boolean(streams.out.isTTY) && !env['CI'];
  return tty ? new TtyProgress(slugs, streams) : new PlainProgress(streams);
}

class PlainProgress implements Progress {
  readonly #s: ProgressStreams;
  constructor(streams: ProgressStreams) {
    this.#s = streams;
  }
  fetching(): void {}
  fetched(slug: string, products: number, ms: number): void {
    this.#s.out.write(`${slug}: fetched ${products} products (${seconds(ms)})\n`);
  }
  rendering(slugs: readonly string[]): void {
    for (const slug of slugs) this.#s.out.write(`${slug}: rendering\n`);
  }
  writing(): void {}
  built(slug: string, pages: number, buildId: string, ms: number, unchanged = 0): void {
    this.#s.out.write(`${slug}: built ${pages} pages${kept(unchanged)} -> ${buildId} (${seconds(ms)})\n`);
  }
  failed(slug: string, reason: string): void {
    this.#s.err.write(`✗ ${slug}: ${reason}\n`);
  }
  note(line: string): void {
    this.#s.out.write(`${line}\n`);
  }
}

const BAR_WIDTH = 20;
const bar = (done: number, total: number): string => {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}]`;
};

class TtyProgress implements Progress {
  readonly #s: ProgressStreams;
  readonly #lines = new Map<string, string>();
  readonly #width: number;
  #drawn = 0;

  constructor(slugs: readonly string[], streams: ProgressStreams) {
    this.#s = streams;
    this.#width = Math.max(...slugs.map((s) => s.length), 4);
    for (const slug of slugs) this.#lines.set(slug, this.#line(slug, 'waiting'));
    this.#draw();
  }

  #line(slug: string, text: string): string {
    return `  ${slug.padEnd(this.#width)}  ${text}`;
  }

  #set(slug: string, line: string): void {
    this.#lines.set(slug, line);
    this.#draw();
  }

  // Redraws the block in place. A line longer than the terminal wraps; counting the rows it takes keeps the
  // cursor arithmetic right without ever cutting a failure's reason short.
  #draw(): void {
    const cols = Math.max(this.#s.out.columns ?? 100, 20);
    let chunk = this.#drawn ? `\x1b[${this.#drawn}F\x1b[J` : '';
    let rows = 0;
    for (const line of this.#lines.values()) {
      chunk += `${line}\n`;
      rows += Math.max(1, Math.ceil([...line].length / cols));
    }
    this.#drawn = rows;
    this.#s.out.write(chunk);
  }

  fetching(slug: string, done: number, total: number): void {
    this.#set(slug, this.#line(slug, `fetching   ${bar(done, total)} ${done}/${total}`));
  }
  fetched(slug: string, products: number, ms: number): void {
    this.#set(slug, this.#line(slug, `fetched    ${bar(1, 1)} ${products} products (${seconds(ms)})`));
  }
  rendering(slugs: readonly string[]): void {
    for (const slug of slugs) this.#lines.set(slug, this.#line(slug, `rendering  ${bar(0, 1)}`));
    this.#draw();
  }
  writing(slug: string): void {
    this.#set(slug, this.#line(slug, `writing    ${bar(1, 2)}`));
  }
  built(slug: string, pages: number, buildId: string, ms: number, unchanged = 0): void {
    this.#set(slug, `✓ ${slug.padEnd(this.#width)}  built ${pages} pages${kept(unchanged)} -> ${buildId} (${seconds(ms)})`);
  }
  failed(slug: string, reason: string): void {
    this.#set(slug, `✗ ${slug}: ${reason}`);
  }
  note(line: string): void {
    this.#s.out.write(`${line}\n`);
    this.#drawn = 0; // the block above is final once a note follows it
  }
}
