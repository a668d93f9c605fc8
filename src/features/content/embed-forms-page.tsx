import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { parseSiteContent } from '../../contract/site-content.ts';
import { css, cx } from 'styled-system/css';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { EmbedFormView } from './embed-form.tsx';
import { card } from '../../ui/card.tsx';
import { mutedText } from '../../ui/layout.ts';

const page = css({ maxW: '2xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '12' }, display: 'grid', gap: { base: '6', md: '8' } });
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', color: 'fg.default' });

// In a frame on the school's own site the form is the whole page: the school's header and footer (the layout's
// direct children of <body>) would repeat the site around it. Inline styles are allowed by the page's CSP.
const FRAMED_STYLE = 'html[data-framed] body > header, html[data-framed] body > footer { display: none; }';

function useFramedMode(): void {
  useEffect(() => {
    let framed = false;
    try {
      framed = window.self !== window.top;
    } catch {
      // A cross-origin parent may refuse even the comparison: framed all the same.
      framed = true;
    }
    if (framed) document.documentElement.dataset.framed = '';
  }, []);
}

/** /embed-forms: the school's forms (a call-back request, a scholarship enquiry), as a page it can also frame. */
export function EmbedFormsPage() {
  const { t } = useTranslation();
  const { config } = useShell();
  const forms = useMemo(() => parseSiteContent(config.custom_templates).content.embedForms, [config.custom_templates]);
  useFramedMode();
  const single = forms.length === 1;
  return (
    <div className={page}>
      <style>{FRAMED_STYLE}</style>
      {!single && <h1 className={title}>{t('content.embed.title', { school: config.school_config.school_name })}</h1>}
      {forms.length === 0 && <p className={cx(mutedText, css({ fontSize: 'md' }))} data-testid="no-forms">{t('content.embed.none')}</p>}
      {forms.map((form) => (
        <div key={form.id} className={card()}>
          <EmbedFormView form={form} headingLevel={single ? 1 : 2} />
        </div>
      ))}
    </div>
  );
}
