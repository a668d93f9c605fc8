import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { skeleton } from '../../ui/skeleton.tsx';

/** The page around the card: centred, with room above on large screens. */
export const authPage = css({
  display: 'flex',
  justifyContent: 'center',
  px: { base: '4', md: '6' },
  pt: { base: '8', md: '16' },
  pb: { base: '12', md: '20' },
});

export const authCard = css({
  w: 'full',
  maxW: '440px',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'panel',
  px: { base: '5', md: '9' },
  py: { base: '7', md: '9' },
  boxShadow: 'floating',
});

const bar = skeleton();
const title = css({ h: '8', w: '60%', mb: '2' });
const subtitle = css({ h: '4', w: '80%', mb: '6' });
const label = css({ h: '3.5', w: '28', mb: '2' });
const input = css({ h: '11', w: 'full', mb: '5' });
const button = css({ h: '11', w: 'full', mt: '2' });

/**
 * A form page's skeleton (the page's own, SPEC.md section 2: nothing renders until the school configuration is
 * there): the card, a title and `fields` label-and-input pairs, with a spoken "Loading…".
 */
export function formSkeleton(fields: number): ComponentType {
  function FormSkeleton() {
    const { t } = useTranslation();
    return (
      <div className={authPage} data-testid="page-skeleton">
        <div className={authCard} aria-busy="true">
          <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
          <div className={cx(bar, title)} />
          <div className={cx(bar, subtitle)} />
          {Array.from({ length: fields }, (_, i) => (
            <div key={i}>
              <div className={cx(bar, label)} />
              <div className={cx(bar, input)} />
            </div>
          ))}
          <div className={cx(bar, button)} />
        </div>
      </div>
    );
  }
  return FormSkeleton;
}
