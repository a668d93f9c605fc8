import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { DEMAND_CALLS, DEMAND_KINDS, RaiseDemandRequest, type DemandKind } from '../../contract/demand.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { link } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel } from '../../ui/summary.ts';
import { demandHref, demandsHref, VoteButton } from './demand-parts.tsx';
import { bundleId as bundleOfAddress } from './links.ts';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: { base: '6', md: '10' }, maxW: '3xl' });
const similarList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', '& li': { display: 'grid', gap: '1' } });

type Problems = Partial<Record<'kind' | 'title' | 'details', string>>;

/** Titles like the one being typed, a moment after typing stops: an ask that exists already gets a vote instead. */
function useSimilar(title: string) {
  const { slug } = useShell();
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(title.trim().split(/\s+/).filter((w) => w.length >= 3).slice(0, 3).join(' ')), 400);
    return () => clearTimeout(timer);
  }, [title]);
  return useQuery({ ...callQuery(slug, DEMAND_CALLS.demands, { query: { q: words, show: 'open', limit: 3 } }), enabled: words.length >= 3 });
}

/** `/raise-your-demand/raise-demand` (bundleId): a new demand, after a look at what others have asked like it. */
export function RaiseDemandPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const heading = t('support.demand.form.title');
  usePageTitle(heading);
  const enrolled = useQuery(callQuery(slug, LEARNING_CALLS.enrolled, { query: { enrolled: '1' } }));
  const fromAddress = useMemo(bundleOfAddress, []);
  const [kind, setKind] = useState<DemandKind | ''>('');
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [product, setProduct] = useState(fromAddress === null ? '' : String(fromAddress));
  const [problems, setProblems] = useState<Problems>({});
  const [requestId] = useState(() => crypto.randomUUID());
  const similar = useSimilar(title);
  const raise = useWrite(DEMAND_CALLS.raiseDemand, (body: RaiseDemandRequest) => call(DEMAND_CALLS.raiseDemand, { body }), (demand) => {
    showSuccess(t('support.demand.form.sent'));
    window.location.assign(demandHref(base, demand.id));
  });
  const products = enrolled.data?.courses ?? [];
  const listed = products.some((p) => String(p.id) === product);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (raise.isPending || raise.isSuccess) return;
    const body = { kind: kind || undefined, title, details, bundle_id: product === '' ? null : Number(product), request_id: requestId };
    const parsed = RaiseDemandRequest.safeParse(body);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Problems] ??= localiseMessage(t, issue.message);
      setProblems(found);
      return;
    }
    setProblems({});
    raise.mutate(body as RaiseDemandRequest);
  };
  const matches = similar.data?.demands ?? [];
  return (
    <div data-testid="raise-demand-page">
      <PageHeader heading={heading} introText={t('support.demand.form.intro')} crumbs={[{ href: demandsHref(base), label: t('support.demand.title') }]} testId="page-title" />
      <div className={pageContainer}>
        <form className={page} onSubmit={submit} noValidate data-testid="raise-demand-form">
          <Field label={t('support.demand.form.kind')} error={problems.kind} errorTestId="demand-kind-error">
            {(input) => (
              <select {...input} value={kind} onChange={(e) => setKind(e.target.value as DemandKind)} data-testid="demand-kind">
                <option value="">{t('support.demand.form.chooseKind')}</option>
                {DEMAND_KINDS.map((k) => <option key={k} value={k}>{t(`support.demand.kind.${k}`)}</option>)}
              </select>
            )}
          </Field>
          <Field label={t('support.demand.form.name')} hint={t('support.demand.form.nameHint')} error={problems.title} errorTestId="demand-title-error">
            {(input) => <input {...input} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} data-testid="demand-title" />}
          </Field>
          {matches.length > 0 && (
            <section className={cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }))} aria-live="polite" data-testid="demand-similar">
              <p className={css({ m: '0', fontWeight: 'semibold' })}>{t('support.demand.form.similar')}</p>
              <ul className={similarList}>
                {matches.map((d) => (
                  <li key={d.id} data-testid="demand-similar-item">
                    <a className={link()} href={demandHref(base, d.id)}>{d.title}</a>
                    <VoteButton demand={d} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Field label={t('support.demand.form.details')} hint={t('support.demand.form.detailsHint')} error={problems.details}>
            {(input) => <textarea {...input} rows={5} maxLength={2000} value={details} onChange={(e) => setDetails(e.target.value)} data-testid="demand-details" />}
          </Field>
          <Field label={t('support.demand.form.product')}>
            {(input) => (
              <select {...input} value={product} onChange={(e) => setProduct(e.target.value)} data-testid="demand-product">
                <option value="">{t('support.form.noProduct')}</option>
                {products.map((p) => <option key={p.id} value={String(p.id)}>{p.title}</option>)}
                {product !== '' && !listed && <option value={product}>{t('support.form.thisProduct', { id: product })}</option>}
              </select>
            )}
          </Field>
          <div><SubmitButton busy={raise.isPending || raise.isSuccess} label={t('support.demand.form.send')} busyLabel={t('support.demand.form.sending')} testId="demand-send" /></div>
        </form>
      </div>
    </div>
  );
}
