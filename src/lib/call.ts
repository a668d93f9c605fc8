import { pathOf, type CallBody, type CallQuery, type CallResponse, type CallShape, type PathParams } from '../contract/call.ts';
import type { StandardSchemaV1 } from '../contract/standard-schema.ts';
import { apiFetch, type ApiFetchInit } from '../features/errors/api-fetch.ts';

/** A call the browser can make: one answering JSON. */
export type JsonCall = CallShape & { readonly response: StandardSchemaV1 };

export interface CallOptions<C extends JsonCall> {
  params?: PathParams<C['path']>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
  /** Default: the session's token while signed in; null sends none. */
  token?: string | null;
}

/**
 * THE way the browser calls the learner API: a declared call (src/contract/calls.ts, or a zod-free declaration
 * such as auth-shell.ts's sign-out on store pages) with its path parameters, query and body, through apiFetch; the
 * answer parsed with the call's response schema. Imports no schema itself, so store pages stay free of zod.
 */
export function call<C extends JsonCall>(declared: C, options: CallOptions<C> = {}): Promise<CallResponse<C>> {
  const { params, query, body, signal, token } = options;
  const init: ApiFetchInit = { method: declared.method };
  if (query !== undefined) init.query = query as ApiFetchInit['query'];
  if (body !== undefined) init.body = body;
  if (signal) init.signal = signal;
  if (token !== undefined) init.token = token;
  return apiFetch(pathOf(declared, params), declared.response, init) as Promise<CallResponse<C>>;
}
