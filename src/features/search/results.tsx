import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { ProductImage } from '../../ui/product-image.tsx';
import { heightFor } from '../../contract/image.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { cx } from 'styled-system/css';
import type { LessonDocument, PostDocument, ProductDocument, SearchDocument } from '../../contract/search.ts';
import { href, routeById } from '../../routes/index.ts';
import { CardArt } from '../store/index.ts';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PriceTag } from '../store/index.ts';
import { LiveRatings, Rating, useLiveRatings } from '../store/index.ts';
import { StatusBadge } from '../store/index.ts';
import { srOnly } from '../../ui/layout.ts';
import { salesTarget } from './redirect.ts';
import { processTerm, type OpenedSearchIndex, type SearchHit } from './search-index.ts';
import * as ui from './ui.ts';
import { button } from '../../ui/button.tsx';
import { LoadError as KitLoadError } from '../../ui/load-error.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { CodeIcon, DocumentIcon, QuizIcon, SlidesIcon, VideoIcon } from '../../ui/icons.ts';

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
    <Heading className={ui.rowTitle}>
      <a className={ui.rowLink} href={target}>{children}</a>
    </Heading>
  );
}

function ProductRow({ doc, terms, level }: { doc: ProductDocument; terms: readonly string[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const env = useCardEnv();
  const context = [t(`store.type.${doc.kind}`), ...doc.categories.slice(0, 1)].join(' · ');
  return (
    <article className={ui.row} data-testid="search-result" data-kind={doc.kind} data-id={doc.id}>
      <div className={cx(ui.art, ui.artSmall)}>
        {doc.image_url ? <ProductImage className={ui.artImage} src={env.media(doc.image_url)} sizes="168px" width={168} height={heightFor(168)} /> : <CardArt id={doc.id} type={doc.course_type} />}
      </div>
      <div className={ui.rowBody}>
        <p className={ui.rowMeta}>{context}</p>
        <Title level={level} href={salesTarget(env.base, doc, '')}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={ui.rowText}>{doc.text}</p>
        {doc.teachers.length > 0 && <p className={ui.rowText}>{t('product.byline', { names: doc.teachers.join(', ') })}</p>}
        <div className={ui.rowFooter}>
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
    <article className={cx(ui.row, ui.lessonRow)} data-testid="search-result" data-kind="lesson" data-id={doc.id}>
      <div className={ui.lessonIcon}><LessonKindIcon kind={doc.lesson_kind} /></div>
      <div className={ui.rowBody}>
        <p className={ui.rowMeta}>{[t(`product.lessonKind.${doc.lesson_kind}`), doc.section].join(' · ')}</p>
        <Title level={level} href={salesTarget(base, course, doc.title)}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={ui.rowText}>{t('search.results.lessonIn', { course: course.title })}</p>
      </div>
    </article>
  );
}

function PostRow({ doc, terms, level }: { doc: PostDocument; terms: readonly string[]; level: 2 | 3 }) {
  const { t } = useTranslation();
  const { base } = useCardEnv();
  return (
    <article className={cx(ui.row, ui.lessonRow)} data-testid="search-result" data-kind="post" data-id={doc.id}>
      <div className={ui.lessonIcon}><LessonKindIcon kind="text" /></div>
      <div className={ui.rowBody}>
        <p className={ui.rowMeta}>{t('search.tabs.posts')}</p>
        <Title level={level} href={href(base, routeById('newsfeed-post'), { postId: doc.id })}>
          <Highlighted text={doc.title} terms={terms} />
        </Title>
        <p className={ui.rowText}>{doc.text}</p>
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
        <ul className={ui.resultList} aria-label={label}>
          {visible.map((hit) => (
            <li key={`${hit.doc.kind}:${hit.doc.id}`}>
              <ResultRow hit={hit} catalogue={catalogue} level={level} />
            </li>
          ))}
        </ul>
      </LiveRatings.Provider>
      {hits.length > shown && (
        <div className={ui.more}>
          <p className={ui.status}>{t('search.results.shown', { shown: visible.length, count: hits.length })}</p>
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
  return <p className={ui.status} data-testid="search-count" aria-hidden="true">{text}</p>;
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
      <ul className={ui.resultList} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className={ui.row}>
            <div className={cx(ui.art, skeleton())} />
            <div className={ui.rowBody}>
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
