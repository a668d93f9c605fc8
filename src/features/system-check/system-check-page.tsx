import { saveSystemCheck } from '../../lib/last-system-check.ts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { SYSTEM_CHECK_STEPS, SYSTEM_CHECK_TEXT, type SystemCheckResponse, type SystemCheckStep, type Verdict } from '../../contract/system-check.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { logger } from '../../platform/errors/logger.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button } from '../../ui/button.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import {
  askForMedia, checkBrowser, checkClock, checkMedia, checkNetwork, checkStorage, checkStorageAccess, checkVideo, persistStorage, type Outcome,
} from './checks.ts';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const panel = cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }));
const steps = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' });
const stepRow = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '1 4', py: '4', borderTopWidth: '1px', borderColor: 'border.default', alignItems: 'start',
  _first: { borderTopWidth: '0', pt: '0' },
});
const stepTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.default', m: '0' });
const stepBody = css({ gridColumn: '1 / -1', display: 'grid', gap: '2', color: 'fg.muted' });
const video = css({ w: 'full', maxW: '80', aspectRatio: '16 / 9', bg: 'black', borderRadius: 'md' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

type Status = Verdict | 'checking';
type Results = Partial<Record<SystemCheckStep, Outcome>>;

const TONE: Record<Status, 'brand' | 'neutral'> = { pass: 'brand', warn: 'neutral', fail: 'neutral', checking: 'neutral' };

/** What each step found, in the page's words (the facts fill them in). */
function useStepText() {
  const { t } = useTranslation();
  return (step: SystemCheckStep, outcome: Outcome | undefined): string => {
    if (!outcome) return t(`systemCheck.checking.${step}`);
    const f = outcome.facts;
    switch (step) {
      case 'browser':
        return outcome.verdict === 'fail' ? localiseMessage(t, SYSTEM_CHECK_TEXT.outdatedBrowser) : t(`systemCheck.browser.${outcome.verdict}`, { name: f['name'], version: f['version'] });
      case 'network':
        return f['state'] === 'offline' ? t('systemCheck.network.offline') : t(`systemCheck.network.${outcome.verdict}`, { mbps: f['mbps'] });
      case 'clock': {
        if (outcome.verdict === 'pass') return t('systemCheck.clock.pass');
        const skew = Number(f['skewSeconds']);
        const minutes = Math.max(1, Math.round(Math.abs(skew) / 60));
        return `${localiseMessage(t, SYSTEM_CHECK_TEXT.clockOutOfSync)} ${t(skew > 0 ? 'systemCheck.clock.ahead' : 'systemCheck.clock.behind', { count: minutes })}`;
      }
      case 'storage':
        return Number(f['freeMb']) < 0 ? t('systemCheck.storage.unknown') : t(`systemCheck.storage.${outcome.verdict}`, { free: formatMb(Number(f['freeMb'])) });
      default:
        return t(`systemCheck.${step}.${outcome.verdict}`);
    }
  };
}

const formatMb = (mb: number): string => (mb >= 1024 ? `${Math.floor(mb / 102.4) / 10} GB` : `${mb} MB`);

/** A step's one-line detail for a support ticket's reader: the figures, in English. */
const detailOf = (outcome: Outcome): string => Object.entries(outcome.facts).map(([key, value]) => `${key}: ${value}`).join(', ');

function Step({ step, outcome, children }: { step: SystemCheckStep; outcome: Outcome | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  const text = useStepText();
  const status: Status = outcome?.verdict ?? 'checking';
  return (
    <li className={stepRow} data-testid={`check-${step}`} data-verdict={status}>
      <h3 className={stepTitle}>{t(`systemCheck.step.${step}`)}</h3>
      <span className={badge({ tone: TONE[status] })} data-testid="check-verdict">{t(`systemCheck.verdict.${status}`)}</span>
      <div className={stepBody}>
        <p className={css({ m: '0' })} data-testid="check-text" aria-live="polite">{text(step, outcome)}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * `/troubleShootWizard/system-configuration-check`: whether this device will hold for a live class or a mock test,
 * step by step with what to do about each (issue 44; docs/decisions/0082-system-check.md). Open to anyone, signed in
 * or not; the finished check is kept in this browser.
 */
export function SystemCheckPage() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const [results, setResults] = useState<Results>({});
  const [run, setRun] = useState(0);
  const [running, setRunning] = useState(true);
  const player = useRef<HTMLVideoElement>(null);
  const title = t('systemCheck.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);

  const set = useCallback((step: SystemCheckStep, outcome: Outcome) => setResults((r) => ({ ...r, [step]: outcome })), []);

  useEffect(() => {
    const abort = new AbortController();
    const found: Results = {};
    const record = (step: SystemCheckStep, outcome: Outcome) => {
      found[step] = outcome;
      if (!abort.signal.aborted) set(step, outcome);
    };
    setResults({});
    setRunning(true);
    void (async () => {
      record('browser', checkBrowser());
      record('storage-access', checkStorageAccess());
      let preview: SystemCheckResponse['preview'] = null;
      try {
        const clock = await checkClock();
        preview = clock.preview;
        record('clock', clock);
      } catch (error) {
        logger.info('system check: the server could not be asked for its time', error);
        record('clock', { verdict: 'fail', facts: { skewSeconds: 0 } });
      }
      record('network', await checkNetwork(abort.signal));
      record('storage', await checkStorage());
      record('media', await checkMedia());
      try {
        record('video', player.current ? await checkVideo(player.current, preview, abort.signal) : { verdict: 'fail', facts: { seconds: 0 } });
      } catch (error) {
        logger.info('system check: the lecture could not be played', error);
        record('video', { verdict: 'fail', facts: { seconds: 0 } });
      }
      if (abort.signal.aborted) return;
      setRunning(false);
      saveSystemCheck({
        checked_at: new Date().toISOString(), user_agent: navigator.userAgent.slice(0, 500),
        steps: SYSTEM_CHECK_STEPS.flatMap((step) => (found[step] ? [{ step, verdict: found[step].verdict, detail: detailOf(found[step]).slice(0, 300) }] : [])),
      });
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) logger.error('system check: a step stopped the check', error);
    });
    return () => abort.abort();
  }, [run, set]);

  const outcomes = SYSTEM_CHECK_STEPS.map((step) => results[step]);
  const attention = outcomes.filter((o) => o && o.verdict !== 'pass').length;
  const keep = async () => {
    await persistStorage();
    set('storage', await checkStorage());
  };
  const askMedia = async () => {
    await askForMedia();
    set('media', await checkMedia());
  };

  return (
    <div data-testid="system-check-page">
      <PageHeader heading={title} introText={t('systemCheck.intro')} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        <div className={page}>
          <section className={panel} aria-labelledby="system-check-title" aria-busy={running}>
            <h2 id="system-check-title" className={summaryTitle} data-testid="system-check-summary">
              {running ? t('systemCheck.running') : attention === 0 ? t('systemCheck.allPassed') : t('systemCheck.attention', { count: attention })}
            </h2>
            <ol className={steps}>
              {SYSTEM_CHECK_STEPS.map((step) => (
                <Step key={step} step={step} outcome={results[step]}>
                  {step === 'storage' && results.storage && results.storage.facts['persisted'] === 'false' && (
                    <div className={actions}>
                      <button type="button" className={button({ variant: 'secondary' })} onClick={() => void keep()} data-testid="check-persist">{t('systemCheck.storage.keep')}</button>
                    </div>
                  )}
                  {step === 'storage' && results.storage?.facts['persisted'] === 'true' && <p className={mutedText}>{t('systemCheck.storage.kept')}</p>}
                  {step === 'media' && results.media && results.media.verdict !== 'pass' && (
                    <div className={actions}>
                      <button type="button" className={button({ variant: 'secondary' })} onClick={() => void askMedia()} data-testid="check-media-test">{t('systemCheck.media.test')}</button>
                    </div>
                  )}
                  {step === 'video' && <video ref={player} className={video} muted playsInline aria-label={t('systemCheck.video.label')} data-testid="check-video-player" />}
                </Step>
              ))}
            </ol>
            <div className={actions}>
              <button type="button" className={button({ variant: 'primary' })} disabled={running} onClick={() => setRun((n) => n + 1)} data-testid="check-again">
                {t('systemCheck.again')}
              </button>
              {!running && <a className={button({ variant: 'secondary' })} href={href(base, routeById('raise-ticket'))} data-testid="check-raise-ticket">{t('systemCheck.raiseTicket')}</a>}
            </div>
            <p className={mutedText}>{t('systemCheck.kept')}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
