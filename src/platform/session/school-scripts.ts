/**
 * Where a school's own code may run (SPEC.md sections 2 and 9, ARCHITECTURE.md decision 10). The two special
 * cases SPEC.md names, school 144865 and a host failing the check, live here and nowhere else (STYLE.md rule 4).
 */

/** SPEC.md section 9: this school gets no widgets script, config or call-to-action elements, and no custom scripts. */
export const SCRIPTLESS_SCHOOL_ID = 144865;

/** The school as the host check needs it. */
export interface HostCheck {
  readonly slug: string;
  /** `custom_domain` from the school config. */
  readonly customDomain: string | null;
}

const hostName = (host: string): string => host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');

/**
 * The host check (SPEC.md section 9 names it, never defines it): the request's host must be one of the school's
 * own hosts, its custom domain or `<slug>.localhost` for local preview (the two the edge serves it on, decision
 * 0003). Anything else (a preview proxy, another school's host, an IP address, a framing page's host) gets no
 * school code, so a school's scripts never run on an origin that is not that school's.
 */
export function hostPassesCheck(host: string, school: HostCheck): boolean {
  const name = hostName(host);
  if (!name) return false;
  if (school.customDomain && name === hostName(school.customDomain)) return true;
  return name === `${school.slug.toLowerCase()}.localhost`;
}

/**
 * A mock-test page. SPEC.md says "a path containing learn/mock-test/" because `learn` is the default base; a
 * school can choose another base (`base_prefix`), and its test window, `/{base}/mock-test/...`, is the same page,
 * so both are matched. The point is the test window: no third-party code in a timed test (integrity, focus,
 * and no script that could read the answers).
 */
export function isMockTestPath(pathname: string): boolean {
  if (pathname.includes('learn/mock-test/')) return true;
  const segments = pathname.split('/');
  return segments.length > 3 && segments[0] === '' && segments[2] === 'mock-test';
}

export interface SchoolCodeContext {
  readonly schoolId: number;
  /** The request's host (`Host` header or `location.host`), port allowed. */
  readonly host: string;
  readonly hostCheck: HostCheck;
}

/** Widgets script, config and call-to-action elements: not for school 144865, not on a host failing the check. */
export function schoolExtrasAllowed({ schoolId, host, hostCheck }: SchoolCodeContext): boolean {
  return schoolId !== SCRIPTLESS_SCHOOL_ID && hostPassesCheck(host, hostCheck);
}

/** The school's custom head and body scripts: every page except mock-test pages, and never without the extras. */
export function shouldInjectSchoolScripts(context: SchoolCodeContext & { readonly pathname: string }): boolean {
  return !isMockTestPath(context.pathname) && schoolExtrasAllowed(context);
}
