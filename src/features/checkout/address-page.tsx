import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { BillingAddress, COUNTRY_CODES, INDIAN_STATES, indianStateName, type BillingAddressInput } from '../../contract/billing-address.ts';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { CHECKOUT_CALLS } from '../../contract/checkout.ts';
import { CURRENCIES, isCurrencyCode } from '../../contract/money.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { fieldFailure } from '../account/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { actionRow, pageContainer } from '../../ui/layout.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Field } from '../../ui/field.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { regionName } from './address-format.ts';
import { summaryPanel } from '../../ui/summary.ts';

type FieldName = 'name' | 'company' | 'line1' | 'line2' | 'city' | 'state' | 'postal_code' | 'country' | 'tax_id';
type Values = Record<FieldName, string>;
const FIELDS: readonly FieldName[] = ['name', 'company', 'line1', 'line2', 'city', 'country', 'state', 'postal_code', 'tax_id'];

const form = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, '& > [data-wide]': { gridColumn: { md: '1 / -1' } } });
const select = css({ appearance: 'auto', pr: '3' });
const frame = css({ py: { base: '6', md: '10' }, maxW: '3xl' });

/**
 * SPEC.md's query of `/coursePayment/my-address`, by decision 0048: the purchase it belongs to (courseId, priceId),
 * the address asked for (addressType: billing) and whether the page may be left without one (addressConfig).
 */
function readQuery() {
  const q = new URL(window.location.href).searchParams;
  const positive = (v: string | null) => (v && /^[1-9]\d{0,14}$/.test(v) ? Number(v) : undefined);
  // addressType is always billing (ADDRESS_PAGE.types): nothing we sell ships, so it chooses nothing yet.
  const config = q.get('addressConfig');
  return {
    courseId: positive(q.get('courseId')),
    priceId: positive(q.get('priceId')),
    optional: config === 'optional',
  };
}

/** The first error text of each field, as the contract's schema words it. */
function fieldErrors(values: Values): Partial<Record<FieldName, string>> {
  const parsed = BillingAddress.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as FieldName | undefined;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** `/coursePayment/my-address`: the billing address, remembered for the next purchase; then back to paying. */
export function AddressPage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const [query] = useState(readQuery);
  const saved = useQuery(callQuery(slug, CHECKOUT_CALLS.billingAddress));
  const me = useQuery(callQuery(slug, AUTH_CALLS.me));
  const title = t('checkout.address.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  const currency = config.school_config.currency;
  const homeCountry = isCurrencyCode(currency) ? CURRENCIES[currency].country : 'IN';

  let body;
  if (saved.isError && !saved.data) {
    body = (
      <LoadError title={t('checkout.address.loadFailed')} message={localiseMessage(t, toAppError(saved.error).message)}
        action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void saved.refetch()}>{t('checkout.return.tryAgain')}</button>} />
    );
  } else if (!saved.data || (me.isPending && !saved.data.address)) {
    body = (
      <div aria-busy="true" className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
        <div className={cx(skeleton(), css({ h: '80' }))} />
      </div>
    );
  } else {
    const initial: Values = saved.data.address
      ? { ...saved.data.address }
      : { name: (me.data?.name ?? '').slice(0, 25), company: '', line1: '', line2: '', city: '', state: '', postal_code: '', country: homeCountry, tax_id: '' };
    body = <AddressForm initial={initial} query={query} />;
  }
  return (
    <div data-testid="address-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={cx(pageContainer)}><div className={frame}>{body}</div></div>
    </div>
  );
}

function AddressForm({ initial, query }: { initial: Values; query: ReturnType<typeof readQuery> }) {
  const { t, i18n } = useTranslation();
  const { base, slug } = useShell();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [done, setDone] = useState(false);
  const refs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | null>>>({});

  const payment = query.courseId
    ? `${href(base, routeById('course-payment'), { courseId: query.courseId })}${query.priceId ? `?pricingId=${query.priceId}` : ''}`
    : null;
  const countries = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return COUNTRY_CODES.map((code) => ({ code, name: regionName(code, i18n.language) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.language]);
  const states = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return INDIAN_STATES.map(([code]) => ({ code, name: indianStateName(code, i18n.language) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.language]);
  const india = values.country === 'IN';

  const save = useMutation({
    mutationFn: (address: BillingAddressInput) => call(CHECKOUT_CALLS.saveBillingAddress, { body: address }),
    onSuccess: async () => {
      await invalidateAfter(client, slug, CHECKOUT_CALLS.saveBillingAddress);
      if (payment) window.location.assign(payment);
      else setDone(true);
    },
    onError: (error) => {
      const failure = fieldFailure(error);
      const field = FIELDS.find((name) => name === failure?.field);
      if (failure && field) {
        setErrors({ [field]: failure.message });
        refs.current[field]?.focus();
      }
    },
  });

  const set = (name: FieldName) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDone(false);
    setValues((v) => ({ ...v, [name]: value, ...(name === 'country' ? { state: '', postal_code: v.postal_code } : {}) }));
    if (errors[name]) setErrors((old) => ({ ...old, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    save.mutate(values);
  };

  const error = (name: FieldName) => (errors[name] ? localiseMessage(t, errors[name]) : undefined);
  const text = (name: FieldName, label: string, opts: { autoComplete: string; wide?: boolean; hint?: string; inputMode?: 'numeric' | 'text' } ) => (
    <div data-wide={opts.wide ? '' : undefined}>
      <Field label={label} hint={opts.hint} error={error(name)} errorTestId={`error-${name}`}>
        {(input) => (
          <input {...input} ref={(el) => { refs.current[name] = el; }} name={name} value={values[name]} onChange={set(name)} autoComplete={opts.autoComplete}
            inputMode={opts.inputMode} data-testid={`address-${name}`} />
        )}
      </Field>
    </div>
  );
  const blamed = save.error ? FIELDS.includes(fieldFailure(save.error)?.field as FieldName) : false;
  const serverError = save.error && !blamed ? localiseMessage(t, toAppError(save.error).message) : null;

  return (
    <form onSubmit={submit} noValidate className={cx(summaryPanel)} aria-labelledby="address-lead" data-testid="address-form">
      <p id="address-lead" className={css({ m: '0', color: 'fg.muted' })}>{india ? t('checkout.address.lead') : t('checkout.address.leadOther')}</p>
      <div className={form}>
        {text('name', t('checkout.address.name'), { autoComplete: 'billing name' })}
        {text('company', t('checkout.address.company'), { autoComplete: 'billing organization' })}
        {text('line1', t('checkout.address.line1'), { autoComplete: 'billing address-line1', wide: true })}
        {text('line2', t('checkout.address.line2'), { autoComplete: 'billing address-line2', wide: true })}
        {text('city', t('checkout.address.city'), { autoComplete: 'billing address-level2' })}
        <div>
          <Field label={t('checkout.address.country')} error={error('country')} errorTestId="error-country">
            {(input) => (
              <select {...input} ref={(el) => { refs.current.country = el; }} className={cx(input.className, select)} name="country" value={values.country} onChange={set('country')}
                autoComplete="billing country" data-testid="address-country">
                {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
              </select>
            )}
          </Field>
        </div>
        {india ? (
          <div>
            <Field label={t('checkout.address.state')} error={error('state')} errorTestId="error-state">
              {(input) => (
                <select {...input} ref={(el) => { refs.current.state = el; }} className={cx(input.className, select)} name="state" value={values.state} onChange={set('state')}
                  autoComplete="billing address-level1" aria-required="true" data-testid="address-state">
                  <option value="">{t('checkout.address.chooseState')}</option>
                  {states.map((s) => <option key={s.code} value={s.code}>{s.name}</option>)}
                </select>
              )}
            </Field>
          </div>
        ) : (
          text('state', t('checkout.address.region'), { autoComplete: 'billing address-level1' })
        )}
        {text('postal_code', india ? t('checkout.address.pin') : t('checkout.address.postal'), { autoComplete: 'billing postal-code', inputMode: india ? 'numeric' : 'text' })}
        {text('tax_id', india ? t('checkout.address.taxId') : t('checkout.address.taxIdOther'), { autoComplete: 'off', wide: true, hint: india ? t('checkout.address.taxIdHint') : t('checkout.address.taxIdHintOther') })}
      </div>
      {serverError && <Callout status="error" data-testid="address-error">{serverError}</Callout>}
      {done && <Callout status="success" data-testid="address-saved">{t('checkout.address.saved')}</Callout>}
      <div className={actionRow}>
        <Button type="submit" busy={save.isPending} data-testid="save-address">{payment ? t('checkout.address.save') : t('checkout.address.saveOnly')}</Button>
        {payment && query.optional && <a className={button({ variant: 'ghost' })} href={payment} data-testid="skip-address">{t('checkout.address.skip')}</a>}
        {payment && !query.optional && <a className={button({ variant: 'ghost' })} href={payment}>{t('checkout.address.back')}</a>}
      </div>
    </form>
  );
}
