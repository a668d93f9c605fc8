import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame } from './account-frame.tsx';
import { DocumentIcon, ShieldIcon } from '../../ui/icons.ts';
import { paragraphs } from './legal-text.ts';
import { button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { panelTitle, stack } from '../../ui/layout.ts';
import { SignedDocuments } from '../esign/index.ts';

const contents = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });
const prose = css({
  display: 'grid',
  gap: '4',
  mt: '4',
  color: 'fg.default',
  fontSize: 'md',
  lineHeight: '1.7',
  maxW: '70ch',
  overflowWrap: 'anywhere',
});
const docTitle = css({ display: 'flex', alignItems: 'center', gap: '2.5', scrollMarginTop: '24', '& svg': { w: '5', h: '5', color: 'brand.solid' } });

function Document({ id, title, text, icon }: { id: string; title: string; text: string; icon: ReactNode }) {
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby={id} data-testid={`legal-${id}`}>
      <h2 id={id} className={cx(panelTitle, docTitle)} tabIndex={-1}>
        {icon}
        {title}
      </h2>
      <div className={prose}>
        {paragraphs(text).map((lines, i) => (
          <p key={i}>
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
    </section>
  );
}

/**
 * `/account/legal-docs`: the documents the learner signed (signed in), then the school's terms and privacy policy
 * (school config), as text; open to everyone.
 */
export function LegalDocsPage() {
  const { t } = useTranslation();
  const { config } = useShell();
  const school = config.school_config;
  return (
    <AccountFrame title={t('profile.legal.title')} subtitle={t('profile.legal.subtitle', { school: school.school_name })} testId="legal-docs-page">
      <div className={stack}>
        <nav aria-label={t('profile.legal.contents')}>
          <ul className={contents}>
            <li>
              <a className={button({ variant: 'secondary' })} href="#terms">
                {t('profile.legal.terms')}
              </a>
            </li>
            <li>
              <a className={button({ variant: 'secondary' })} href="#privacy">
                {t('profile.legal.privacy')}
              </a>
            </li>
          </ul>
        </nav>
        <SignedDocuments />
        <Document id="terms" title={t('profile.legal.terms')} text={school.terms_condition} icon={<DocumentIcon />} />
        <Document id="privacy" title={t('profile.legal.privacy')} text={school.privacy_policy} icon={<ShieldIcon />} />
      </div>
    </AccountFrame>
  );
}
