import type { z } from 'zod';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';

type Calls = typeof AUTH_CALLS;
export type AuthCallName = keyof Calls;
export type AuthResponse<K extends AuthCallName> = z.output<Calls[K]['response']>;

/** One auth call of the contract (AUTH_CALLS) through apiFetch: its method, path and response schema. */
export function callAuth<K extends AuthCallName>(name: K, body?: unknown): Promise<AuthResponse<K>> {
  const call = AUTH_CALLS[name];
  return apiFetch(call.path, call.response as unknown as z.ZodType<AuthResponse<K>>, { method: call.method, ...(body === undefined ? {} : { body }) });
}
