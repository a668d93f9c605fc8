import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseSummary } from '../../contract/catalogue.ts';
import { formatDate } from '../product/index.ts';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { badge } from '../../ui/button.tsx';

/** "Coming soon", "Scheduled · 12 Jan 2027", "Expired"; nothing for live products. */
export function StatusBadge({ product, className }: { product: Pick<CourseSummary, 'display_status' | 'starts_at'>; className?: string }) {
  const { t } = useTranslation();
  const { locale } = useCardEnv();
  if (product.display_status === 'live') return null;
  const label = t(`store.status.${product.display_status}`);
  const when = product.display_status === 'scheduled' && product.starts_at ? ` · ${formatDate(product.starts_at, locale)}` : '';
  return <span className={className ? `${badge()} ${className}` : badge()} data-status={product.display_status}>{label}{when}</span>;
}
