import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { parseSiteContent, type CatalogueSegment } from '../../contract/site-content.ts';
import { href, routeById } from '../../routes/index.ts';
import { css, cx } from 'styled-system/css';
import { $session, chooseSegment } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { cardGrid, mutedText, pageContainer } from '../../ui/layout.ts';
import { ArrowIcon } from '../../ui/icons.ts';
import { segmentHref, segmentPathOf } from './segments.ts';
import { badge, button, link } from '../../ui/button.tsx';

const option = css({
  position: 'relative',
  h: 'full',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: { base: '5', md: '6' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  transition: 'border-color 0.15s, transform 0.15s',
  _hover: { borderColor: 'fg.muted', transform: 'translateY(-2px)' },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
  '&[data-current=true]': { borderColor: 'brand.solid', borderWidth: '2px', bg: 'brand.subtle' },
});
const optionTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', lineHeight: '1.25', color: 'fg.default', m: '0' });
// The name's link covers the card, so the whole card chooses the segment.
const stretched = css({ color: 'inherit', textDecoration: 'none', outline: 'none', _after: { content: '""', position: 'absolute', inset: '0' } });
const go = css({ mt: 'auto', pt: '3', display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'semibold', color: 'fg.default', fontSize: 'sm', '& svg': { w: '4', h: '4' } });
const footer = css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' });

function SegmentOption({ segment, current, base }: { segment: CatalogueSegment; current: boolean; base: string }) {
  const { t } = useTranslation();
  return (
    <article className={option} data-current={current} data-testid="segment-option">
      {current && <span className={cx(badge(), css({ alignSelf: 'flex-start' }))} data-testid="segment-current">{t('content.segment.current')}</span>}
      <h2 className={optionTitle}>
        <a
          className={stretched}
          href={segmentHref(base, segment.slug)}
          aria-current={current ? 'true' : undefined}
          onClick={() => chooseSegment({ id: segment.id, path: segmentPathOf(segment.slug) })}
        >
          {segment.name}
        </a>
      </h2>
      <p className={mutedText}>{segment.description}</p>
      <span className={go} aria-hidden="true">
        {current ? t('content.segment.continue') : t('content.segment.choose')}
        <ArrowIcon />
      </span>
    </article>
  );
}

/** /segment: the school's segments; choosing one keeps it (stored authentication data) and opens its page. */
export function SegmentListPage() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const session = useStore($session);
  const segments = useMemo(() => parseSiteContent(config.custom_templates).content.segments, [config.custom_templates]);
  const chosen = segments.find((s) => s.id === session.segment.id) ?? null;
  const storeLink = href(base, routeById('store'));

  return (
    <>
      <PageHeader
        heading={t('content.segment.title')}
        introText={t('content.segment.intro', { school: config.school_config.school_name })}
        crumbs={[{ href: storeLink, label: t('shell.nav.store') }]}
        testId="segment-list-title"
      />
      <div className={pageContainer}>
        <div className={css({ mt: { base: '6', md: '10' } })}>
          {segments.length === 0 ? (
            <p className={cx(mutedText, css({ fontSize: 'md' }))} data-testid="no-segments">{t('content.segment.none')}</p>
          ) : (
            <ul className={cardGrid} aria-label={t('content.segment.listLabel')}>
              {segments.map((segment) => (
                <li key={segment.id}>
                  <SegmentOption segment={segment} current={segment.id === chosen?.id} base={base} />
                </li>
              ))}
            </ul>
          )}
          <div className={footer}>
            <a className={link()} href={storeLink}>{t('content.segment.everything')}</a>
            {chosen && (
              <button type="button" className={cx(button({ variant: 'secondary' }), css({ minH: '9', fontSize: 'sm' }))} onClick={() => chooseSegment({ id: null, path: null })} data-testid="segment-clear">
                {t('content.segment.clear')}
              </button>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
