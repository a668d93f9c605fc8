import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { css, cx } from 'styled-system/css';
import { SalesContent } from '../product/index.ts';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { salesHref } from '../store/index.ts';
import type { PageProps } from '../../platform/page-props.ts';
import { containedProducts } from './content.ts';
import { link } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';

const note = cx(card({ variant: 'tinted', padding: 'none' }), css({ px: '4', py: '3', maxW: '3xl', fontSize: 'sm', color: 'fg.default', display: 'grid', gap: '0.5' }));

/** The parent and child of a sub-product page; throws for a pair the catalogue does not have. */
export function subProductPair(site: ReturnType<typeof useSite>, parentSeo: string, childSeo: string): { parent: CourseDetail; child: CourseDetail } {
  const parent = site.productBySeo.get(parentSeo);
  const child = containedProducts(site.input).get(parentSeo)?.find((p) => p.seo_title === childSeo);
  if (!parent || !child) throw new Error(`${site.slug}: ${parentSeo} does not contain ${childSeo}`);
  return { parent, child };
}

function PartOf({ parent }: { parent: CourseDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  const others = (containedProducts(site.input).get(parent.seo_title)?.length ?? 1) - 1;
  return (
    <div className={note} data-testid="part-of">
      <p>
        {t('content.sub.partOf')}{' '}
        <a className={link()} href={salesHref(site, parent)}>{parent.title}</a>
      </p>
      <p>{t('content.sub.buyParent', { count: others, parent: parent.title })}</p>
    </div>
  );
}

function SubProductContent({ parentSeo, childSeo, learner }: { parentSeo: string; childSeo: string; learner: ReactNode }) {
  const site = useSite();
  const { parent, child } = subProductPair(site, parentSeo, childSeo);
  return (
    <SalesContent seo={child.seo_title} parent={parent} learner={learner}>
      <PartOf parent={parent} />
    </SalesContent>
  );
}

/** /{productSeo}/{subProductSeo}: a product inside a bundle or test series, sold as part of it. */
export function SubProductPage({ site, params, children }: PageProps) {
  return (
    <PageRoot site={site}>
      <SubProductContent parentSeo={params['productSeo'] ?? ''} childSeo={params['subProductSeo'] ?? ''} learner={children} />
    </PageRoot>
  );
}
