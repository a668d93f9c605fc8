import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { ERROR_TEXT } from '../../contract/error-codes.ts';
import { ESIGN_TEXT } from '../../contract/esign.ts';
import { isPaged, LESSON_CALLS, LESSON_TEXT, type LessonAccess, type PlayerResponse } from '../../contract/lessons.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href, matchRoute, underBase } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { BackIcon, CalendarIcon, ChevronIcon, ListIcon, LockIcon } from '../../ui/icons.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { loadLessonQuestions } from '../learning/index.ts';
import { esignHref } from '../esign/index.ts';
import { loadChatReplay } from '../live/index.ts';
import { QuizPanel } from '../mock-test/index.ts';
import { loadDownloadButton, loadOfflineCopy, type OfflineCopy } from '../offline/index.ts';
import { BookmarkPanel } from './bookmark-panel.tsx';
import { keepForLater, keepsFor, useJournalSync } from './journal-sync.ts';
import { LessonList } from './lesson-list.tsx';
import { positionFromHash } from '../../lib/position-hash.ts';
import { parsePlayerQuery } from './player-query.ts';
import { PlayerSkeleton } from './player-skeleton.tsx';
import { SupplementsPanel } from './supplements-panel.tsx';
import { clockOff, clockSkew, daysUntil } from './drip.ts';
import { localKey, readLocal, resumePosition, SAVE_EVERY_MS, writeLocal } from './progress.ts';
import * as s from './styles.ts';

/** A signed URL refused again this soon after a renewal is not an expiry: the licence text instead of a loop. */
const GRANT_RENEWAL_GAP_MS = 30_000;

// Each kind's viewer is its own chunk: a page loads hls.js only for a video, pdf.js only for notes and decks. The
// chunk is asked for as soon as the lesson's kind is known, beside its signed URL, not after it.
const viewerChunks = { video: () => import('./video-view.tsx'), pdf: () => import('./pdf-view.tsx') } as const;
const VideoView = lazy(() => viewerChunks.video().then((m) => ({ default: m.VideoView })));
const PdfView = lazy(() => viewerChunks.pdf().then((m) => ({ default: m.PdfView })));
const LessonQuestions = lazy(() => loadLessonQuestions().then((component) => ({ default: component })));
const ChatReplay = lazy(() => loadChatReplay().then((component) => ({ default: component })));
const ArticleView = lazy(() => import('./article-view.tsx').then((m) => ({ default: m.ArticleView })));
const DownloadButton = lazy(() => loadDownloadButton().then((component) => ({ default: component })));

/**
 * The learner's downloaded copy of the lesson: undefined while the device's store is read. Read again once the API
 * has answered for the lesson (`access`), which renews the download's right or ends it.
 */
function useOfflineCopy(lessonId: number, access: LessonAccess | null): OfflineCopy | null | undefined {
  const userId = useStore($session).student?.id ?? null;
  const [read, setRead] = useState<{ access: LessonAccess | null; copy: OfflineCopy | null } | undefined>(undefined);
  useEffect(() => {
    if (userId === null || !Number.isInteger(lessonId)) {
      setRead({ access, copy: null });
      return;
    }
    let current = true;
    loadOfflineCopy()
      .then((find) => find(userId, lessonId, access))
      .catch(() => null)
      .then((copy) => current && setRead({ access, copy }));
    return () => {
      current = false;
    };
  }, [userId, lessonId, access]);
  if (read === undefined) return undefined;
  // A copy read before an answer that may end its right is not shown meanwhile: the answer's own reading deletes it
  // first, so the learner who then opens Downloads no longer finds it there. (An answer that renews the right keeps
  // the copy on screen while it is read again.)
  if (read.copy !== null && read.access !== access && access !== 'open') return undefined;
  return read.copy;
}

type Lesson = PlayerResponse['lesson'];

/** The address's parameters, matched against the route table as the edge matched them. */
function useAddress() {
  const { base } = useShell();
  return useMemo(() => {
    const path = underBase(window.location.pathname, base);
    const params = (path === null ? null : matchRoute(path)?.params) ?? {};
    return { params, query: parsePlayerQuery(window.location.search), search: window.location.search };
  }, [base]);
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

/**
 * `/home/{productSeo}[/{subProductSeo}]/section/{sectionId}/lesson/{lessonId}`: the lesson player. The lesson's
 * content (video, PDF notes or article) beside the product's lesson list, with previous and next; the access
 * prompts of SPEC.md section 6 instead of content for a lesson the visitor may not open.
 */
export function PlayerPage() {
  const { t } = useTranslation();
  const { base, slug, routeId, config } = useShell();
  const { params, query, search } = useAddress();
  const online = useOnline();
  useJournalSync();
  const productSeo = params.subProductSeo ?? params.productSeo ?? '';
  const lessonId = Number(params.lessonId);
  const view = useQuery({ ...callQuery(slug, LESSON_CALLS.player, { params: { productSeo, lessonId } }), enabled: productSeo !== '' && Number.isInteger(lessonId) });
  // Only the API's answer since this page opened settles a download's right: one restored from the persisted cache
  // (days old, offline) would renew the school's days offline, or hide a copy downloaded after it.
  const [opened] = useState(() => Date.now());
  const answered = view.data !== undefined && view.dataUpdatedAt >= opened ? view.data.access : null;
  const copy = useOfflineCopy(lessonId, answered);
  // A lesson downloaded here opens from the device, at once and without the network (the browser may think it is
  // online on a line that carries nothing), unless the API, when it answers, says the learner's access has ended.
  // Past the school's days offline it waits for the API (whose answer renews them), or says to reconnect without it.
  const stale = copy?.reconnectAfterDays != null;
  const local = copy && (answered === null || answered === 'open') && (!stale || !online || view.isError) ? copy : null;
  const [drawer, setDrawer] = useState(false);

  const lessonHref = useCallback(
    (lesson: { id: number; section_id: number }) => {
      const route = routeById(routeId === 'lesson-player-sub' ? 'lesson-player-sub' : 'lesson-player');
      const keep = new URLSearchParams(search);
      return href(base, route, { ...params, sectionId: lesson.section_id, lessonId: lesson.id }, Object.fromEntries(keep));
    },
    [base, params, routeId, search],
  );

  const title = view.data?.lesson.title ?? t('player.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);

  // The device's store answers in moments: the lesson opens from it or from the API, never one then the other.
  // (Renewed by the API's answer: read again before it opens, or the worker would still refuse it.)
  if (copy === undefined || (stale && answered === 'open')) return <PlayerSkeleton />;
  if (!local && view.isPending) return view.fetchStatus === 'idle' && !online ? <Offline /> : <PlayerSkeleton />;
  if (!local && view.isError) {
    if (!online) return <Offline />;
    return (
      <div className={s.page}>
        <LoadError title={t('player.loadFailed')} message={localiseMessage(t, toAppError(view.error).message)} action={<Button onClick={() => void view.refetch()}>{t('player.retry')}</Button>} />
      </div>
    );
  }

  const data = view.data ?? local!.record.player;
  const order = data.sections.flatMap((section) => section.lessons.map((lesson) => ({ ...lesson, section_id: section.id })));
  const at = order.findIndex((l) => l.id === data.lesson.id);
  const previous = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 ? order[at + 1] : undefined;
  const dashboard = params.subProductSeo
    ? href(base, routeById('dashboard-sub'), { productSeo: params.productSeo ?? '', subProductSeo: params.subProductSeo })
    : href(base, routeById('dashboard'), { productSeo: data.course.seo_title });
  const changeable = !query.disableLessonChange;
  const list = <LessonList view={data} hrefOf={lessonHref} />;

  return (
    <div className={s.page} data-testid="lesson-player" data-lesson-id={data.lesson.id} data-kind={data.lesson.kind} data-access={data.access}>
      <div className={s.layout}>
        <div className={s.main}>
          {/* Embedded in another site, the lesson does not lead out to the rest of the school's pages. */}
          {!query.embedPlayer && (
            <nav className={s.crumbs} aria-label={t('player.backToCourse')}>
              <a className={link()} href={dashboard}>{data.course.title}</a>
              <ChevronIcon aria-hidden="true" size={14} />
              <span>{t(`player.kind.${data.lesson.kind}`)}</span>
            </nav>
          )}
          <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
            <h1 className={s.title} data-testid="lesson-title">{data.lesson.title}</h1>
            {changeable && (
              <Button variant="secondary" size="sm" className={css({ display: { base: 'inline-flex', lg: 'none' }, flexShrink: 0 })} onClick={() => setDrawer(true)} data-testid="open-lessons">
                <ListIcon aria-hidden="true" size={16} /> {t('player.openLessons')}
              </Button>
            )}
          </div>
          {local ? <OfflineLesson key={data.lesson.id} copy={local} reconnect={stale} /> : online ? <LessonContent key={data.lesson.id} view={data} receivedAt={view.dataUpdatedAt} dashboard={dashboard} /> : <Offline inline />}
          {changeable && (
            <div className={s.nav}>
              {previous ? (
                <a className={button({ variant: 'secondary' })} href={lessonHref(previous)} data-testid="previous-lesson" rel="prev">
                  <BackIcon aria-hidden="true" size={16} /> {t('player.previous')}
                </a>
              ) : <span />}
              {next && (
                <a className={button()} href={lessonHref(next)} data-testid="next-lesson" rel="next">
                  {t('player.next')} <ChevronIcon aria-hidden="true" size={16} />
                </a>
              )}
            </div>
          )}
        </div>
        {changeable && <aside className={s.aside} aria-label={t('player.lessons')}>{list}</aside>}
      </div>
      {changeable && (
        <Dialog open={drawer} onOpenChange={setDrawer} title={t('player.lessons')} actions={<DialogClose className={button({ variant: 'secondary' })}>{t('player.closeLessons')}</DialogClose>}>
          <div className={css({ maxH: '60vh', overflowY: 'auto' })}>{list}</div>
        </Dialog>
      )}
    </div>
  );
}

function Offline({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const box = (
    <Callout status="warning" title={localiseMessage(t, ERROR_TEXT.network)} data-testid="offline">
      {t('player.offline')}
    </Callout>
  );
  return inline ? box : <div className={s.page}>{box}</div>;
}

/** A downloaded lesson, from the device: as online, but for a learner offline longer than the school allows. */
function OfflineLesson({ copy, reconnect }: { copy: OfflineCopy; reconnect: boolean }) {
  const { t } = useTranslation();
  if (reconnect) {
    return <Callout status="warning" title={localiseMessage(t, ERROR_TEXT.network)} data-testid="offline-reconnect">{t('offline.reconnect', { count: copy.reconnectAfterDays })}</Callout>;
  }
  return <OpenLesson view={copy.record.player} offlineSrc={copy.src} offlineCaptions={copy.captions} />;
}

/** A lesson of a course whose document the learner has not signed yet: the way to read and sign it. */
function SignFirst({ view }: { view: PlayerResponse }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const userId = session.student?.id ?? null;
  return (
    <div className={cx(s.panel, css({ display: 'grid', gap: '4', justifyItems: 'start' }))} data-testid="lesson-locked" data-access="sign">
      <LockIcon aria-hidden="true" size={28} />
      <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t('player.signTitle', { document: view.document?.title ?? '' })}</h2>
      <p data-testid="lesson-locked-text">{localiseMessage(t, ESIGN_TEXT.signToStudy)}</p>
      {userId !== null && view.document && (
        <a className={button()} data-testid="lesson-locked-action"
          href={esignHref(base, { userId, course: view.course, consentId: view.document.id, redirectSource: 'player' })}>
          {t('player.sign')}
        </a>
      )}
    </div>
  );
}

/** What the lesson shows: its content when open, else the way to open it (SPEC.md section 6). */
function LessonContent({ view, receivedAt, dashboard }: { view: PlayerResponse; receivedAt: number; dashboard: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  if (view.access === 'dripped') return <DrippedLesson view={view} receivedAt={receivedAt} dashboard={dashboard} />;
  if (view.access === 'sign') return <SignFirst view={view} />;
  if (view.access !== 'open') {
    const here = `${window.location.pathname}${window.location.search}`;
    const payment = routeById('course-payment');
    // Checkout's page, once built; until then the product's sales page, where buying starts.
    const buyHref = payment.built ? href(base, payment, { courseId: view.course.id }) : href(base, routeById('sales'), { productSeo: view.course.seo_title });
    const prompt = {
      sign_in: { title: t('player.signInTitle'), text: LESSON_TEXT.signInToStudy, action: t('player.signIn'), to: signInHref(base, here) },
      buy: { title: t('player.buyTitle'), text: LESSON_TEXT.buyToStudy, action: t('player.buy'), to: buyHref },
      renew: { title: t('player.renewTitle'), text: LESSON_TEXT.renewToStudy, action: t('player.renew'), to: buyHref },
    }[view.access];
    return (
      <div className={cx(s.panel, css({ display: 'grid', gap: '4', justifyItems: 'start' }))} data-testid="lesson-locked" data-access={view.access}>
        <LockIcon aria-hidden="true" size={28} />
        <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{prompt.title}</h2>
        <p data-testid="lesson-locked-text">{localiseMessage(t, prompt.text)}</p>
        <a className={button()} href={prompt.to} data-testid="lesson-locked-action">{prompt.action}</a>
      </div>
    );
  }
  if (view.lesson.kind === 'quiz') return <QuizPanel courseId={view.course.id} lessonId={view.lesson.id} />;
  if (view.lesson.kind === 'live') {
    return (
      <Callout status="info" title={t('player.kind.live')} data-testid="live-lesson">
        <p className={css({ mb: '3' })}>{t('player.liveText')}</p>
        <a className={button()} href={href(base, routeById('live-webinar'), { courseId: view.course.id, lessonId: view.lesson.id })} data-testid="open-live-class">{t('player.openLiveClass')}</a>
      </Callout>
    );
  }
  if (!view.content) {
    return (
      <Callout status="info" title={t(`player.kind.${view.lesson.kind}`)} data-testid="no-content">
        {localiseMessage(t, LESSON_TEXT.noContent)}
      </Callout>
    );
  }
  return <OpenLesson view={view} />;
}

/** Saves the learner's place: in this browser at once, to the API at most every few seconds and when leaving. */
function useProgressSaver(view: PlayerResponse) {
  const { slug } = useShell();
  const client = useQueryClient();
  const session = useStore($session);
  const signedIn = isSignedIn(session);
  const key = localKey(slug, view.course.id, view.lesson.id);
  const [start] = useState(() => resumePosition(readLocal(window.localStorage, key), view.progress));
  const latest = useRef<{ position: number; length: number; at: number } | null>(null);
  const sent = useRef({ at: 0, position: -1 });
  // Complete as the server last said (a fresher read, after a challenge solved in the code lab, too) or by a save here.
  const [completedHere, setCompleted] = useState(false);
  const completed = completedHere || (view.progress?.completed ?? false);

  const userId = session.student?.id ?? null;
  const send = useCallback(
    async ({ at, ...body }: { position: number; length: number; at: number; completed?: boolean }) => {
      if (!signedIn || userId === null) return;
      sent.current = { at: Date.now(), position: body.position };
      try {
        const saved = await call(LESSON_CALLS.saveProgress, { body: { course_id: view.course.id, lesson_id: view.lesson.id, ...body } });
        if (saved.progress.completed) setCompleted(true);
        void invalidateAfter(client, slug, LESSON_CALLS.saveProgress);
      } catch (error) {
        sent.current = { at: 0, position: -1 };
        // Offline: the journal keeps it, with when it was made, and sends it when the network returns. A completion
        // made offline shows at once, as it will count.
        if (!keepsFor(error)) return;
        keepForLater(slug, userId, { kind: 'progress', course_id: view.course.id, lesson_id: view.lesson.id, position: body.position, length: body.length, completed: body.completed ?? false, recorded_at: at });
        if (body.completed) setCompleted(true);
      }
    },
    [client, signedIn, slug, userId, view.course.id, view.lesson.id],
  );

  const report = useCallback(
    (position: number, length: number, urgent = false) => {
      const whole = Math.max(0, Math.floor(position));
      latest.current = { position: whole, length: Math.floor(length), at: Date.now() };
      writeLocal(window.localStorage, key, whole);
      const due = Date.now() - sent.current.at >= SAVE_EVERY_MS;
      if ((urgent || due) && whole !== sent.current.position) void send(latest.current);
    },
    [key, send],
  );

  useEffect(() => {
    const flush = () => {
      if (latest.current && latest.current.position !== sent.current.position) void send(latest.current);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [send]);

  const markComplete = useMutation({ mutationFn: () => send({ position: latest.current?.position ?? start, length: latest.current?.length ?? 0, at: Date.now(), completed: true }) });
  /** The last place the viewer reported, or null before its first report. */
  const reported = useCallback(() => latest.current?.position ?? null, []);
  return { start, report, completed, signedIn, markComplete, reported };
}

/** The place the address's fragment names (a bookmark's), updated when a bookmark link in the page is followed. */
function useJump(): number | null {
  const [jump, setJump] = useState(() => positionFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setJump(positionFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return jump;
}

/** The lesson's content; `offlineSrc` (or null for an article) opens its downloaded copy instead of asking the API. */
function OpenLesson({ view, offlineSrc, offlineCaptions = [] }: { view: PlayerResponse; offlineSrc?: string | null; offlineCaptions?: OfflineCopy['captions'] }) {
  const offline = offlineSrc !== undefined;
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const progress = useProgressSaver(view);
  const jump = useJump();
  // A bookmark's place wins over the resume position; following another one opens the viewer again there.
  const start = jump ?? progress.start;
  // Until the viewer reports a place, it is where it opened (a bookmark's link opens it at the bookmark).
  const { reported } = progress;
  const position = useCallback(() => reported() ?? start, [reported, start]);
  const kind = view.content!.kind;
  useEffect(() => {
    if (kind === 'video') void viewerChunks.video();
    else if (isPaged(kind)) void viewerChunks.pdf();
  }, [kind]);
  const media = useQuery({
    ...callQuery(slug, LESSON_CALLS.signedUrl, { query: { course_id: view.course.id, lesson_id: view.lesson.id } }),
    enabled: kind !== 'text' && !offline,
    // A signed URL lives minutes: never show a cached one that may have expired.
    staleTime: 0,
    gcTime: 0,
    // A new URL only when the media server refuses the one playing (onGrantLost): one fetched on focus would
    // restart the video.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The media's permission (SPEC.md's licence): renewed once when lost, from where the learner was; lost again
  // straight after a renewal, the licence text.
  const [resume, setResume] = useState<{ at: number; playing: boolean } | null>(null);
  const [licenceLost, setLicenceLost] = useState(false);
  const renewedAt = useRef(0);
  const { refetch } = media;
  const onGrantLost = useCallback((position: number, playing: boolean) => {
    if (Date.now() - renewedAt.current < GRANT_RENEWAL_GAP_MS) {
      setLicenceLost(true);
      return;
    }
    renewedAt.current = Date.now();
    setResume({ at: Math.floor(position), playing });
    void refetch();
  }, [refetch]);
  // Only a URL signed since this page opened: one restored from the persisted cache may have expired.
  const [opened] = useState(() => Date.now());
  const fresh = offline || (media.data !== undefined && media.dataUpdatedAt >= opened);
  const src = offlineSrc ?? media.data?.url ?? '';
  const { report } = progress;
  const challenge = view.challenge;
  useEffect(() => {
    // An article is complete once opened; a lab with a challenge, once the challenge is accepted.
    if (kind === 'text' && !challenge) report(0, 0, true);
  }, [kind, report, challenge]);

  let body;
  if (view.content!.kind === 'text') {
    body = (
      <>
        <ArticleView markdown={view.content!.markdown} />
        {challenge && <ChallengeCard view={view} challenge={challenge} done={progress.completed} />}
      </>
    );
  }
  else if (licenceLost) {
    body = (
      <Callout status="error" title={localiseMessage(t, LESSON_TEXT.licence)} data-testid="licence-error">
        <Button size="sm" onClick={() => { renewedAt.current = 0; setLicenceLost(false); void refetch(); }}>{t('player.retry')}</Button>
      </Callout>
    );
  }
  else if (media.isError) body = <LoadError title={t('player.loadFailed')} message={localiseMessage(t, toAppError(media.error).message)} action={<Button onClick={() => void media.refetch()}>{t('player.retry')}</Button>} />;
  else if (!fresh) body = <div className={s.stage} data-testid="media-loading" />;
  // A new viewer for each URL signed (dataUpdatedAt), even one equal to the last: signed in the same second, a
  // renewed URL can read the same.
  else if (kind === 'video' && offline) body = <VideoView key={start} src={src} captions={offlineCaptions} start={start} onPosition={report} />;
  else if (kind === 'video') {
    body = (
      <VideoView key={`${start}:${media.dataUpdatedAt}`} src={media.data!.url} captions={media.data!.captions} start={resume?.at ?? start} onPosition={report}
        onGrantLost={onGrantLost} resumePlaying={resume?.playing ?? false} />
    );
  }
  else body = <PdfView key={start} src={src} start={Math.max(1, start)} onPage={report} deck={kind === 'slides'} />;

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Suspense fallback={<div className={s.stage} data-testid="media-loading" />}>{body}</Suspense>
      {progress.signedIn && (
        <div className={cx(s.toolbar, css({ columnGap: '6' }))}>
          {/* A challenge's lab is completed by its accepted submission only. */}
          {challenge && !progress.completed ? null : progress.completed ? (
            <span className={css({ fontWeight: 'semibold', color: 'fg.default' })} data-testid="lesson-complete">✓ {t('player.markedComplete')}</span>
          ) : (
            <Button variant="secondary" size="sm" busy={progress.markComplete.isPending} onClick={() => progress.markComplete.mutate()} data-testid="mark-complete">
              {t('player.markComplete')}
            </Button>
          )}
          <Suspense fallback={null}>
            <DownloadButton view={view} />
          </Suspense>
        </div>
      )}
      {view.recording_of && progress.signedIn && !offline && (
        <Suspense fallback={null}>
          <ChatReplay courseId={view.course.id} liveLessonId={view.recording_of.lesson_id} title={view.recording_of.title} position={position} />
        </Suspense>
      )}
      {view.can_bookmark && kind !== 'text' && <BookmarkPanel view={view} position={position} />}
      <SupplementsPanel view={view} />
      {/* Questions need the product (SPEC.md section 6): a free preview alone does not ask. */}
      {progress.signedIn && view.enrolled && !offline && (
        <Suspense fallback={null}>
          <LessonQuestions course={view.course} lesson={{ id: view.lesson.id, kind }} position={position} />
        </Suspense>
      )}
      {progress.signedIn && (
        <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>
          {t('player.problem')}{' '}
          <a className={link()} href={href(base, routeById('raise-ticket'), {}, { bundleId: String(view.course.id) })} data-testid="report-problem">{t('player.reportProblem')}</a>
        </p>
      )}
    </div>
  );
}

/** A lab's challenge, to open in the code lab: solving it there completes this lesson. */
function ChallengeCard({ view, challenge, done }: { view: PlayerResponse; challenge: NonNullable<PlayerResponse['challenge']>; done: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const to = href(base, routeById('code-challenge'), {}, { codeId: String(challenge.id), contentType: 'lesson', contentId: String(view.lesson.id) });
  return (
    <section className={cx(s.panel, css({ display: 'grid', gap: '3', justifyItems: 'start' }))} aria-labelledby="lesson-challenge-title" data-testid="lesson-challenge">
      <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>{t('player.challenge.kicker', { language: t(`player.challenge.language.${challenge.language}`) })}</p>
      <h2 id="lesson-challenge-title" className={css({ m: '0', fontWeight: 'bold', fontSize: 'lg' })}>{challenge.title}</h2>
      <p className={css({ m: '0' })}>{t(done ? 'player.challenge.solved' : 'player.challenge.howToComplete')}</p>
      <a className={button({ variant: done ? 'secondary' : 'primary' })} href={to} data-testid="open-challenge">{t(done ? 'player.challenge.openAgain' : 'player.challenge.open')}</a>
    </section>
  );
}

/**
 * A lesson whose day has not come (content dripping): when it opens, by the server's clock. A device clock far from
 * the server's gets SPEC.md's device-time text, since the learner would otherwise doubt the date.
 */
function DrippedLesson({ view, receivedAt, dashboard }: { view: PlayerResponse; receivedAt: number; dashboard: string }) {
  const { t, i18n } = useTranslation();
  const skew = clockSkew(receivedAt, view.server_time);
  const opensAt = view.opens_at!;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(opensAt));
  return (
    <div className={cx(s.panel, css({ display: 'grid', gap: '4', justifyItems: 'start' }))} data-testid="lesson-locked" data-access="dripped">
      <CalendarIcon aria-hidden="true" size={28} />
      <h2 className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-testid="lesson-opens-on">{t('player.opensOn', { date })}</h2>
      <p data-testid="lesson-locked-text">
        {localiseMessage(t, LESSON_TEXT.dripped)}. {t('player.opensIn', { count: daysUntil(opensAt, Date.now(), skew) })}
      </p>
      {clockOff(skew) && (
        <Callout status="warning" title={t('player.deviceTimeTitle')} data-testid="device-time">
          {localiseMessage(t, LESSON_TEXT.deviceTime)}
        </Callout>
      )}
      <a className={button({ variant: 'secondary' })} href={dashboard} data-testid="lesson-locked-action">{t('player.backToCourse')}</a>
    </div>
  );
}

export type { Lesson };
