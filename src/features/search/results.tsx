import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ProductImage } from '../../ui/product-image.tsx';
import { heightFor } from '../../contract/image.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { LessonDocument, PostDocument, ProductDocument, SearchDocument } from '../../contract/search.ts';
import { href, routeById } from '../../routes/index.ts';
import { CardArt } from '../store/index.ts';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PriceTag } from '../store/index.ts';
import { LiveRatings, Rating, useLiveRatings } from '../store/index.ts';
import { StatusBadge } from '../store/index.ts';
import { eyebrow, srOnly } from '../../ui/layout.ts';
import { salesTarget } from './redirect.ts';
import { processTerm, type OpenedSearchIndex, type SearchHit } from './search-index.ts';
import { button } from '../../ui/button.tsx';
import { LoadError as KitLoadError } from '../../ui/load-error.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { CodeIcon, DocumentIcon, QuizIcon, SlidesIcon, VideoIcon } from '../../ui/icons.ts';

const statusStyle = css({ fontSize: 'sm', color: 'fg.muted', minH: '5', mb: '3' });

const resultList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });

// A result: art (or an icon) beside the text; the title link covers the whole row.
const row = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: { base: '88px minmax(0, 1fr)', md: '168px minmax(0, 1fr)' },
  gap: { base: '3', md: '5' },
  alignItems: 'start',
  p: { base: '3', md: '4' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: {
    borderColor: 'brand.border',
    boxShadow: 'lifted',
  },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});

const lessonRow = css({ gridTemplateColumns: { base: '44px minmax(0, 1fr)', md: '48px minmax(0, 1fr)' } });

const art = css({ position: 'relative', aspectRatio: '16 / 9', borderRadius: 'calc({radii.card} - 2px)', overflow: 'hidden', bg: 'canvas' });

const artImage = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });

// The card art's type icon is sized for 264px cards; in a thumbnail it is smaller.
const artSmall = css({ '& .sf-icon': { w: { base: '6', md: '10' }, h: { base: '6', md: '10' } } });

const lessonIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: { base: '11', md: '12' },
  h: { base: '11', md: '12' },
  borderRadius: 'full',
  bg: 'brand.muted',
  color: 'fg.default',
  '& svg': { w: '5', h: '5' },
});

const rowBody = css({ display: 'grid', gap: '1', minW: '0' });

const rowTitle = css({ fontFamily: 'heading', fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold', lineHeight: '1.3', color: 'fg.default', m: '0' });

const rowLink = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', zIndex: 1 },
  '& mark': { bg: 'transparent', color: 'inherit', textDecoration: 'underline', textDecorationColor: 'brand.solid', textDecorationThickness: '2px', textUnderlineOffset: '3px' },
});

const rowText = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 2, m: '0' });

const rowFooter = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', mt: '1' });

const moreStyle = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '2' });

/** Results shown at first, and added by each "Show more results". */
export const RESULTS_PAGE = 20;

const WORDS = /([\n\r\p{Z}\p{P}]+)/u;

/**
 * `text` with the words the search matched marked: the index terms of the hit (after typo correction, so
 * "phisics" marks "Physics"), compared the way the index compares words (case and accents folded).
 */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const wanted = new Set(terms);
  return (
    <>
      {text.split(WORDS).map((part, i) => {
        const term = i % 2 === 0 ? processTerm(part) : null;
        return term && wanted.has(term) ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}

function Title({ level, href: target, children }: { level: 2 | 3; href: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={rowTitle}>
      <a className={rowLink} href={target}>{children}</a>
    </Heading>
  );
}

function ProductRow({ doc, terms, level }: { doc: ProductDocument; terms: readonly string[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const env = useCardEnv();
  const context = [t(`store.type.${doc.kind}`), ...doc.categories.slice(0, 1)].join(' · ');
  return (
    <article className={row} data-testid="search-result" data-kind={doc.kind} data-id={doc.id}>
      <div className={cx(art, artSmall)}>
        {doc.image_url ? <ProductImage className={artImage} src={env.media(doc.image_url)} sizes="168px" width={168} height={heightFor(168)} /> : <CardArt id={doc.id} type={doc.course_type} />}
      </div>
      <div className={rowBody}>
        <p className={eyebrow}>{context}</p>
        <Title level={level} href={salesTarget(env.base, doc, '')}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={rowText}>{doc.text}</p>
        {doc.teachers.length > 0 && <p className={rowText}>{t('product.byline', { names: doc.teachers.join(', ') })}</p>}
        <div className={rowFooter}>
          <PriceTag price={doc.price} />
          <Rating courseId={doc.id} rating={doc.rating} />
          <StatusBadge product={doc} />
        </div>
      </div>
    </article>
  );
}

function LessonKindIcon({ kind }: { kind: LessonDocument['lesson_kind'] }) {
  switch (kind) {
    case 'video':
    case 'live':
      return <VideoIcon strokeWidth={1.8} />;
    case 'quiz':
      return <QuizIcon strokeWidth={1.8} />;
    case 'code':
      return <CodeIcon strokeWidth={1.8} />;
    case 'slides':
      return <SlidesIcon strokeWidth={1.8} />;
    default:
      return <DocumentIcon strokeWidth={1.8} />;
  }
}

function LessonRow({ doc, course, terms, level }: { doc: LessonDocument; course: ProductDocument; terms: readonly string[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const { base } = useCardEnv();
  return (
    <article className={cx(row, lessonRow)} data-testid="search-result" data-kind="lesson" data-id={doc.id}>
      <div className={lessonIcon}><LessonKindIcon kind={doc.lesson_kind} /></div>
      <div className={rowBody}>
        <p className={eyebrow}>{[t(`product.lessonKind.${doc.lesson_kind}`), doc.section].join(' · ')}</p>
        <Title level={level} href={salesTarget(base, course, doc.title)}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={rowText}>{t('search.results.lessonIn', { course: course.title })}</p>
      </div>
    </article>
  );
}

function PostRow({ doc, terms, level }: { doc: PostDocument; terms: readonly string[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const { base } = useCardEnv();
  return (
    <article className={cx(row, lessonRow)} data-testid="search-result" data-kind="post" data-id={doc.id}>
      <div className={lessonIcon}><LessonKindIcon kind="text" /></div>
      <div className={rowBody}>
        <p className={eyebrow}>{t('search.tabs.posts')}</p>
        <Title level={level} href={href(base, routeById('newsfeed-post'), { postId: doc.id })}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={rowText}>{doc.text}</p>
      </div>
    </article>
  );
}

/** One result, whatever its kind. Lessons need their course (from the catalogue part) for its link and name. */
export function ResultRow({ hit, catalogue, level }: { hit: SearchHit; catalogue: OpenedSearchIndex; level: 2 | 3 }) {
  const doc: SearchDocument = hit.doc;
  switch (doc.kind) {
    case 'lesson': {
      const course = catalogue.get('course', doc.course_id);
      return course && course.kind !== 'lesson' && course.kind !== 'post' ? <LessonRow doc={doc} course={course} terms={hit.terms} level={level} /> : null;
    }
    case 'post':
      return <PostRow doc={doc} terms={hit.terms} level={level} />;
    default:
      return <ProductRow doc={doc} terms={hit.terms} level={level} />;
  }
}

/** Lessons whose course is not in the catalogue cannot be linked, so they are not results. */
export function linkable(hits: readonly SearchHit[], catalogue: OpenedSearchIndex): SearchHit[] {
  return hits.filter((hit) => hit.doc.kind !== 'lesson' || catalogue.get('course', hit.doc.course_id) !== null);
}

/**
 * The first results, and a button for more. The number shown starts again at one page whenever the results
 * change (a new query or filter).
 */
export function ResultList({ hits, catalogue, level = 2, id, label }: { hits: readonly SearchHit[]; catalogue: OpenedSearchIndex; level?: 2 | 3; id?: string; label?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(RESULTS_PAGE);
  useEffect(() => setShown(RESULTS_PAGE), [hits]);
  const visible = hits.slice(0, shown);
  // The index was built with the site; the ratings learners have given since come from the API.
  const ratings = useLiveRatings(visible.flatMap(({ doc }) => (doc.kind === 'lesson' || doc.kind === 'post' ? [] : [doc.id])));
  return (
    <div id={id}>
      <LiveRatings.Provider value={ratings}>
        <ul className={resultList} aria-label={label}>
          {visible.map((hit) => (
            <li key={`${hit.doc.kind}:${hit.doc.id}`}>
              <ResultRow hit={hit} catalogue={catalogue} level={level} />
            </li>
          ))}
        </ul>
      </LiveRatings.Provider>
      {hits.length > shown && (
        <div className={moreStyle}>
          <p className={statusStyle}>{t('search.results.shown', { shown: visible.length, count: hits.length })}</p>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => setShown((n) => n + RESULTS_PAGE)} data-testid="search-more">
            {t('search.results.more')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A polite announcement of the result count, once typing pauses: a screen reader hears "12 results for …"
 * rather than a number per keystroke.
 */
export function useSettled<T>(value: T, delayMs = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** "12 results for “phisics”", or "No results for “phisics”". */
export function useCountText(count: number, query: string): string {
  const { t } = useTranslation();
  return count === 0 ? t('search.results.none', { query }) : t('search.results.count', { count, query });
}

/**
 * The page's one live region (present from the start, so screen readers follow it): the result count, said
 * once typing pauses.
 */
export function Announcer({ text }: { text: string }) {
  const heard = useSettled(text);
  return <p className={srOnly} role="status" aria-live="polite" aria-atomic="true" data-testid="search-announcer">{heard}</p>;
}

/** The count line above the results (with no results the page's own message says so instead). */
export function CountLine({ text }: { text: string }) {
  return <p className={statusStyle} data-testid="search-count" aria-hidden="true">{text}</p>;
}

export function StartMessage() {
  const { t } = useTranslation();
  return (
    <div className={emptyState().root} data-testid="search-start">
      <p className={emptyState().title}>{t('search.results.start')}</p>
      <p className={emptyState().text}>{t('search.results.startHint')}</p>
    </div>
  );
}

export function NoResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const { base } = useCardEnv();
  return (
    <div className={emptyState().root} data-testid="search-none">
      <p className={emptyState().title}>{t('search.results.none', { query })}</p>
      <p className={emptyState().text}>{t('search.results.noneHint')}</p>
      <div className={emptyState().actions}>
        <a className={button({ variant: 'secondary' })} href={href(base, routeById('products-courses'))}>{t('search.results.browseCourses')}</a>
        <a className={button({ variant: 'secondary' })} href={href(base, routeById('products-tests'))}>{t('search.results.browseTests')}</a>
      </div>
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <KitLoadError
      title={t('search.error.title')}
      message={message}
      action={<button type="button" className={button()} onClick={onRetry}>{t('search.error.retry')}</button>}
      data-testid="search-error"
    />
  );
}

/** Grey rows while an index part loads. */
export function ResultsSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="search-loading">
      <p className={srOnly} role="status">{t('search.loading')}</p>
      <ul className={resultList} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className={row}>
            <div className={cx(art, skeleton())} />
            <div className={rowBody}>
              <div className={skeleton()} style={{ height: 12, width: '30%' }} />
              <div className={skeleton()} style={{ height: 20, width: '70%' }} />
              <div className={skeleton()} style={{ height: 12, width: '90%' }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
