import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../lib/query-client.ts';
import { showError } from './notify.ts';
import { useShell } from './shell-context.tsx';

/**
 * A write from a page: its answer first, then every read the call declares it changes fetched again (and the cache
 * saved at once); a refusal is said in a toast, in the page's language. `done` runs on success before the reads are
 * fetched again: what it says (a toast) is said even when the fresh reads unmount the part that asked (a post the
 * write hid), where `mutate`'s own callbacks would never run.
 */
export function useWrite<I, O>(write: Parameters<typeof invalidateAfter>[2], run: (input: I) => Promise<O>, done?: (output: O, input: I) => void) {
  const { slug } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (output, input) => {
      done?.(output, input);
      return invalidateAfter(client, slug, write);
    },
    onError: (error) => showError(error),
  });
}
