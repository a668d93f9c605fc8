import { useState } from 'react';
import { ProductImage } from '../../ui/product-image.tsx';
import { heightFor } from '../../contract/image.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { EnrolledCourse, Enrolment } from '../../contract/learning.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { CardArt } from '../store/index.ts';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PRODUCT_TYPES } from '../store/index.ts';
import { expiryText, isExpired, progressState, progressText } from './enrolment.ts';
import { badge } from '../../ui/button.tsx';

/** A progress bar's track and fill (the fill's width is the percentage, set inline). */
const progressTrack = css({
  position: 'relative',
  h: '2',
  w: 'full',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'ink.emphasized',
});

const progressFill = css({ position: 'absolute', insetBlock: '0', left: '0', borderRadius: 'full', bg: 'brand.solid' });

/** `/home/{productSeo}`: the product's dashboard. */
export const dashboardPath = (base: string, productSeo: string, subProductSeo?: string): string =>
  subProductSeo === undefined
    ? href(base, routeById('dashboard'), { productSeo })
    : href(base, routeById('dashboard-sub'), { productSeo, subProductSeo });

/** The time the page opened: expiry is judged against one clock for the whole page. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}

/** The progress bar with its text ("35% complete"); the bar itself is decoration beside the words. */
export function Progress({ enrolment, compact = false }: { enrolment: Pick<Enrolment, 'progress_percent'>; compact?: boolean }) {
  const { t } = useTranslation();
  const done = progressState(enrolment) === 'completed';
  return (
    <div className={css({ display: 'grid', gap: '1.5' })} data-testid="progress">
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: compact ? 'xs' : 'sm' })}>
        <span className={css({ color: 'fg.muted' })}>{t('learning.progress.label')}</span>
        <span className={css({ fontWeight: 'semibold', color: 'fg.default' })} data-testid="progress-text" data-done={done || undefined}>
          {progressText(enrolment, t)}
        </span>
      </div>
      <div className={progressTrack} aria-hidden="true">
        <div className={progressFill} style={{ width: `${enrolment.progress_percent}%` }} />
      </div>
    </div>
  );
}

/** "Expired" as a badge once access has ended; the end date (or "No expiry") as text before. */
export function Expiry({ enrolment, now }: { enrolment: Pick<Enrolment, 'expires_at'>; now: number }) {
  const { t } = useTranslation();
  const { locale } = useCardEnv();
  const text = expiryText(enrolment, now, locale, t);
  return isExpired(enrolment, now) ? (
    <span
      className={cx(badge(), css({ justifySelf: 'start', alignSelf: 'start', bg: 'ink.emphasized', borderColor: 'border.default' }))}
      data-testid="expiry"
      data-expired="true"
    >
      {text}
    </span>
  ) : (
    <span className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="expiry">{text}</span>
  );
}

const art = css({ position: 'relative', aspectRatio: '16 / 9', bg: 'canvas', overflow: 'hidden', flexShrink: 0 });
const image = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });

export function ProductArt({ product, className }: { product: Pick<EnrolledCourse, 'id' | 'course_type' | 'image_url'>; className?: string }) {
  const env = useCardEnv();
  return (
    <div className={cx(art, className)}>
      {product.image_url ? (
        <ProductImage className={image} src={env.media(product.image_url)} sizes="(max-width: 600px) 92vw, 264px" width={264} height={heightFor(264)} />
      ) : (
        <CardArt id={product.id} type={product.course_type} />
      )}
    </div>
  );
}

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  transition: 'border-color 0.18s, transform 0.18s',
  _hover: { borderColor: 'brand.border', transform: 'translateY(-2px)' },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});
const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' });
const typeLabel = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted' });
const cardTitle = css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'bold', lineHeight: '1.35', color: 'fg.default', lineClamp: 2 });
const stretched = css({ color: 'inherit', textDecoration: 'none', outline: 'none', _after: { content: '""', position: 'absolute', inset: '0', zIndex: 1 } });

/** A product the learner owns, as a card leading to its dashboard: type, title, progress, expiry. */
export function OwnedCard({ product, now, headingLevel = 3 }: { product: EnrolledCourse; now: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { base } = useCardEnv();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card} data-testid="owned-card" data-product-id={product.id}>
      <ProductArt product={product} />
      <div className={cardBody}>
        <p className={typeLabel}>{t(`store.type.${PRODUCT_TYPES[product.course_type].key}`)}</p>
        <Heading className={cardTitle}>
          <a className={stretched} href={dashboardPath(base, product.seo_title)}>{product.title}</a>
        </Heading>
        <div className={css({ mt: 'auto', pt: '2', display: 'grid', gap: '3' })}>
          <Progress enrolment={product.enrolment} compact />
          <Expiry enrolment={product.enrolment} now={now} />
        </div>
      </div>
    </article>
  );
}
