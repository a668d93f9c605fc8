import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { CALLS, DEFAULT_BODY_LIMIT, type CallName, type CallShape } from '../contract/calls.ts';
import { devOnly } from './endpoints/dev/inbox.ts';
import { HANDLERS } from './handlers.ts';
import { costMeter } from './lib/cost-meter.ts';
import { bodyLimit, sameSiteWrite } from './lib/request-guards.ts';
import { resolveSchool } from './lib/school.ts';
import type { AppEnv } from './types.ts';

type Endpoint = Handler<AppEnv> | MiddlewareHandler<AppEnv>;

interface Route {
  method: CallShape['method'];
  path: string;
  calls: { name: CallName; call: CallShape }[];
}

/** The declared calls grouped by method and path: one route each, its variants (`selectedBy`) first. */
export function routesOf(calls: Readonly<Record<CallName, CallShape>> = CALLS): Route[] {
  const routes = new Map<string, Route>();
  for (const [name, call] of Object.entries(calls) as [CallName, CallShape][]) {
    const id = `${call.method} ${call.path}`;
    const route = routes.get(id) ?? { method: call.method, path: call.path, calls: [] };
    route.calls.push({ name, call });
    routes.set(id, route);
  }
  const params = (path: string) => (path.match(/:/g) ?? []).length;
  // Hono runs matching handlers in the order they were added: a fixed segment (`v6/reviews/mine`) goes before a
  // parameter that would take it (`v6/reviews/:reviewId`).
  return [...routes.values()]
    .map((route) => ({ ...route, calls: route.calls.sort((a, b) => Number(!a.call.selectedBy) - Number(!b.call.selectedBy)) }))
    .sort((a, b) => params(a.path) - params(b.path));
}

/** One endpoint for a route: a variant answers when its query key is present, the plain call otherwise. */
function dispatch(route: Route, handlers: Readonly<Record<CallName, Endpoint>>): Endpoint {
  if (route.calls.length === 1) return handlers[route.calls[0]!.name];
  const plain = route.calls.filter(({ call }) => !call.selectedBy);
  if (plain.length !== 1) throw new Error(`${route.method} ${route.path}: ${plain.length} calls without selectedBy`);
  const fallback = handlers[plain[0]!.name] as Handler<AppEnv>;
  return (c: Context<AppEnv>, next) => {
    const chosen = route.calls.find(({ call }) => call.selectedBy && c.req.query(call.selectedBy.query) !== undefined);
    return chosen ? (handlers[chosen.name] as MiddlewareHandler<AppEnv>)(c, () => fallback(c, next) as Promise<void>) : fallback(c, next);
  };
}

/**
 * Mounts every declared call on `app` at its method and path (a path ending in `/` also without it): dev calls
 * behind their switch before anything else, then the school, then for writes the same-site check and the body limit
 * (the call's, or 64 KiB), then the endpoint.
 */
export function mountCalls(app: Hono<AppEnv>, handlers: Readonly<Record<CallName, Endpoint>> = HANDLERS): void {
  const routes = routesOf();
  const pathsOf = (path: string) => (path.endsWith('/') ? [path, path.slice(0, -1)] : [path]);
  // Before the school: a disabled dev call is a plain 404 that costs nothing (endpoints/dev/inbox.ts).
  for (const route of routes) {
    if (route.calls.some(({ call }) => call.dev)) app.on(route.method, pathsOf(route.path), devOnly);
  }
  // Before the school, so that its lookup is in the request's cost.
  app.use('*', costMeter);
  app.use('*', resolveSchool);
  for (const route of routes) {
    const guards: MiddlewareHandler<AppEnv>[] = [];
    if (route.method !== 'GET') {
      const limit = Math.max(...route.calls.map(({ call }) => call.bodyLimit ?? DEFAULT_BODY_LIMIT));
      guards.push(sameSiteWrite, bodyLimit(limit));
    }
    app.on(route.method, pathsOf(route.path), ...guards, dispatch(route, handlers));
  }
}
