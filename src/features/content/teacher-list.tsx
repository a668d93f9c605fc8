import type { Teacher } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { Portrait } from '../../ui/portrait.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
const item = css({ display: 'flex', gap: '4', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface' });
const name = css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'bold', color: 'fg.default', m: '0' });
const headline = css({ fontSize: 'sm', color: 'fg.muted' });


/** The school's teachers, from its catalogue: name and headline. */
export function TeacherList({ teachers }: { teachers: readonly Teacher[] }) {
  const site = useSite();
  return (
    <ul className={list} data-testid="teacher-list">
      {teachers.map((teacher) => (
        <li key={teacher.id} className={item}>
          <Portrait name={teacher.name} src={teacher.avatar_url ? site.media(teacher.avatar_url) : null} size={48} />
          <div>
            <h3 className={name}>{teacher.name}</h3>
            <p className={headline}>{teacher.headline}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
