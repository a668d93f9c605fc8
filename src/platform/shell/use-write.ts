import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../lib/query-client.ts';
import { showError } from './notify.ts';
import { useShell } from './shell-context.tsx';

/**
 * A write from a page: its answer first, then every read the call declares it changes fetched again (and the cache
 * saved at once); a refusal is said in a toast, in the page's language.
 */
export function useWrite<I, O>(write: Parameters<typeof invalidateAfter>[2], run: (input: I) => Promise<O>) {
  const { slug } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateAfter(client, slug, write),
    onError: (error) => showError(error),
  });
}
