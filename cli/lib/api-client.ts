import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import { ErrorPayload } from '../../src/contract/errors.ts';
import { SchoolError } from './errors.ts';

/** How long one call may take before the school fails. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

/** `['school_config', 'currency']` -> `school_config.currency`, `['courses', 3, 'id']` -> `courses[3].id`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`;
  return out || '(root)';
}

/** Whether an origin is this machine (a local stack), where schools are told apart by `<slug>.localhost`. */
export const isLoopbackOrigin = (origin: string): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);

/**
 * Reads one school's learner API through an origin, as a browser on the school's host would: locally through the
 * edge at `http://127.0.0.1:8787` with the Host header `<slug>.localhost`; deployed, through the school's own host
 * (`https://learn.example.edu`), which names the school itself. node:http, because fetch() does not let a caller
 * set Host.
 */
export class ApiClient {
  readonly origin: URL;
  readonly slug: string;
  readonly host: string;
  readonly #agent: http.Agent;

  constructor(origin: string, slug: string, agent: http.Agent) {
    this.origin = new URL(origin);
    this.slug = slug;
    this.host = isLoopbackOrigin(origin) ? `${slug}.localhost` : this.origin.host;
    this.#agent = agent;
  }

  /** The origin as the user gave it, for messages: `http://127.0.0.1:8787`. */
  get shownOrigin(): string {
    return this.origin.origin;
  }

  get(path: string): Promise<ApiResponse> {
    const url = new URL(path, this.origin);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.request(
        url,
        { method: 'GET', agent: this.#agent, headers: { host: this.host, accept: 'application/json, */*' }, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
          res.on('error', (error) => reject(this.#unreachable(error)));
        },
      );
      req.on('timeout', () => req.destroy(new SchoolError(`learner API at ${this.shownOrigin} did not answer GET ${path} within ${REQUEST_TIMEOUT_MS / 1000}s`)));
      req.on('error', (error) => reject(error instanceof SchoolError ? error : this.#unreachable(error)));
      req.end();
    });
  }

  /** GET a JSON call and parse it with its contract schema; `what` names the kind of data in messages. */
  async json<T extends z.ZodType>(path: string, schema: T, what: 'config' | 'data' = 'data', notFound?: string): Promise<z.infer<T>> {
    const res = await this.get(path);
    if (res.status === 404 && notFound) throw new SchoolError(notFound);
    if (res.status < 200 || res.status > 299) throw this.#httpError(path, res);
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new SchoolError(`invalid ${what} from GET ${path}: the answer is not JSON`);
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new SchoolError(`invalid ${what} from GET ${path}: ${issuePath(issue.path)}: ${issue.message}`);
    }
    return result.data;
  }

  /** GET a file (school media). */
  async bytes(path: string): Promise<ApiResponse> {
    const res = await this.get(path);
    if (res.status < 200 || res.status > 299) throw this.#httpError(path, res);
    return res;
  }

  #unreachable(error: Error): SchoolError {
    const e = error as NodeJS.ErrnoException;
    const detail = [e.syscall, e.code].filter(Boolean).join(' ') || e.message;
    return new SchoolError(`learner API unreachable at ${this.shownOrigin} (${detail})`, { cause: error });
  }

  #httpError(path: string, res: ApiResponse): SchoolError {
    let message = '';
    try {
      const payload = ErrorPayload.safeParse(JSON.parse(res.body.toString('utf8')));
      if (payload.success) message = payload.data.data.message ?? payload.data.data.msg ?? payload.data.message ?? '';
    } catch {
      // Not an error payload: the status says enough.
    }
    return new SchoolError(`GET ${path} answered ${res.status}${message ? `: ${message}` : ''}`);
  }
}
