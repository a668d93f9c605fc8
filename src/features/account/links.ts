import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/**
 * The query that travels between sign-in, sign-up and the OTP page, so that the learner lands where they were
 * going whichever way they sign in: the payment (signInToPay, priceId, isTorF) or the page that sent them
 * (returnTo).
 */
export const CARRIED_QUERY = ['signInToPay', 'priceId', 'isTorF', 'returnTo'] as const;

export function carriedQuery(search: string, keys: readonly string[] = CARRIED_QUERY): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** A link to another account page under `base`, carrying the sign-in query of `search`. */
export function accountHref(base: string, routeId: string, search = '', keys: readonly string[] = CARRIED_QUERY): string {
  return href(base, routeById(routeId), {}, carriedQuery(search, keys));
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** The segment a sign-up link names (SPEC.md section 2: segmentId and segmentPath), for the sign-up request. */
export function segmentFromQuery(search: string): { segment_id?: number; segment_path?: string } {
  const params = new URLSearchParams(search);
  const id = params.get('segmentId');
  const path = params.get('segmentPath');
  return {
    ...(id && POSITIVE_INT.test(id) ? { segment_id: Number(id) } : {}),
    ...(path && path.length <= 200 ? { segment_path: path } : {}),
  };
}
