// The question palette: its legend with counts, one button per question in each section, and the summary shown
// before submitting. Drawn from the answers held; a button redraws only when its own state changes.
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Paper } from '../../contract/mock-test.ts';
import type { Held } from './journal.ts';
import { PALETTE_STATES, paletteCounts, paletteState, type PaletteState } from './palette.ts';
import * as s from './styles.ts';

function Swatch({ state, children }: { state: PaletteState; children?: ReactNode }) {
  return <span className={cx(s.paletteButton, s.swatch)} data-state={state} aria-hidden="true">{children}</span>;
}

export function PaletteLegend({ counts }: { counts?: Record<PaletteState, number> }) {
  const { t } = useTranslation();
  return (
    <ul className={s.legend} aria-label={t('mockTest.palette.legend')} data-testid="palette-legend">
      {PALETTE_STATES.map((state) => (
        <li key={state}>
          <Swatch state={state}>{counts ? counts[state] : ''}</Swatch>
          <span>{t(`mockTest.palette.${state}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One palette button, drawn again only when its own state, number or reachability changes: moving between
 * questions redraws the two buttons whose `aria-current` changed, not the whole palette.
 */
const PaletteButton = memo(function PaletteButton({ position, state, current, disabled, onGo }: { position: number; state: PaletteState; current: boolean; disabled: boolean; onGo: (i: number) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" className={s.paletteButton} data-state={state} aria-current={current} disabled={disabled} onClick={() => onGo(position)}
        aria-label={t('mockTest.palette.button', { n: position + 1, state: t(`mockTest.palette.${state}`) })} data-testid="palette-button">
        {position + 1}
      </button>
    </li>
  );
});

export interface PalettePanelProps {
  paper: Paper;
  answers: ReadonlyMap<number, Held>;
  /** 0-based position of each question id in the paper. */
  positionOf: ReadonlyMap<number, number>;
  index: number;
  reachable: (position: number) => boolean;
  onGo: (position: number) => void;
}

/** The legend with the paper's counts, then each section's buttons. */
export function PalettePanel({ paper, answers, positionOf, index, reachable, onGo }: PalettePanelProps) {
  const counts = paletteCounts(paper.questions.map((q) => answers.get(q.id)));
  return (
    <>
      <PaletteLegend counts={counts} />
      {paper.sections.map((sec) => (
        <section key={sec.id} aria-label={sec.title} className={css({ display: 'grid', gap: '2' })}>
          <h3 className={s.label}>{sec.title}</h3>
          <ul className={s.palette}>
            {sec.question_ids.map((id) => {
              const i = positionOf.get(id)!;
              return <PaletteButton key={id} position={i} state={paletteState(answers.get(id))} current={i === index} disabled={!reachable(i)} onGo={onGo} />;
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Before submitting: each section's counts by state, a small table each (five long state names overflow a row). */
export function SubmitSummary({ paper, answers }: { paper: Paper; answers: ReadonlyMap<number, Held> }) {
  const { t } = useTranslation();
  return (
    <div className={s.summaryGrid} data-testid="submit-summary">
      {paper.sections.map((sec) => {
        const c = paletteCounts(sec.question_ids.map((id) => answers.get(id)));
        return (
          <table key={sec.id} className={s.table}>
            <caption className={s.summaryCaption}>{sec.title}</caption>
            <tbody>
              {PALETTE_STATES.map((state) => <tr key={state}><th scope="row">{t(`mockTest.palette.${state}`)}</th><td>{c[state]}</td></tr>)}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
