/** What the report, analytics and offline pages share: figure tiles, view tabs, and the page while it loads. */
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { skeleton } from '../../ui/skeleton.tsx';
import { testStyles as s } from '../mock-test/index.ts';

export const stats = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3', m: '0' });
const stat = css({ display: 'grid', gap: '0.5', p: '3', borderRadius: 'card', bg: 'ink.subtle', minW: '0' });
const statValue = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', m: '0', overflowWrap: 'anywhere' });
const statLabel = css({ fontSize: 'sm', color: 'fg.muted', m: '0' });
export const scroll = css({ overflowX: 'auto', minW: '0' });

/** One figure in a `stats` grid (a `<dl>`). */
export function Stat({ label, value, testId }: { label: string; value: string | number; testId?: string | undefined }) {
  return (
    <div className={stat}>
      <dt className={statLabel}>{label}</dt>
      <dd className={statValue} data-testid={testId}>{value}</dd>
    </div>
  );
}

/** A row of links between the views of one thing; the current one has aria-current="page". Not printed. */
export const tabNav = css({
  display: 'flex', gap: '1', overflowX: 'auto', borderBottomWidth: '1px', borderColor: 'border.default', pb: '1', '@media print': { display: 'none' },
  '& a': {
    px: '3', py: '2', borderRadius: 'md', fontWeight: 'semibold', fontSize: 'sm', whiteSpace: 'nowrap', color: 'fg.muted', textDecoration: 'none',
    _hover: { bg: 'ink.subtle', color: 'fg.default' }, _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
  },
  '& a[aria-current=page]': { bg: 'brand.subtle', color: 'fg.default' },
});

/** The page's place while its data loads: a title line and panels, announced to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={s.page} aria-busy="true">
      <p className={s.srOnly} role="status">{t('shell.loading')}</p>
      <div className={cx(skeleton(), css({ h: '10', w: '60%' }))} />
      <div className={cx(skeleton(), css({ h: '48' }))} />
      <div className={cx(skeleton(), css({ h: '64' }))} />
    </div>
  );
}
