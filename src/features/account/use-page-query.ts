import { useState } from 'react';

/**
 * The page's query string, read once. Shell pages render their content only in the browser (after the school
 * configuration has loaded), so this never runs on the server; '' there all the same.
 */
export function usePageQuery(): string {
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  return search;
}
