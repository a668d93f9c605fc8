import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';

// Light on purpose: the shell shows these before the school configuration and the page's code are there.
const bar = css({ borderRadius: 'card', bg: 'ink.muted' });

/** A form card in grey. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '12' } })} aria-busy="true" data-testid="page-skeleton">
      <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
      <div className={css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', p: '6', display: 'grid', gap: '4' })}>
        <div className={cx(bar, css({ h: '8', w: '60%' }))} />
        <div className={cx(bar, css({ h: '4', w: '85%' }))} />
        {[0, 1, 2].map((i) => (
          <div key={i} className={css({ display: 'grid', gap: '2' })}>
            <div className={cx(bar, css({ h: '3.5', w: '24' }))} />
            <div className={cx(bar, css({ h: '11' }))} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A title band and a grid of cards in grey. */
export function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="page-skeleton">
      <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
      <div className={css({ borderBottomWidth: '1px', borderColor: 'border.default', py: { base: '8', md: '12' } })}>
        <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, display: 'grid', gap: '3' })}>
          <div className={cx(bar, css({ h: '4', w: '20' }))} />
          <div className={cx(bar, css({ h: '9', w: '50%' }))} />
          <div className={cx(bar, css({ h: '5', w: '70%' }))} />
        </div>
      </div>
      <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, mt: '10', display: 'grid', gap: '5', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' })}>
        {[0, 1, 2].map((i) => <div key={i} className={cx(bar, css({ h: '40' }))} />)}
      </div>
    </div>
  );
}
