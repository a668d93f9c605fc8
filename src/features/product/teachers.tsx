import { useTranslation } from '../../i18n/use-translation.ts';
import type { Teacher } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { Portrait } from '../../ui/portrait.tsx';
import { ContentSection } from './content-section.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const card = css({ display: 'flex', gap: '4', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface' });
const name = css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'bold', color: 'fg.default', m: '0' });
const headline = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' });
const bio = css({ fontSize: 'sm', color: 'fg.default', mt: '1' });


export function Teachers({ teachers }: { teachers: readonly Teacher[] }) {
  const { t } = useTranslation();
  const site = useSite();
  if (teachers.length === 0) return null;
  return (
    <ContentSection id="teachers" title={t('product.teachers.title', { count: teachers.length })} testId="teachers">
      <ul className={list}>
        {teachers.map((teacher) => (
          <li key={teacher.id} className={card}>
            <Portrait name={teacher.name} src={teacher.avatar_url ? site.media(teacher.avatar_url) : null} size={56} />
            <div>
              <h3 className={name}>{teacher.name}</h3>
              <p className={headline}>{teacher.headline}</p>
              {teacher.bio && <p className={bio}>{teacher.bio}</p>}
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
