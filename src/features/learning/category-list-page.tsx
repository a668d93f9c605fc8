import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { LearningSkeleton } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { categoriesQuery } from './learning-api.ts';
import { NotFoundView } from './owned-gate.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { ProductBrowser } from './view-all-page.tsx';

/**
 * `/categories/{categoryCustomName}` asked for a list (SPEC.md: show, type, tags): the edge answers with this shell,
 * since the prerendered category page holds only the first products of each type. The category is looked up among
 * the school's; one it does not have is the not-found view.
 */
export function CategoryListPage() {
  const { slug } = useShell();
  const name = useRouteParams()['categoryCustomName'] ?? '';
  const categories = useQuery(categoriesQuery(slug));
  if (categories.isError && !categories.data) return <ReadError error={categories.error} onRetry={() => void categories.refetch()} />;
  if (!categories.data) return <LearningSkeleton />;
  const category = categories.data.categories.find((c) => c.custom_name === name);
  return category ? <ProductBrowser category={category} /> : <NotFoundView />;
}
