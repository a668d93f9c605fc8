import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { categoryHref } from './links.ts';

/** A post, category or kind of post this school does not have: said plainly, with the way back to the feed. */
export function PostNotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const shown = title ?? t('feed.notFoundTitle');
  usePageTitle(shown);
  return <NotFoundView title={shown} text={t('feed.notFoundText')} action={{ href: categoryHref(base), label: t('feed.backToFeed') }} />;
}
