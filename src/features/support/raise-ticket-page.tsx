import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { ISSUE_TYPES, RaiseTicketRequest, SUPPORT_CALLS, type IssueType, type TicketFile } from '../../contract/support.ts';
import type { SystemCheckResult } from '../../contract/system-check.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { link } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FieldError } from '../../ui/field.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { lastSystemCheck } from '../../lib/last-system-check.ts';
import { DeviceFacts } from './device-facts.tsx';
import { deviceInfo } from './device-info.ts';
import { bundleId as bundleOfAddress, bundleQuery, ticketHref } from './links.ts';
import { useWhen } from './status.tsx';
import { FilePicker } from './ticket-files.tsx';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const form = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5' });
type Problems = Partial<Record<'issue_type' | 'description' | 'acknowledged', string>>;

/**
 * `/support/raise-ticket` (bundleId): a new ticket. SPEC.md section 5 asks for an issue type, a description and the
 * acknowledgement that device information is shared; the information is shown here, as it will be sent, before the
 * learner agrees. The last system check of this device goes with it in one click.
 */
export function RaiseTicketPage() {
  const { t, i18n } = useTranslation();
  const { slug, base } = useShell();
  const when = useWhen();
  const heading = t('support.form.title');
  usePageTitle(heading);
  const enrolled = useQuery(callQuery(slug, LEARNING_CALLS.enrolled, { query: { enrolled: '1' } }));
  const fromAddress = useMemo(bundleOfAddress, []);
  const [issueType, setIssueType] = useState<IssueType | ''>('');
  const [product, setProduct] = useState<string>(fromAddress === null ? '' : String(fromAddress));
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<TicketFile[]>([]);
  const [check] = useState<SystemCheckResult | null>(lastSystemCheck);
  const [withCheck, setWithCheck] = useState(check !== null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [requestId] = useState(() => crypto.randomUUID());
  // Read once, when the page opens and shows it: what the learner agrees to is what is sent.
  const [device] = useState(() => deviceInfo(i18n.language));
  const raise = useWrite(SUPPORT_CALLS.raiseTicket, (body: RaiseTicketRequest) => call(SUPPORT_CALLS.raiseTicket, { body }), (ticket) => {
    showSuccess(t('support.form.sent', { id: ticket.id }));
    window.location.assign(ticketHref(base, ticket.id));
  });

  const products = enrolled.data?.courses ?? [];
  const listed = products.some((p) => String(p.id) === product);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (raise.isPending || raise.isSuccess) return;
    const body = {
      issue_type: issueType || undefined, description, acknowledged, device, system_check: withCheck ? check : null,
      bundle_id: product === '' ? null : Number(product), files: files.map((f) => f.file), request_id: requestId,
    };
    const parsed = RaiseTicketRequest.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Problems;
        found[name] ??= localiseMessage(t, issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    raise.mutate(body as RaiseTicketRequest);
  };
  const checkCounts = check ? {
    passed: check.steps.filter((s) => s.verdict === 'pass').length,
    warned: check.steps.filter((s) => s.verdict === 'warn').length,
    failed: check.steps.filter((s) => s.verdict === 'fail').length,
  } : null;

  return (
    <div data-testid="raise-ticket-page">
      <PageHeader heading={heading} introText={t('support.form.intro')} crumbs={[{ href: `${href(base, routeById('support-list'))}${bundleQuery()}`, label: t('support.title') }]} testId="page-title" />
      <div className={pageContainer}>
        <form className={cx(page, form)} onSubmit={submit} noValidate data-testid="raise-ticket-form">
          <Field label={t('support.form.issueType')} error={problems.issue_type} errorTestId="ticket-issue-type-error">
            {(input) => (
              <select {...input} value={issueType} onChange={(e) => setIssueType(e.target.value as IssueType)} data-testid="ticket-issue-type">
                <option value="">{t('support.form.chooseType')}</option>
                {ISSUE_TYPES.map((type) => <option key={type} value={type}>{t(`support.issueType.${type}`)}</option>)}
              </select>
            )}
          </Field>
          <Field label={t('support.form.product')}>
            {(input) => (
              <select {...input} value={product} onChange={(e) => setProduct(e.target.value)} data-testid="ticket-product">
                <option value="">{t('support.form.noProduct')}</option>
                {products.map((p) => <option key={p.id} value={String(p.id)}>{p.title}</option>)}
                {product !== '' && !listed && <option value={product}>{t('support.form.thisProduct', { id: product })}</option>}
              </select>
            )}
          </Field>
          <Field label={t('support.form.description')} hint={t('support.form.descriptionHint')} error={problems.description} errorTestId="ticket-description-error">
            {(input) => <textarea {...input} rows={6} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="ticket-description" />}
          </Field>
          <div className={css({ display: 'grid', gap: '2' })}>
            <span className={css({ fontWeight: 'semibold' })}>{t('support.form.files')}</span>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('support.form.filesHint')}</span>
            <FilePicker files={files} onChange={setFiles} />
          </div>
          <section className={summaryPanel} aria-labelledby="ticket-device-title">
            <h2 id="ticket-device-title" className={summaryTitle}>{t('support.form.device')}</h2>
            <p className={css({ m: '0' })}>{t('support.form.deviceIntro')}</p>
            <DeviceFacts device={device} testId="ticket-device" />
            {check && checkCounts ? (
              <Checkbox checked={withCheck} onChange={(e) => setWithCheck(e.currentTarget.checked)} data-testid="ticket-attach-check"
                label={t('support.form.systemCheck', { date: when(check.checked_at) })} hint={t('support.form.systemCheckHint', checkCounts)} />
            ) : (
              <p className={css({ m: '0', color: 'fg.muted' })} data-testid="ticket-no-check">
                {t('support.form.noSystemCheck')} <a className={link()} href={href(base, routeById('system-check'))}>{t('support.form.runCheck')}</a>
              </p>
            )}
          </section>
          <div className={css({ display: 'grid', gap: '1' })}>
            <Checkbox checked={acknowledged} onChange={(e) => setAcknowledged(e.currentTarget.checked)} label={t('support.form.acknowledge')}
              aria-invalid={problems.acknowledged ? true : undefined} data-testid="ticket-acknowledge" />
            <FieldError error={problems.acknowledged} testId="ticket-acknowledge-error" />
          </div>
          <div><SubmitButton busy={raise.isPending || raise.isSuccess} label={t('support.form.send')} busyLabel={t('support.form.sending')} testId="ticket-send" /></div>
        </form>
      </div>
    </div>
  );
}
