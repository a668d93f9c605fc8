import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { REPORT_REASON, type ReportReason } from '../../contract/moderation.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { button } from '../../ui/button.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { srOnly } from '../../ui/layout.ts';

const reasons = css({ display: 'grid', gap: '2', border: '0', p: '0', m: '0', '& label': { display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' } });

/** Asks why a post or a review is reported, then reports it (`onReport`); shared by communities and course reviews. */
export function ReportDialog({ open, onOpenChange, title, text, busy, onReport }: {
  open: boolean; onOpenChange: (open: boolean) => void; title: string; text: string; busy: boolean; onReport: (reason: ReportReason) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      actions={(
        <>
          <DialogClose className={button({ variant: 'secondary' })}>{t('community.reportDialog.cancel')}</DialogClose>
          <button type="button" className={button()} aria-busy={busy || undefined} data-testid="report-submit" onClick={() => !busy && onReport(reason)}>{t('community.reportDialog.submit')}</button>
        </>
      )}
    >
      <fieldset className={reasons}>
        <legend className={srOnly}>{title}</legend>
        {REPORT_REASON.map((r) => (
          <label key={r}><input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} />{t(`community.reportDialog.reason.${r}`)}</label>
        ))}
      </fieldset>
    </Dialog>
  );
}
