import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { sectionTitle } from '../../ui/layout.ts';

const section = css({ pt: '8', mt: '8', borderTopWidth: '1px', borderColor: 'border.default', _first: { mt: '0', pt: '0', borderTopWidth: '0' } });
const head = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', mb: '4' });
const aside = css({ fontSize: 'sm', color: 'fg.muted' });

/** A titled block of the sales page. */
export function ContentSection({ id, title, meta, testId, children }: { id: string; title: string; meta?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id} data-testid={testId}>
      <div className={head}>
        <h2 id={id} className={sectionTitle}>{title}</h2>
        {meta && <p className={aside}>{meta}</p>}
      </div>
      {children}
    </section>
  );
}
