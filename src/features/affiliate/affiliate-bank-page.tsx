import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { AFFILIATE_CALLS, keepsPayoutDetails } from '../../contract/affiliate.ts';
import { EURO_COUNTRIES, PAYOUT_TEXT, PayoutDetailsRequest, type MaskedPayoutDetails, type PayoutCountry } from '../../contract/payout-details.ts';
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
import { button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Field } from '../../ui/field.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const form = css({ display: 'grid', gap: '4' });
const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, gap: '1 6', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } });

type FieldName = 'holder' | 'ifsc' | 'account_number' | 'account_number_again' | 'iban' | 'routing_number' | 'account_type' | 'tax_id';
const SCHEME_FIELDS: Record<'IN' | 'EU' | 'US', FieldName[]> = {
  IN: ['holder', 'ifsc', 'account_number', 'account_number_again', 'tax_id'],
  EU: ['holder', 'iban', 'tax_id'],
  US: ['holder', 'routing_number', 'account_number', 'account_type', 'tax_id'],
};
const schemeOf = (country: PayoutCountry): 'IN' | 'EU' | 'US' => (country === 'IN' || country === 'US' ? country : 'EU');

function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code: string) => names.of(code) ?? code;
  }, [i18n.language]);
}

function OnFile({ details }: { details: MaskedPayoutDetails }) {
  const { t, i18n } = useTranslation();
  const country = useCountryName();
  const scheme = schemeOf(details.country);
  return (
    <dl className={facts} data-testid="payout-on-file">
      <dt>{t('affiliate.bank.country')}</dt><dd>{country(details.country)}</dd>
      <dt>{t('affiliate.bank.holder')}</dt><dd>{details.holder}</dd>
      <dt>{t(`affiliate.bank.bankLabel.${scheme}`)}</dt><dd data-testid="payout-bank">{details.bank}</dd>
      <dt>{t(`affiliate.bank.accountLabel.${scheme}`)}</dt><dd data-testid="payout-account">{details.account}</dd>
      <dt>{t('affiliate.bank.taxId')}</dt><dd data-testid="payout-tax-id">{details.tax_id}</dd>
      <dt>{t('affiliate.bank.updated')}</dt><dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(details.updated_at))}</dd>
    </dl>
  );
}

function DetailsForm({ initialCountry, onDone }: { initialCountry: PayoutCountry; onDone: () => void }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [country, setCountry] = useState<PayoutCountry>(initialCountry);
  const [values, setValues] = useState<Record<FieldName, string>>({ holder: '', ifsc: '', account_number: '', account_number_again: '', iban: '', routing_number: '', account_type: 'checking', tax_id: '' });
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const save = useWrite(AFFILIATE_CALLS.savePayoutDetails, (body: PayoutDetailsRequest) => call(AFFILIATE_CALLS.savePayoutDetails, { body }), () => {
    showSuccess(t('affiliate.bank.saved'));
    onDone();
  });
  const scheme = schemeOf(country);
  const euro = [...EURO_COUNTRIES].sort((a, b) => countryName(a).localeCompare(countryName(b)));
  const set = (name: FieldName) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = Object.fromEntries([['country', country], ...SCHEME_FIELDS[scheme].map((name) => [name, values[name]])]);
    const parsed = PayoutDetailsRequest.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= localiseMessage(t, issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate(input as PayoutDetailsRequest);
  };

  const text = (name: FieldName, extra: { inputMode?: 'numeric' | 'text'; autoComplete?: string; hint?: string } = {}) => (
    <Field key={name} label={t(`affiliate.bank.field.${name}`)} hint={extra.hint} error={problems[name]} errorTestId={`payout-${name}-error`}>
      {(input) => (
        <input {...input} value={values[name]} onChange={set(name)} inputMode={extra.inputMode} autoComplete={extra.autoComplete ?? 'off'} spellCheck={false} data-testid={`payout-${name}`} />
      )}
    </Field>
  );

  return (
    <form className={form} onSubmit={submit} noValidate data-testid="payout-form">
      <Field label={t('affiliate.bank.country')} hint={t('affiliate.bank.countryHint')}>
        {(input) => (
          <select {...input} value={country} onChange={(e) => { setCountry(e.target.value as PayoutCountry); setProblems({}); }} data-testid="payout-country">
            <option value="IN">{countryName('IN')}</option>
            <option value="US">{countryName('US')}</option>
            <optgroup label={t('affiliate.bank.euroArea')}>
              {euro.map((code) => <option key={code} value={code}>{countryName(code)}</option>)}
            </optgroup>
          </select>
        )}
      </Field>
      {text('holder', { autoComplete: 'name' })}
      {scheme === 'IN' && (
        <>
          {text('ifsc', { hint: t('affiliate.bank.hint.ifsc') })}
          {text('account_number', { inputMode: 'numeric' })}
          {text('account_number_again', { inputMode: 'numeric' })}
        </>
      )}
      {scheme === 'EU' && text('iban', { hint: t('affiliate.bank.hint.iban') })}
      {scheme === 'US' && (
        <>
          {text('routing_number', { inputMode: 'numeric', hint: t('affiliate.bank.hint.routing') })}
          {text('account_number', { inputMode: 'numeric' })}
          <Field label={t('affiliate.bank.field.account_type')}>
            {(input) => (
              <select {...input} value={values.account_type} onChange={set('account_type')} data-testid="payout-account_type">
                <option value="checking">{t('affiliate.bank.checking')}</option>
                <option value="savings">{t('affiliate.bank.savings')}</option>
              </select>
            )}
          </Field>
        </>
      )}
      {text('tax_id', { hint: t('affiliate.bank.hint.taxId') })}
      <p className={mutedText}>{t('affiliate.bank.privacy')}</p>
      <div><SubmitButton busy={save.isPending} label={t('affiliate.bank.save')} busyLabel={t('affiliate.bank.saving')} testId="payout-save" /></div>
    </form>
  );
}

/**
 * `/account/affiliate-bank`: where the school pays the affiliate, checked per country (IFSC and account number in
 * India, IBAN in the euro area, routing and account number in the US) with the tax id by SPEC.md section 5; on file,
 * shown masked (docs/decisions/0081-affiliate-programme.md).
 */
export function AffiliateBankPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const affiliate = useQuery(callQuery(slug, AFFILIATE_CALLS.affiliate));
  const details = useQuery(callQuery(slug, AFFILIATE_CALLS.payoutDetails));
  const [editing, setEditing] = useState(false);
  const title = t('affiliate.bank.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const failed = (affiliate.isError && !affiliate.data) || (details.isError && !details.data);
  const member = affiliate.data !== undefined && keepsPayoutDetails(affiliate.data.state);
  const onFile = details.data?.details ?? null;
  const defaultCountry: PayoutCountry = onFile?.country ?? (config.school_config.currency === 1 ? 'US' : config.school_config.currency === 32 ? 'DE' : 'IN');
  return (
    <div data-testid="affiliate-bank-page">
      <PageHeader heading={title} introText={t('affiliate.bank.intro')}
        crumbs={[{ href: href(base, routeById('become-affiliate')), label: t('affiliate.title') }]} testId="page-title" />
      <div className={pageContainer}>
        {failed ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('affiliate.bank.loadFailed')} message={localiseMessage(t, toAppError(affiliate.error ?? details.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => { void affiliate.refetch(); void details.refetch(); }}>{t('shell.readError.retry')}</button>} />
          </div>
        ) : !affiliate.data || !details.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '48' }))} />
          </div>
        ) : !member ? (
          <div className={page}>
            <Callout status="info" title={localiseMessage(t, PAYOUT_TEXT.notAffiliate)} data-testid="payout-not-affiliate">
              <a className={button({ variant: 'secondary' })} href={href(base, routeById('become-affiliate'))}>{t('affiliate.title')}</a>
            </Callout>
            {onFile && <section className={summaryPanel}><OnFile details={onFile} /></section>}
          </div>
        ) : (
          <div className={page}>
            {onFile && (
              <section className={summaryPanel} aria-labelledby="payout-on-file-title">
                <h2 id="payout-on-file-title" className={summaryTitle}>{t('affiliate.bank.onFile')}</h2>
                <OnFile details={onFile} />
                {!editing && <div><button type="button" className={button({ variant: 'secondary' })} onClick={() => setEditing(true)} data-testid="payout-replace">{t('affiliate.bank.replace')}</button></div>}
              </section>
            )}
            {(!onFile || editing) && (
              <section className={summaryPanel} aria-labelledby="payout-form-title">
                <h2 id="payout-form-title" className={summaryTitle}>{onFile ? t('affiliate.bank.newDetails') : t('affiliate.bank.addDetails')}</h2>
                <DetailsForm initialCountry={defaultCountry} onDone={() => setEditing(false)} />
              </section>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
