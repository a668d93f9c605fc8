import SignaturePad from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { SignatureMark } from '../../contract/esign.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { button } from '../../ui/button.tsx';
import { FieldError } from '../../ui/field.tsx';
import { Tabs } from '../../ui/tabs.tsx';

/** What the form reads from the field when the learner signs: their mark as PNG, or null when there is none. */
export interface SignatureFieldHandle {
  read(name: string): SignatureMark | null;
}

// The pad is paper in either colour mode: ink on white, as the signature will look in the PDF.
const INK = '#1c2541';
const paper = css({
  display: 'block', w: 'full', h: '40', bg: 'white', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'fg.muted', borderRadius: 'md',
  touchAction: 'none', cursor: 'crosshair',
});
const typedPreview = css({
  display: 'flex', alignItems: 'center', minH: '24', px: '4', bg: 'white', color: INK, borderWidth: '1px', borderStyle: 'dashed',
  borderColor: 'fg.muted', borderRadius: 'md', fontFamily: 'cursive', fontStyle: 'italic', fontSize: '3xl', overflowWrap: 'anywhere',
});
const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', mt: '2', flexWrap: 'wrap' });
const hint = css({ color: 'fg.muted', fontSize: 'sm' });

const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** The typed name drawn as the PDF will show it: the browser's cursive face, ink on transparent. */
function typedPng(name: string): string {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d')!;
  const font = 'italic 56px cursive';
  context.font = font;
  const width = Math.min(1600, Math.ceil(context.measureText(name).width) + 40);
  canvas.width = Math.max(120, width);
  canvas.height = 96;
  context.font = font;
  context.fillStyle = INK;
  context.textBaseline = 'middle';
  context.fillText(name, 20, 50, canvas.width - 40);
  return base64Of(canvas.toDataURL('image/png'));
}

/**
 * The learner's signature, typed or drawn (signature_pad). Typed shows their name in a handwriting face; drawn takes
 * pen, finger or mouse on a pad that keeps its strokes through a resize. Either way the form gets a PNG.
 */
export const SignatureField = forwardRef<SignatureFieldHandle, { name: string; error?: string | undefined }>(function SignatureField({ name, error }, ref) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    if (mode !== 'drawn' || !canvas.current) return;
    const element = canvas.current;
    const signature = new SignaturePad(element, { penColor: INK, minWidth: 0.8, maxWidth: 2.6 });
    pad.current = signature;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(element.offsetWidth * ratio);
      const height = Math.round(element.offsetHeight * ratio);
      // Resizing clears the canvas (and a stroke under way): only when its size really changed.
      if (width === element.width && height === element.height) return;
      const data = signature.toData();
      element.width = width;
      element.height = height;
      element.getContext('2d')!.scale(ratio, ratio);
      signature.clear();
      signature.fromData(data);
    };
    fit();
    const onEnd = () => setDrawn(!signature.isEmpty());
    signature.addEventListener('endStroke', onEnd);
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      signature.removeEventListener('endStroke', onEnd);
      signature.off();
      pad.current = null;
    };
  }, [mode]);

  useImperativeHandle(ref, () => ({
    read(signer: string) {
      if (mode === 'typed') return signer.trim() ? { kind: 'typed', png: typedPng(signer.trim()) } : null;
      const signature = pad.current;
      return signature && !signature.isEmpty() ? { kind: 'drawn', png: base64Of(signature.toDataURL('image/png')) } : null;
    },
  }), [mode]);

  return (
    <fieldset className={css({ border: 'none', m: '0', p: '0', display: 'grid', gap: '2' })} data-testid="signature-field">
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t('esign.form.signature')}</legend>
      <Tabs.Root value={mode} onValueChange={(details) => setMode(details.value as 'typed' | 'drawn')} translations={{ listLabel: t('esign.form.signature') }}>
        <Tabs.List>
          <Tabs.Trigger value="typed" data-testid="signature-type">{t('esign.form.type')}</Tabs.Trigger>
          <Tabs.Trigger value="drawn" data-testid="signature-draw">{t('esign.form.draw')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="typed">
          <div className={typedPreview} data-testid="signature-typed" aria-live="polite">{name.trim() || <span className={hint}>{t('esign.form.typeHint')}</span>}</div>
        </Tabs.Content>
        <Tabs.Content value="drawn">
          <canvas ref={canvas} className={paper} role="img" aria-label={t('esign.form.padLabel')} data-testid="signature-pad" />
          <div className={row}>
            <span className={hint}>{t('esign.form.drawHint')}</span>
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={!drawn}
              onClick={() => { pad.current?.clear(); setDrawn(false); }} data-testid="signature-clear">
              {t('esign.form.clear')}
            </button>
          </div>
        </Tabs.Content>
      </Tabs.Root>
      <FieldError error={error} testId="signature-error" />
    </fieldset>
  );
});
