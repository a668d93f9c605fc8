/**
 * `/live-webinar/{courseId}/{lessonId}` (issue 42): a live class's page. Before it: when it is in the learner's own
 * time zone, a countdown by the API's clock, "add to calendar" and the school's reminder. Live: the class (the
 * stream, or Zoom's join details) beside its room. After: "recording being prepared", then the recording, with the
 * class's chat kept to read. Cancelled: said plainly. Not enrolled: the way to sign in or buy (SPEC.md section 6).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import { LESSON_CALLS, LESSON_TEXT } from '../../contract/lessons.ts';
import { LIVE_CALLS, LIVE_TEXT, type LiveClassResponse, type LiveState } from '../../contract/live.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { calendarFile } from '../../lib/ics.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { pageContainer, panelTitle, mutedText } from '../../ui/layout.ts';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { nextChange, remaining, serverNow } from './countdown.ts';

const Classroom = lazy(() => import('./classroom.tsx').then((m) => ({ default: m.Classroom })));
const LiveStream = lazy(() => import('./live-stream.tsx').then((m) => ({ default: m.LiveStream })));

const layout = css({ display: 'grid', gap: { base: '5', md: '6' }, py: { base: '6', md: '10' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(18rem, 2fr)' }, alignItems: 'start' });
const panel = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4', alignContent: 'start' }));
const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 4', m: '0', fontSize: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontWeight: 'semibold', overflowWrap: 'anywhere' } });
const clock = css({ display: 'flex', gap: { base: '2', md: '3' }, m: '0', p: '0', listStyle: 'none' });
const clockPart = css({
  display: 'grid', justifyItems: 'center', minW: { base: '3.5rem', md: '4.5rem' }, py: '2', borderRadius: 'lg', bg: 'brand.muted',
  '& strong': { fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontVariantNumeric: 'tabular-nums', lineHeight: '1.1' },
  '& span': { fontSize: 'xs', color: 'fg.muted' },
});
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

/** The API's answer, and when it arrived by the device's clock (the countdown measures from it). */
function useLiveClass(courseId: number, lessonId: number, batchId: number | undefined, enabled: boolean) {
  const { slug } = useShell();
  // Never from storage: the state, the room and Zoom's passcode are only true as the API says them now.
  return useQuery({ ...callQuery(slug, LIVE_CALLS.liveClass, { params: { courseId, lessonId }, query: batchId ? { batchId } : {} }), enabled, meta: { persist: false } });
}

/** The batch whose class the school's staff asked for (`batchId`); a learner's is always their own. */
function askedBatch(): number | undefined {
  const id = Number(new URLSearchParams(window.location.search).get('batchId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** For the school's staff: the lesson's classes, the product's and each batch's, to open the one they teach. */
function ClassChooser({ view }: { view: LiveClassResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { base } = useShell();
  const when = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <nav className={panel} aria-labelledby="classes-title" data-testid="class-chooser">
      <h2 id="classes-title" className={panelTitle}>{t('live.classes')}</h2>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })}>
        {view.classes.map((cls) => {
          const current = (cls.batch?.id ?? null) === (view.batch?.id ?? null);
          const to = href(base, routeById('live-webinar'), { courseId: view.course.id, lessonId: view.lesson.id }, cls.batch ? { batchId: String(cls.batch.id) } : undefined);
          return (
            <li key={cls.batch?.id ?? 0} className={row}>
              <a className={link()} href={to} aria-current={current ? 'page' : undefined} data-testid="class-choice">{cls.batch?.name ?? t('live.ownClass')}</a>
              <span className={mutedText}>{when.format(new Date(cls.starts_at))}</span>
              <StateBadge state={cls.state} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Re-renders every second while `on`, and asks the API again when the class changes by itself (Zoom opens, it starts, it ends). */
function useTick(view: LiveClassResponse | undefined, receivedAt: number, refetch: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const asked = useRef<number | null>(null);
  const change = view ? nextChange(view, view.server_time) : null;
  // Only a class that will still change by itself needs the clock: an ended or cancelled one stays as it is.
  useEffect(() => {
    if (change === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [change]);
  const at = view ? serverNow(view, receivedAt, now) : 0;
  useEffect(() => {
    if (change !== null && at >= change && asked.current !== change) {
      asked.current = change;
      refetch();
    }
  }, [at, change, refetch]);
  return at;
}

function StateBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  return <span className={badge({ tone: state === 'live' ? 'brand' : 'neutral' })} data-testid="live-state" data-state={state}>{localiseMessage(t, LIVE_TEXT[state])}</span>;
}

function Countdown({ target, now }: { target: number; now: number }) {
  const { t, i18n } = useTranslation();
  const left = remaining(target, now);
  const number = new Intl.NumberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const parts = (['days', 'hours', 'minutes', 'seconds'] as const).filter((part) => part !== 'days' || left.days > 0);
  return (
    <div role="timer" aria-label={t('live.startsIn')} data-testid="countdown">
      <ol className={clock}>
        {parts.map((part) => (
          <li key={part} className={clockPart} data-part={part}><strong>{number.format(left[part])}</strong><span>{t(`live.units.${part}`)}</span></li>
        ))}
      </ol>
    </div>
  );
}

function downloadCalendar(view: LiveClassResponse) {
  const url = window.location.href.split('#')[0]!.split('?')[0]!;
  const file = calendarFile({
    uid: `live-${view.course.id}-${view.lesson.id}${view.batch ? `-${view.batch.id}` : ''}@${window.location.hostname}`,
    title: view.lesson.title,
    description: view.course.title,
    url,
    starts: new Date(view.starts_at),
    ends: new Date(view.ends_at),
    alarmMinutes: view.reminder_minutes,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  link.download = `${view.lesson.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'live-class'}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function ZoomJoin({ view }: { view: LiveClassResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!view.zoom) {
    const opens = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(view.zoom_opens_at!));
    return <p className={mutedText} data-testid="zoom-later">{t('live.zoom.later', { time: opens })}</p>;
  }
  return (
    <div className={css({ display: 'grid', gap: '3' })} data-testid="zoom">
      <dl className={facts}>
        <dt>{t('live.zoom.meetingId')}</dt><dd data-testid="zoom-id">{view.zoom.meeting_id.replace(/(\d{3})(\d{3,4})(\d+)/, '$1 $2 $3')}</dd>
        <dt>{t('live.zoom.passcode')}</dt><dd data-testid="zoom-passcode">{view.zoom.passcode}</dd>
      </dl>
      <div className={row}>
        <a className={button()} href={view.zoom.join_url} target="_blank" rel="noopener noreferrer" data-testid="zoom-join">{t(view.type === 10 ? 'live.zoom.joinWebinar' : 'live.zoom.join')}</a>
        <span className={mutedText}>{t('live.zoom.opensZoom')}</span>
      </div>
    </div>
  );
}

/** The lesson's locked state: sign in, buy or renew, with the API's words (SPEC.md section 6). */
function Locked({ view }: { view: LiveClassResponse }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const payment = routeById('course-payment');
  const buyHref = payment.built ? href(base, payment, { courseId: view.course.id }) : href(base, routeById('sales'), { productSeo: view.course.seo_title });
  const here = `${window.location.pathname}${window.location.search}`;
  const prompt = view.access === 'sign_in'
    ? { text: LESSON_TEXT.signInToStudy, action: t('live.signIn'), to: signInHref(base, here) }
    : view.access === 'renew'
      ? { text: LESSON_TEXT.renewToStudy, action: t('live.renew'), to: buyHref }
      : { text: LESSON_TEXT.buyToStudy, action: t('live.buy'), to: buyHref };
  return (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })} data-testid="live-locked" data-access={view.access}>
      <p className={css({ m: '0' })} data-testid="live-locked-text">{localiseMessage(t, prompt.text)}</p>
      <a className={button()} href={prompt.to} data-testid="live-locked-action">{prompt.action}</a>
    </div>
  );
}

/** What the class is now, for this learner. */
function ClassPanel({ view, now, dashboard }: { view: LiveClassResponse; now: number; dashboard: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { base } = useShell();
  const starts = new Date(view.starts_at);
  const when = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(starts);
  const minutes = Math.round(view.duration_seconds / 60);
  const open = view.access === 'open';
  let body: ReactNode;
  switch (view.state) {
    case 'cancelled':
      body = (
        <Callout status="warning" title={localiseMessage(t, LIVE_TEXT.cancelled)} data-testid="live-cancelled">
          <p className={css({ m: '0' })}>{t('live.cancelledText')}</p>
          {open && <a className={cx(button({ variant: 'secondary', size: 'sm' }), css({ mt: '3' }))} href={dashboard} data-testid="to-dashboard">{t('live.toDashboard')}</a>}
        </Callout>
      );
      break;
    case 'scheduled':
      body = (
        <>
          <Countdown target={Date.parse(view.starts_at)} now={now} />
          <div className={row}>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => downloadCalendar(view)} data-testid="add-to-calendar">{t('live.addToCalendar')}</button>
          </div>
          {open && <p className={mutedText} data-testid="reminder-note">{t('live.reminder', { minutes: view.reminder_minutes })}</p>}
          {open && view.type !== 4 && <ZoomJoin view={view} />}
        </>
      );
      break;
    case 'live':
      body = !open ? null : view.type === 4
        ? (view.stream ? <Suspense fallback={<Skeleton width="100%" height="16rem" />}><LiveStream src={view.stream} title={view.lesson.title} /></Suspense>
          : <p className={mutedText}>{t('live.streamSoon')}</p>)
        : <ZoomJoin view={view} />;
      break;
    case 'recording_pending':
      body = <Callout status="info" title={localiseMessage(t, LIVE_TEXT.recording_pending)} data-testid="recording-pending">{t('live.recordingPendingText')}</Callout>;
      break;
    case 'completed':
      body = view.recording && open ? (
        <div className={row}>
          <a className={button()} data-testid="watch-recording"
            href={href(base, routeById('lesson-player'), { productSeo: view.course.seo_title, sectionId: view.recording.section_id, lessonId: view.recording.lesson_id })}>
            {t('live.watchRecording')}
          </a>
          <span className={mutedText}>{view.recording.title}</span>
        </div>
      ) : null;
      break;
    default:
      body = null;
  }
  return (
    <section className={panel} aria-labelledby="class-title" data-testid="class-panel">
      <div className={row}>
        <StateBadge state={view.state} />
        <span className={badge({ tone: 'neutral' })} data-testid="live-type">{t(`live.type.${view.type}`)}</span>
      </div>
      <h2 id="class-title" className={panelTitle}>{view.state === 'live' ? t('live.onNow') : view.state === 'scheduled' ? t('live.startsIn') : t('live.theClass')}</h2>
      <dl className={facts}>
        <dt>{t('live.when')}</dt><dd data-testid="live-when"><time dateTime={view.starts_at}>{when}</time></dd>
        <dt>{t('live.length')}</dt><dd>{t('live.minutes', { minutes })}</dd>
        {view.batch && <><dt>{t('live.batch')}</dt><dd data-testid="live-batch">{view.batch.name}</dd></>}
      </dl>
      {body}
      {!open && view.state !== 'cancelled' && <Locked view={view} />}
    </section>
  );
}

function LiveSkeleton() {
  return <div className={pageContainer} aria-busy="true"><div className={layout}><Skeleton width="100%" height="18rem" /><Skeleton width="100%" height="18rem" /></div></div>;
}

export function LiveClassPage() {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const client = useQueryClient();
  const params = useRouteParams();
  const courseId = Number(params['courseId']);
  const lessonId = Number(params['lessonId']);
  const valid = Number.isSafeInteger(courseId) && courseId > 0 && Number.isSafeInteger(lessonId) && lessonId > 0;
  const [batchId] = useState(askedBatch);
  const query = useLiveClass(courseId, lessonId, batchId, valid);
  const view = query.data;
  const now = useTick(view, query.dataUpdatedAt, () => void query.refetch());
  usePageTitle(view?.lesson.title ?? t('live.title'));
  const attended = useRef(false);
  useEffect(() => {
    // Being in the class while it is on completes the lesson, as watching a video to the end does.
    if (!view || attended.current || view.state !== 'live' || view.access !== 'open') return;
    attended.current = true;
    void call(LESSON_CALLS.saveProgress, { body: { course_id: view.course.id, lesson_id: view.lesson.id, position: 0, completed: true } })
      .then(() => invalidateAfter(client, slug, LESSON_CALLS.saveProgress)).catch(() => undefined);
  }, [view, client, slug]);

  const notFound = <NotFoundView title={t('live.notFound')} text={t('live.notFoundText')} action={{ href: href(base, routeById('my-enrollments')), label: t('live.myCourses') }} />;
  if (!valid) return notFound;
  if (query.isError && !view) {
    const error = toAppError(query.error);
    if (error.code === ERROR_CODE.notFound || error.code === ERROR_CODE.invalidParams) return notFound;
    return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!view) return <LiveSkeleton />;
  const dashboard = href(base, routeById('dashboard'), { productSeo: view.course.seo_title });
  return (
    <div data-testid="live-class">
      <PageHeader heading={view.lesson.title} testId="page-title"
        crumbs={[{ href: href(base, routeById('my-enrollments')), label: t('live.myCourses') }, { href: dashboard, label: view.course.title }]} />
      <div className={pageContainer}>
        <div className={layout}>
          <div className={css({ display: 'grid', gap: { base: '5', md: '6' } })}>
            <ClassPanel view={view} now={now} dashboard={dashboard} />
            {view.classes.length > 1 && <ClassChooser view={view} />}
          </div>
          {view.room && (
            <Suspense fallback={<Skeleton width="100%" height="18rem" />}>
              <Classroom room={view.room} readOnly={view.state !== 'live'} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
