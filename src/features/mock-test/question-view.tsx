import { memo, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { ANSWER_SHEET_MAX_MB, MOCK_TEST_CALLS, MOCK_TEST_TEXT, type QuestionView as Question, type Response, UploadFileResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { apiFetch } from '../../platform/errors/api-fetch.ts';
import { nativeName } from '../../platform/shell/language-preference.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button } from '../../ui/button.tsx';
import { renderInline, renderRich } from './rich.ts';
import * as s from './styles.ts';

export interface AnswerProps {
  question: Question;
  response: Response | null;
  /** A change the learner made: recorded at once. */
  onChange: (response: Response | null) => void;
  /** Typing: shown at once, recorded after a pause or on leaving the field. */
  onDraft: (response: Response | null) => void;
  attemptId: number;
  disabled: boolean;
}

const NUMERIC = /^-?\d{0,12}(\.\d{0,6})?$/;

function Choice({ question, response, onChange, disabled }: AnswerProps) {
  const { t } = useTranslation();
  const chosen = response?.kind === 'choice' ? response.option_ids : [];
  const name = useId();
  const rendered = useMemo(() => question.options.map((o) => renderInline(o.text)), [question.options]);
  const toggle = (id: string, on: boolean) => {
    const next = question.multiple ? (on ? [...chosen, id].sort() : chosen.filter((c) => c !== id)) : [id];
    onChange(next.length ? { kind: 'choice', option_ids: next } : null);
  };
  return (
    <fieldset className={s.options} disabled={disabled}>
      <legend className={s.srOnly}>{question.multiple ? t('mockTest.answer.chooseAll') : t('mockTest.answer.chooseOne')}</legend>
      {question.multiple && <p className={s.hint}>{t('mockTest.answer.chooseAll')}</p>}
      {question.options.map((option, i) => (
        <label key={option.id} className={s.option} data-testid="option" data-option={option.id} data-chosen={chosen.includes(option.id)}>
          <input
            type={question.multiple ? 'checkbox' : 'radio'}
            name={name}
            className={s.optionInput}
            checked={chosen.includes(option.id)}
            onChange={(e) => toggle(option.id, e.currentTarget.checked)}
          />
          <span className={s.optionLetter} aria-hidden="true">{option.id.toUpperCase()}</span>
          <span className={s.rich} dangerouslySetInnerHTML={{ __html: rendered[i]! }} />
        </label>
      ))}
    </fieldset>
  );
}

function NumericAnswer({ response, onDraft, onChange, disabled }: AnswerProps) {
  const { t } = useTranslation();
  const value = response?.kind === 'numeric' ? response.value : '';
  const id = useId();
  const set = (raw: string) => {
    const next = raw.trim();
    if (!NUMERIC.test(next)) return;
    onDraft(next === '' ? null : { kind: 'numeric', value: next });
  };
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>{t('mockTest.answer.numeric')}</label>
      <input id={id} className={s.input} inputMode="decimal" autoComplete="off" value={value} disabled={disabled} data-testid="numeric-answer"
        onChange={(e) => set(e.currentTarget.value)} onBlur={() => onChange(response)} />
      <p className={s.hint}>{t('mockTest.answer.numericHint')}</p>
    </div>
  );
}

function BlanksAnswer({ question, response, onDraft, onChange, disabled }: AnswerProps) {
  const { t } = useTranslation();
  const values = response?.kind === 'blanks' ? response.values : Array.from({ length: question.blanks }, () => '');
  const base = useId();
  return (
    <div className={s.options}>
      {values.map((value, i) => (
        <div key={i} className={s.field}>
          <label htmlFor={`${base}-${i}`} className={s.label}>{t('mockTest.answer.blank', { n: i + 1 })}</label>
          <input id={`${base}-${i}`} className={s.input} autoComplete="off" spellCheck={false} value={value} disabled={disabled} data-testid="blank-answer" maxLength={200}
            onChange={(e) => {
              const next = values.map((v, j) => (j === i ? e.currentTarget.value : v));
              onDraft(next.some((v) => v.trim() !== '') ? { kind: 'blanks', values: next } : null);
            }}
            onBlur={() => onChange(response)} />
        </div>
      ))}
    </div>
  );
}

function SubjectiveAnswer({ question, response, onDraft, onChange, disabled, attemptId }: AnswerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const text = response?.kind === 'text' ? response.text : '';
  const takesText = question.answer_format !== 'upload';
  const takesUpload = question.answer_format !== 'text';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.type !== 'application/pdf' || !/\.pdf$/i.test(file.name)) {
      setUpload({ busy: false, error: localiseMessage(t, MOCK_TEST_TEXT.answerSheetPdf) });
      return;
    }
    if (file.size > ANSWER_SHEET_MAX_MB * 1024 * 1024) {
      setUpload({ busy: false, error: t('mockTest.answer.tooLarge', { max: ANSWER_SHEET_MAX_MB }) });
      return;
    }
    setUpload({ busy: true, error: null });
    try {
      const grant = await call(MOCK_TEST_CALLS.answerSheetUpload, { params: { attemptId }, body: { question_id: question.id, name: file.name, content_type: file.type, size: file.size } });
      await apiFetch(grant.url, UploadFileResponse, { method: 'PUT', body: file, headers: { 'content-type': 'application/pdf' }, timeoutMs: 120_000 });
      onChange({ kind: 'upload', file: grant.file, name: file.name.slice(0, 200) });
      setUpload({ busy: false, error: null });
    } catch (error) {
      const problem = toAppError(error);
      setUpload({ busy: false, error: problem.httpStatus ? localiseMessage(t, problem.message) : t('mockTest.answer.uploadFailed') });
    }
  };

  return (
    <div className={s.options}>
      {takesText && response?.kind !== 'upload' && (
        <div className={s.field}>
          <label htmlFor={id} className={s.label}>{t('mockTest.answer.text')}</label>
          <textarea id={id} className={cx(s.input, css({ minH: '48', resize: 'vertical' }))} value={text} disabled={disabled} maxLength={20_000} data-testid="text-answer"
            onChange={(e) => onDraft(e.currentTarget.value.trim() ? { kind: 'text', text: e.currentTarget.value } : null)} onBlur={() => onChange(response)} />
        </div>
      )}
      {takesUpload && (
        <div className={s.field}>
          {response?.kind === 'upload' ? (
            <p className={s.uploaded} data-testid="answer-sheet">{t('mockTest.answer.uploaded', { name: response.name })}</p>
          ) : (
            <p className={s.hint}>{t('mockTest.answer.uploadHint', { max: ANSWER_SHEET_MAX_MB })}</p>
          )}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="secondary" busy={upload.busy} disabled={disabled} onClick={() => fileInput.current?.click()} data-testid="upload-answer-sheet">
              {response?.kind === 'upload' ? t('mockTest.answer.replaceSheet') : t('mockTest.answer.uploadSheet')}
            </Button>
            {response?.kind === 'upload' && <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>{t('mockTest.answer.removeSheet')}</Button>}
          </div>
          <input ref={fileInput} type="file" accept="application/pdf,.pdf" className={s.srOnly} tabIndex={-1} aria-hidden="true" onChange={(e) => void onFile(e)} data-testid="answer-sheet-input" />
          {upload.error && <p className={s.error} role="alert" data-testid="upload-error">{upload.error}</p>}
        </div>
      )}
    </div>
  );
}

function FeedbackAnswer({ response, onChange, onDraft, disabled }: AnswerProps) {
  const { t } = useTranslation();
  const rating = response?.kind === 'feedback' ? response.rating : 0;
  const comment = response?.kind === 'feedback' ? response.comment : '';
  const id = useId();
  return (
    <div className={s.options}>
      <fieldset className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: 'none', p: '0', m: '0' })} disabled={disabled}>
        <legend className={s.label}>{t('mockTest.answer.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={s.ratingChip} data-chosen={rating === n}>
            <input type="radio" name={`${id}-rating`} className={s.optionInput} checked={rating === n} onChange={() => onChange({ kind: 'feedback', rating: n, comment })} />
            {n}
          </label>
        ))}
      </fieldset>
      <div className={s.field}>
        <label htmlFor={id} className={s.label}>{t('mockTest.answer.comment')}</label>
        <textarea id={id} className={s.input} value={comment} disabled={disabled || rating === 0} maxLength={2000}
          onChange={(e) => onDraft({ kind: 'feedback', rating: rating || 3, comment: e.currentTarget.value })} onBlur={() => onChange(response)} />
      </div>
    </div>
  );
}

/**
 * A question and its answer control, by type (SPEC.md section 3). Memoised: the window re-renders on sync and
 * palette changes that leave the question as it was.
 */
/** The "View in" choice (issue 39, 20): the languages the paper is written in, and the one the learner reads. */
export interface ViewIn {
  languages: readonly string[];
  language: string;
  onChange: (language: string) => void;
}

function ViewInChoice({ languages, language, onChange }: ViewIn) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={s.viewIn}>
      <label htmlFor={id}>{t('mockTest.window.viewIn')}</label>
      <select id={id} className={s.viewInSelect} value={language} onChange={(event) => onChange(event.target.value)} data-testid="view-in">
        {languages.map((code) => <option key={code} value={code} lang={code}>{nativeName(code)}</option>)}
      </select>
    </span>
  );
}

export const QuestionBody = memo(function QuestionBody(props: AnswerProps & { number: number; total: number; viewIn: ViewIn | null }) {
  const { t } = useTranslation();
  const { question } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const html = useMemo(() => renderRich(question.text), [question.text]);
  // Moving to another question moves the reader there too.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [question.id]);
  const Answer = { multichoice: Choice, numeric: NumericAnswer, fill_in_the_blanks: BlanksAnswer, subjective: SubjectiveAnswer, feedback: FeedbackAnswer }[question.type];
  return (
    <article className={s.question} data-testid="question" data-question-id={question.id} data-type={question.type} aria-labelledby={`q-${question.id}`}>
      <header className={s.questionHead}>
        <h2 id={`q-${question.id}`} ref={heading} tabIndex={-1} className={s.questionNumber}>
          {t('mockTest.window.questionOf', { n: props.number, total: props.total })}
        </h2>
        <p className={s.marks}>
          {question.type === 'feedback' ? t('mockTest.window.notScored') : question.negative_marks ? t('mockTest.window.marks', { marks: question.marks, negative: question.negative_marks }) : t('mockTest.window.marksOnly', { marks: question.marks })}
        </p>
        {props.viewIn && <ViewInChoice {...props.viewIn} />}
      </header>
      <div className={s.rich} lang={props.viewIn?.language} dangerouslySetInnerHTML={{ __html: html }} data-testid="question-text" />
      {question.image && <img className={s.figure} src={question.image.url} alt={question.image.alt} />}
      <Answer {...props} />
    </article>
  );
});
