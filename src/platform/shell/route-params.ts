import { useState } from 'react';
import { matchRoute, underBase } from '../../routes/match.ts';
import { useShell } from './shell-context.tsx';

/**
 * The route parameters of the page's address (`productSeo`, `subProductSeo`): one shell page serves every address
 * of its pattern, so they are read from the URL, matched against the route table like the edge matched it.
 */
export function useRouteParams(): Readonly<Record<string, string>> {
  const { base } = useShell();
  const [params] = useState(() => {
    const path = typeof window === 'undefined' ? null : underBase(window.location.pathname, base);
    return (path === null ? null : matchRoute(path)?.params) ?? {};
  });
  return params;
}
