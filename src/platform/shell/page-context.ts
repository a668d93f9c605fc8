import { routeById, type RouteEntry } from '../../routes/route-table.ts';
import { guardRoute } from '../session/guards.ts';
import type { SessionState } from '../session/session-state.ts';
import { $session } from '../session/session-store.ts';
import { currentProfileGate, forcedProfileTarget, type ProfileGateRecord } from '../session/profile-gate.ts';

/**
 * What a page says about itself on <html> (set by the layout at build time): its school, base and route. Scripts
 * read it here instead of guessing from the URL: the school's 404 page is served for unbuilt routes too, and it
 * is not the page its URL names.
 */
export interface PageContext {
  readonly base: string;
  readonly schoolId: number | null;
  readonly slug: string | null;
  /** The route this document renders; null for the 404 page or an unknown id. */
  readonly route: RouteEntry | null;
  /** `school_feature.mandatory_auth`: every page outside the signed-out group needs sign-in. */
  readonly mandatoryAuth: boolean;
}

/** The `data-*` attributes of <html>, as `element.dataset` holds them. */
export type PageDataset = Readonly<Record<string, string | undefined>>;

export function readPageContext(dataset: PageDataset, pathname: string): PageContext {
  const base = dataset['base'] || pathname.split('/').find(Boolean) || 'learn';
  const id = Number(dataset['schoolId']);
  let route: RouteEntry | null = null;
  try {
    route = dataset['routeId'] ? routeById(dataset['routeId']) : null;
  } catch {
    route = null;
  }
  return {
    base,
    schoolId: Number.isInteger(id) && id > 0 ? id : null,
    slug: dataset['slug'] || null,
    route,
    mandatoryAuth: dataset['mandatoryAuth'] === 'true',
  };
}

/** What the forced-profile rule needs: the learner and what this browser last heard about their profile. */
export interface ProfileGateInput {
  readonly session: SessionState;
  readonly record: ProfileGateRecord | null;
}

const browserGateInput = (): ProfileGateInput => ({ session: $session.get(), record: currentProfileGate() });

/**
 * Where the route guard sends this page (SPEC.md section 2, Account), or null to stay. A signed-in learner whose
 * profile completion is forced (SPEC.md section 5) goes to the profile builder from any page that needs sign-in.
 */
export function guardTarget(page: PageContext, signedIn: boolean, href: string, profile: ProfileGateInput = browserGateInput()): string | null {
  const target = guardRoute(page.route, signedIn, href, { base: page.base, mandatoryAuth: page.mandatoryAuth });
  if (target || !signedIn) return target;
  return forcedProfileTarget(page, profile.session, profile.record, href);
}
