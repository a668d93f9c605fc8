import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { getQueryClient, whenCacheRestored } from '../../lib/query-client.ts';

/**
 * The page's QueryClient for an island. Queries wait while the persisted cache is restored (and render their
 * pending state, as on the server), then run against what was restored.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  const [restoring, setRestoring] = useState(true);
  useEffect(() => {
    let live = true;
    void whenCacheRestored().then(() => live && setRestoring(false));
    return () => {
      live = false;
    };
  }, []);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
