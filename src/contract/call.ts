import type { StandardSchemaV1 } from './standard-schema.ts';

/**
 * How one call of the learner API is declared (docs/decisions/0015-call-registry.md): once, here in the contract,
 * and everything else derives from the declaration: the API mounts its handler at the declared method and path,
 * the browser's `call()` and query options build the URL, the key, the stale time and the invalidations from it,
 * tests address the call through it. Without zod (decision 0014): the shell's few calls on store pages are
 * declared with plain guards, every other call with the zod schemas of its area.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const HOUR = 60 * 60 * 1000;
/** SPEC.md sections 7 and 9: how long a read stays fresh. Reads that declare none get `default`. */
export const STALE_TIME = {
  coursesList: 10 * HOUR,
  community: 60 * 1000,
  /** "Data refresh default 1 day unless configured": a school may configure another. */
  default: 24 * HOUR,
  /** The learner's own data: the persisted copy only paints the page while the fresh one arrives. */
  always: 0,
} as const;

/** SPEC.md is silent on request sizes; ours: 64 KiB of JSON, unless a call declares more. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** `/learner/v9/user_likes/:likeId` -> `'likeId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:params` take. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

export interface CallShape {
  readonly method: Method;
  /** Absolute, with `:name` for a path parameter. */
  readonly path: string;
  /** Needs a session: `Authorization: Bearer <token>` or the `authToken` cookie (401 without a live one). */
  readonly session: boolean;
  /** Schemas of the path parameters, the query and the JSON body; absent: none taken. */
  readonly params?: StandardSchemaV1 | undefined;
  readonly query?: StandardSchemaV1 | undefined;
  readonly body?: StandardSchemaV1 | undefined;
  /** The 200 body; null for an answer that is not JSON (a media file, an HTML page). */
  readonly response: StandardSchemaV1 | null;
  /** Writes: the reads whose cached answers this call changes. */
  readonly invalidates?: readonly CallShape[] | undefined;
  /** Reads: ms the answer stays fresh; absent: the school's refresh interval (STALE_TIME.default unless configured). */
  readonly staleTime?: number | undefined;
  /** Bytes of request body accepted; absent: DEFAULT_BODY_LIMIT. */
  readonly bodyLimit?: number | undefined;
  /**
   * A second call on the same method and path, chosen by a query key (`GET v17/courses/?enrolled=1` is the
   * learner's own products, without it the public list). The API answers it when the key is present.
   */
  readonly selectedBy?: { readonly query: string } | undefined;
  /** Local development only: answered when the API's DEV_INBOX var is "1", a plain 404 otherwise. */
  readonly dev?: boolean | undefined;
}

/** Declares one call; the literal types (method, path, schemas) are kept for `call()` and the handler map. */
export const defineCall = <const C extends CallShape>(call: C): C => call;

type Output<S> = S extends { readonly '~standard': { readonly types?: { readonly output: infer O } | undefined } } ? O : never;
type Input<S> = S extends { readonly '~standard': { readonly types?: { readonly input: infer I } | undefined } } ? I : never;

/** What a call answers with, as its response schema gives it. */
export type CallResponse<C extends CallShape> = Output<C['response']>;
/** What a call takes as its body (before the schema's defaults and transforms). */
export type CallBody<C extends CallShape> = Input<C['body']>;
/** Its query as a client writes it. */
export type CallQuery<C extends CallShape> = Input<C['query']>;

export const isRead = (call: CallShape): boolean => call.method === 'GET';

/** The path of a call with its `:params` filled in, each URL-encoded: `pathOf(removeFavourite, { likeId: 4 })`. */
export function pathOf<C extends CallShape>(call: C, params?: PathParams<C['path']>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${call.method} ${call.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path's segments after /learner/ (`/config/...` keeps its own): what a read's query key is built from. */
export function pathSegments(path: string): string[] {
  const bare = path.split(/[?#]/)[0]!.replace(/^\/?learner\//, '');
  return bare.split('/').filter(Boolean);
}

/** Whether `segments` (of a filled-in path) are `call`'s path: the same static segments, any value for a `:param`. */
export function matchesPath(call: CallShape, segments: readonly unknown[]): boolean {
  const pattern = pathSegments(call.path);
  return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
}
