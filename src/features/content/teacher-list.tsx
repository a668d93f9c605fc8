import type { Teacher } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
const item = css({ display: 'flex', gap: '4', p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface' });
const avatar = css({
  w: '12',
  h: '12',
  flexShrink: 0,
  borderRadius: 'full',
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontWeight: 'bold',
});
const name = css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'bold', color: 'fg.default', m: '0' });
const headline = css({ fontSize: 'sm', color: 'fg.muted' });

const initials = (full: string): string =>
  full.replace(/^(Dr|Prof|Mr|Ms|Mrs)\.?\s+/i, '').split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();

/** The school's teachers, from its catalogue: name and headline. */
export function TeacherList({ teachers }: { teachers: readonly Teacher[] }) {
  const site = useSite();
  return (
    <ul className={list} data-testid="teacher-list">
      {teachers.map((teacher) => (
        <li key={teacher.id} className={item}>
          {teacher.avatar_url ? (
            <img className={avatar} src={site.media(teacher.avatar_url)} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={avatar} aria-hidden="true">{initials(teacher.name)}</span>
          )}
          <div>
            <h3 className={name}>{teacher.name}</h3>
            <p className={headline}>{teacher.headline}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
