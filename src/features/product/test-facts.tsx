import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { TestFacts as TestFactsData } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { ContentSection } from './content-section.tsx';
import { formatDuration } from './duration.ts';

const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '3', m: '0' });
const fact = css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface', display: 'flex', flexDirection: 'column-reverse', gap: '1' });
const term = css({ fontSize: 'sm', color: 'fg.muted' });
const value = css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', m: '0' });

/** What a test (or each test of a series) holds. */
export function TestFacts({ facts }: { facts: z.infer<typeof TestFactsData> | null }) {
  const { t } = useTranslation();
  if (!facts) return null;
  const rows = [
    { term: t('product.test.questions'), value: String(facts.questions) },
    { term: t('product.test.duration'), value: formatDuration(facts.duration_minutes, t) },
    { term: t('product.test.marks'), value: String(facts.total_marks) },
    { term: t('product.test.types'), value: facts.question_types.map((q) => t(`product.questionType.${q}`)).join(', ') },
  ];
  return (
    <ContentSection id="test-facts" title={t('product.test.title')} testId="test-facts">
      <dl className={grid}>
        {rows.map((row) => (
          <div key={row.term} className={fact}>
            <dt className={term}>{row.term}</dt>
            <dd className={value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
