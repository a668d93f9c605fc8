import { defineCall } from './call.ts';
import { isId, isRecord, isString } from './plain.ts';
import { guardSchema } from './standard-schema.ts';

/**
 * What every page's shell script needs of the auth contract: the cookie names, the `user` cookie, and the
 * sign-out call. Without zod (decision 0014): the guards mirror auth.ts's UserCookie and Done schemas, which stay
 * the reference (contract.test.ts holds them to it), and auth.ts re-exports these names.
 */

/** The `user` cookie's learner and a write's plain answer, as auth.ts's UserCookie and Done schemas give them (a test holds them equal). */
export interface UserCookie {
  studentId: number;
  studentName: string;
}
export interface Done {
  ok: true;
}

/** Cookie names SPEC.md section 3 lists. */
export const AUTH_COOKIES = { token: 'authToken', tokenAlias: 'lystATK', user: 'user' } as const;

/** UserCookie.safeParse without zod: the cookie's learner (unknown keys left out), or null. */
export function readUserCookie(value: unknown): UserCookie | null {
  if (!isRecord(value) || !isId(value['studentId']) || !isString(value['studentName'])) return null;
  return { studentId: value['studentId'], studentName: value['studentName'] };
}

export const isDone = (value: unknown): value is Done => isRecord(value) && value['ok'] === true;

/**
 * Sign-out (CALLS.signout takes its method and path from here): revokes the session if there is one and clears the
 * cookies; never fails on a bad or missing token. Its answer is checked by `isDone`.
 */
export const SIGN_OUT_CALL = defineCall({
  method: 'POST',
  path: '/learner/v1/auth/signout',
  session: false,
  response: guardSchema(isDone, 'expected { ok: true }'),
});
