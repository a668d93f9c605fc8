import { useQuery } from '@tanstack/react-query';
import { ERROR_CODE } from '../../contract/errors.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { communityQuery } from './community-api.ts';

/** The community a page's `{communityTitle}` (or `communitySlug`) names, and whether the school has none by that name. */
export function useCommunity(ref: string) {
  const { slug } = useShell();
  const query = useQuery({ ...communityQuery(slug, ref), enabled: ref !== '' });
  const missing = ref === '' || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  return { query, missing, community: query.data?.community };
}

/** A query key of the page's address (`onlyUnresolved`, `editMode`, ...), as a flag. */
export const queryFlag = (name: string): boolean => ['true', '1'].includes(new URLSearchParams(window.location.search).get(name) ?? '');
