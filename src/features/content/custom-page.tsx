import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { storeHref } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { aboutHref, contentOf, renderBody } from './content.ts';
import { RichBody } from './rich-body.tsx';
import { link } from '../../ui/button.tsx';

const article = css({ mt: { base: '6', md: '10' }, display: 'grid', gap: '10' });
const footnote = cx(mutedText, css({ pt: '6', borderTopWidth: '1px', borderColor: 'border.default', maxW: '70ch', fontSize: 'md' }));

/** The school's custom page named `pageName`. */
export function customPageOf(site: ReturnType<typeof useSite>, pageName: string) {
  const page = contentOf(site.input).pages.find((p) => p.page_name === pageName);
  if (!page) throw new Error(`${site.slug}: no custom page ${pageName}`);
  return page;
}

function CustomContent({ pageName }: { pageName: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const page = customPageOf(site, pageName);
  const body = renderBody(site, page.body, `custom page ${page.page_name}`);
  return (
    <>
      <PageHeader
        heading={page.title}
        introText={page.description}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }, { href: aboutHref(site), label: t('content.about.crumb') }]}
        testId="custom-page-title"
      />
      <div className={pageContainer}>
        <article className={article}>
          <RichBody html={body} testId="custom-page-body" />
          <p className={footnote}>
            {t('content.page.questions')}{' '}
            <a className={link()} href={`mailto:${site.config.support_email}`}>{site.config.support_email}</a>
          </p>
        </article>
      </div>
    </>
  );
}

/** /pages/{pageName}: a page the school wrote (Handlebars, escaped), e.g. its refund policy. */
export function CustomPage({ site, params }: PageProps) {
  return (
    <PageRoot site={site}>
      <CustomContent pageName={params['pageName'] ?? ''} />
    </PageRoot>
  );
}
