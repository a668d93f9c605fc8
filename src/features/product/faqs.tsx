import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { Faq } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { ContentSection } from './content-section.tsx';

const list = css({ display: 'grid', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface', overflow: 'hidden' });
const item = css({
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
  '&[open] .sf-plus': { transform: 'rotate(45deg)' },
});
const question = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '4',
  px: '4',
  py: '3.5',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  color: 'fg.default',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'canvas' },
  '& .sf-plus': { w: '4', h: '4', flexShrink: 0, transition: 'transform 0.15s', color: 'fg.muted' },
});
const answer = css({ px: '4', pb: '4', color: 'fg.muted', whiteSpace: 'pre-line' });

/** Questions about the product first, then the school-wide ones; native <details>, no script. */
export function Faqs({ faqs }: { faqs: readonly z.infer<typeof Faq>[] }) {
  const { t } = useTranslation();
  if (faqs.length === 0) return null;
  return (
    <ContentSection id="faqs" title={t('product.faqs.title')} testId="faqs">
      <div className={list}>
        {faqs.map((faq) => (
          <details key={faq.id} className={item}>
            <summary className={question}>
              <span>{faq.question}</span>
              <svg className="sf-plus" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="M8 2v12M2 8h12" /></svg>
            </summary>
            <p className={answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </ContentSection>
  );
}
