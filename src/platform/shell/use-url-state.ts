import { useCallback, useEffect, useState } from 'react';

/**
 * A page state kept in the address: read once from the query string with `parse`, written back with
 * `history.replaceState` (no new history entry per filter change, no navigation) in its canonical form.
 * A query that needed correcting is replaced at once, so the address always says what the page shows.
 */
export function useUrlState<S>(parse: (search: string) => S, serialise: (state: S) => string): [S, (next: S) => void] {
  const [state, setState] = useState<S>(() => parse(typeof window === 'undefined' ? '' : window.location.search));
  const write = useCallback(
    (next: S) => {
      const url = `${window.location.pathname}${serialise(next)}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
    },
    [serialise],
  );
  useEffect(() => write(state), [state, write]);
  return [state, setState];
}
