import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { css, cx } from 'styled-system/css';
import { POST_TYPE, type Post, type PostType } from '../../contract/feed.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { $session } from '../../platform/session/session-store.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { chip } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';
import { srOnly } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { loadPdfView } from '../player/index.ts';
import {
  BookIcon, BookmarkIcon, CalendarIcon, DocumentIcon, HeartIcon, MegaphoneIcon, QuizIcon, SparkIcon, StarLineIcon, VideoIcon,
} from '../../ui/icons.ts';
import { postHref } from './links.ts';
import { useToggleMark } from './feed-api.ts';
import { PostVideo } from './post-video.tsx';
import { QuizBlock } from './quiz-block.tsx';
import { RichText } from './rich-text.tsx';

// pdf.js comes with the first PDF a post page shows (the lesson player's viewer).
const PdfView = lazy(loadPdfView);
// A post's PDF keeps no place to resume from.
const ignorePage = (): void => undefined;

const TYPE_ICON: Record<PostType, ComponentType> = {
  [POST_TYPE.article]: BookIcon,
  [POST_TYPE.dailyQuiz]: QuizIcon,
  [POST_TYPE.video]: VideoIcon,
  [POST_TYPE.pdf]: DocumentIcon,
  [POST_TYPE.spotlight]: StarLineIcon,
  [POST_TYPE.examUpdate]: MegaphoneIcon,
  [POST_TYPE.dailyGk]: CalendarIcon,
  [POST_TYPE.thoughtOfTheDay]: SparkIcon,
  [POST_TYPE.questionOfTheDay]: QuizIcon,
};

const head = css({ display: 'flex', alignItems: 'center', gap: '3' });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: 'fg.muted', minW: '0' });
const kind = css({ fontWeight: 'semibold', color: 'fg.default' });
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', m: '0', overflowWrap: 'anywhere', '& a': { color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } } });
const pageTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', m: '0', overflowWrap: 'anywhere' });
const clamped = css({ lineClamp: 5 });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' });
// The kit's chip: a toggle (aria-pressed) or a link; a pressed heart or bookmark is filled in.
const action = cx(chip(), css({ '&[aria-pressed=true] svg': { fill: 'currentColor' }, '&[aria-disabled=true]': { cursor: 'progress' } }));
const moreLink = css({ justifySelf: 'start', fontWeight: 'semibold', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '3px' });

/** The learner's like and save of a post: toggles signed in, a way to sign in otherwise. */
function PostActions({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const like = useToggleMark('like');
  const save = useToggleMark('bookmark');
  if (!isSignedIn(session)) {
    const to = signInHref(base, `${window.location.pathname}${window.location.search}`);
    return (
      <div className={actions}>
        <a className={action} href={to} data-testid="post-like">
          <HeartIcon /> <span>{t('feed.likes', { count: post.like_count })}</span>
          <span className={srOnly}>{t('feed.signInToLike')}</span>
        </a>
        <a className={action} href={to} data-testid="post-save">
          <BookmarkIcon /> <span>{t('feed.save')}</span>
          <span className={srOnly}>{t('feed.signInToLike')}</span>
        </a>
      </div>
    );
  }
  const liked = post.like_id !== null;
  const saved = post.bookmark_id !== null;
  return (
    <div className={actions}>
      <button
        type="button"
        className={action}
        aria-pressed={liked}
        aria-disabled={like.isPending || undefined}
        onClick={() => !like.isPending && like.mutate(post)}
        data-testid="post-like"
      >
        <HeartIcon /> <span>{liked ? t('feed.liked') : t('feed.like')}</span>
        <span className={css({ color: 'fg.muted' })} data-testid="like-count">{post.like_count}</span>
      </button>
      <button
        type="button"
        className={action}
        aria-pressed={saved}
        aria-disabled={save.isPending || undefined}
        onClick={() => !save.isPending && save.mutate(post)}
        data-testid="post-save"
      >
        <BookmarkIcon /> <span>{saved ? t('feed.saved') : t('feed.save')}</span>
      </button>
    </div>
  );
}

/**
 * One post, drawn as what it is: its kind and date, its title, its text (Markdown, rendered with HTML off), a
 * quiz to answer, a PDF to open; then the learner's like and save. In a list (`full` false) a long article is cut
 * to its first lines, with the way to the whole of it.
 */
export function PostCard({ post, full = false }: { post: Post; full?: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  const Icon = TYPE_ICON[post.post_type];
  const href = postHref(base, post);
  const long = post.post_type === POST_TYPE.article && !full;
  const Heading = full ? 'h1' : 'h2';
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4' }))} data-testid="post" data-post-type={post.post_type} lang={post.language}>
      <div className={head}>
        <span className={iconBadge()} aria-hidden="true"><Icon /></span>
        <p className={meta}>
          <span className={kind}>{t(`feed.type.${post.post_type}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.published_at} title={exactTime(post.published_at, locale)}>{relativeTime(post.published_at, now, locale)}</time>
        </p>
      </div>
      <Heading className={full ? pageTitle : title}>{full ? post.title : <a href={href}>{post.title}</a>}</Heading>
      {post.body && <RichText source={post.body} {...(long ? { className: clamped } : {})} />}
      {long && <a className={moreLink} href={href}>{t('feed.readMore')}</a>}
      {post.video && <PostVideo post={post} />}
      {post.quiz && <QuizBlock post={post} quiz={post.quiz} />}
      {post.pdf_url && full && (
        <div data-testid="post-pdf-viewer">
          <Suspense fallback={<Skeleton width="100%" height="24rem" />}>
            <PdfView src={post.pdf_url} start={1} onPage={ignorePage} />
          </Suspense>
        </div>
      )}
      {post.pdf_url && !full && (
        <a className={cx(action, css({ justifySelf: 'start' }))} href={href} data-testid="post-pdf">
          <DocumentIcon /> {t('feed.openPdf')}
        </a>
      )}
      <PostActions post={post} />
    </article>
  );
}
