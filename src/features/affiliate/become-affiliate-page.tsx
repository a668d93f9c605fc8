import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { AFFILIATE_CALLS, ApplyRequest, keepsPayoutDetails, type AffiliateResponse, type AffiliateState } from '../../contract/affiliate.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Field } from '../../ui/field.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const terms = css({ m: '0', pl: '5', display: 'grid', gap: '2', listStyle: 'disc' });
const form = css({ display: 'grid', gap: '4' });
const textarea = css({ minH: '32', py: '2.5', resize: 'vertical', lineHeight: '1.5' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const history = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const historyRow = css({ display: 'grid', gap: '0.5', pt: '3', borderTopWidth: '1px', borderColor: 'border.default', _first: { pt: '0', borderTopWidth: '0' } });

const TONE: Record<AffiliateState, 'brand' | 'neutral'> = {
  non_affiliate: 'neutral', admin_approval_pending: 'neutral', learner_approval_pending: 'brand', active_affiliate: 'brand',
  inactive_affiliate: 'neutral', blocked_affiliate: 'neutral', admin_rejected: 'neutral', learner_rejected: 'neutral',
};

function Terms({ data }: { data: AffiliateResponse }) {
  const { t } = useTranslation();
  const { programme } = data;
  return (
    <ul className={terms} data-testid="affiliate-terms">
      <li>{t('affiliate.terms.commission', { percent: programme.commission_percent })}</li>
      <li>{t('affiliate.terms.window', { count: programme.attribution_days })}</li>
      <li>{t('affiliate.terms.hold', { count: programme.hold_days })}</li>
    </ul>
  );
}

function ApplyForm({ data }: { data: AffiliateResponse }) {
  const { t } = useTranslation();
  const [pitch, setPitch] = useState(data.pitch);
  const [website, setWebsite] = useState(data.website);
  const [problems, setProblems] = useState<{ pitch?: string; website?: string }>({});
  const apply = useWrite(AFFILIATE_CALLS.affiliateApply, (body: ApplyRequest) => call(AFFILIATE_CALLS.affiliateApply, { body }), () => showSuccess(t('affiliate.applied')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const parsed = ApplyRequest.safeParse({ pitch, website: website.trim() });
    if (!parsed.success) {
      const found: { pitch?: string; website?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'pitch' | 'website';
        found[field] ??= localiseMessage(t, issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    apply.mutate(parsed.data);
  };
  return (
    <form className={form} onSubmit={submit} noValidate data-testid="affiliate-apply">
      <Field label={t('affiliate.form.pitch')} hint={t('affiliate.form.pitchHint')} error={problems.pitch} errorTestId="affiliate-pitch-error">
        {(input) => <textarea {...input} className={cx(input.className, textarea)} value={pitch} maxLength={1000} onChange={(e) => setPitch(e.target.value)} data-testid="affiliate-pitch" />}
      </Field>
      <Field label={t('affiliate.form.website')} hint={t('affiliate.form.websiteHint')} error={problems.website} errorTestId="affiliate-website-error">
        {(input) => <input {...input} type="url" inputMode="url" value={website} maxLength={300} onChange={(e) => setWebsite(e.target.value)} data-testid="affiliate-website" />}
      </Field>
      <div><SubmitButton busy={apply.isPending} label={t('affiliate.form.submit')} busyLabel={t('affiliate.form.sending')} testId="affiliate-submit" /></div>
    </form>
  );
}

/** The learner's own moves: answering an invitation, or pausing. */
function LearnerMoves({ data }: { data: AffiliateResponse }) {
  const { t } = useTranslation();
  const move = useWrite(AFFILIATE_CALLS.affiliateMove, (m: 'accept' | 'decline' | 'pause') => call(AFFILIATE_CALLS.affiliateMove, { body: { move: m } }),
    (_, m) => showSuccess(t(`affiliate.moved.${m}`)));
  const open = data.moves.filter((m): m is 'accept' | 'decline' | 'pause' => m === 'accept' || m === 'decline' || m === 'pause');
  if (open.length === 0) return null;
  return (
    <div className={actions}>
      {open.map((m) => (
        <button key={m} type="button" className={button({ variant: m === 'accept' ? 'primary' : 'secondary' })} disabled={move.isPending}
          onClick={() => move.mutate(m)} data-testid={`affiliate-${m}`}>
          {t(`affiliate.move.${m}`)}
        </button>
      ))}
    </div>
  );
}

function Standing({ data }: { data: AffiliateResponse }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const school = config.school_config.school_name;
  const lastNote = data.history.find((e) => e.by === 'admin')?.note;
  const open = data.moves.includes('apply');
  return (
    <section className={summaryPanel} aria-labelledby="affiliate-standing-title">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h2 id="affiliate-standing-title" className={summaryTitle}>{t(`affiliate.heading.${data.state}`, { school })}</h2>
        <span className={badge({ tone: TONE[data.state] })} data-testid="affiliate-state" data-state={data.state}>{t(`affiliate.state.${data.state}`)}</span>
      </div>
      <p className={mutedText} data-testid="affiliate-explain">{t(`affiliate.explain.${data.state}`, { school, email: config.school_config.support_email })}</p>
      {lastNote && (data.state === 'admin_rejected' || data.state === 'blocked_affiliate' || data.state === 'inactive_affiliate') && (
        <Callout status="info" title={t('affiliate.note')} data-testid="affiliate-note">{lastNote}</Callout>
      )}
      {data.state !== 'non_affiliate' && <Terms data={data} />}
      <LearnerMoves data={data} />
      {open && <ApplyForm data={data} />}
      {(data.state === 'active_affiliate' || data.state === 'inactive_affiliate') && (
        <p><a className={button({ variant: 'primary' })} href={href(base, routeById('product-links'))} data-testid="affiliate-links-link">{t('affiliate.linksLink')}</a></p>
      )}
      {keepsPayoutDetails(data.state) && (
        <p><a className={link()} href={href(base, routeById('affiliate-bank'))} data-testid="affiliate-bank-link">{t('affiliate.bankLink')}</a></p>
      )}
    </section>
  );
}

function History({ data }: { data: AffiliateResponse }) {
  const { t, i18n } = useTranslation();
  if (data.history.length === 0) return null;
  const when = (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <section className={summaryPanel} aria-labelledby="affiliate-history-title">
      <h2 id="affiliate-history-title" className={summaryTitle}>{t('affiliate.history')}</h2>
      <ul className={history} data-testid="affiliate-history">
        {data.history.map((e, i) => (
          <li key={`${e.at}-${i}`} className={historyRow}>
            <span>{t(`affiliate.event.${e.move}`)}</span>
            <span className={mutedText}>{when(e.at)}{e.note ? ` · ${e.note}` : ''}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/account/become-affiliate`: the school's programme and where the learner stands in it (SPEC.md section 4's
 * affiliate states): the application to send, an invitation to answer, the wait for an admin, or the affiliate's
 * own account (docs/decisions/0081-affiliate-programme.md).
 */
export function BecomeAffiliatePage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const affiliate = useQuery(callQuery(slug, AFFILIATE_CALLS.affiliate));
  const title = t('affiliate.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  return (
    <div data-testid="affiliate-page">
      <PageHeader heading={title} introText={affiliate.data ? t('affiliate.intro', { percent: affiliate.data.programme.commission_percent }) : undefined}
        crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {affiliate.isError && !affiliate.data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('affiliate.loadFailed')} message={localiseMessage(t, toAppError(affiliate.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void affiliate.refetch()}>{t('shell.readError.retry')}</button>} />
          </div>
        ) : !affiliate.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '48' }))} />
          </div>
        ) : (
          <div className={page}>
            {affiliate.data.state === 'non_affiliate' && (
              <section className={summaryPanel} aria-labelledby="affiliate-how-title">
                <h2 id="affiliate-how-title" className={summaryTitle}>{t('affiliate.how')}</h2>
                <Terms data={affiliate.data} />
              </section>
            )}
            <Standing data={affiliate.data} />
            <History data={affiliate.data} />
          </div>
        )}
      </div>
    </div>
  );
}
