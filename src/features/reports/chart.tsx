/**
 * Report charts (docs/decisions/0036-test-reports.md): Chart.js on a canvas, coloured from the school's own tokens
 * (--sf-*) and redrawn when the colour mode changes. The canvas is decoration for sighted readers; the numbers are in
 * a real table beside it that a screen reader always reads, and that anyone can open ("Show the numbers").
 */
import type { ChartConfiguration } from 'chart.js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { testStyles as s } from '../mock-test/index.ts';

// Chart.js is a fifth of a report's JavaScript: it loads with the first chart drawn, not with every page whose code
// can reach this module (issue 40). The table beside the canvas needs none of it.
const loadChart = () => import('./chart-js.ts').then((m) => m.registeredChart());

export type Tone = 'mine' | 'topper' | 'average' | 'muted';

export interface ChartSeries {
  label: string;
  tone: Tone;
  values: readonly (number | null)[];
}

const TONE_VAR: Record<Tone, string> = { mine: '--sf-primary', topper: '--sf-accent', average: '--sf-muted-text', muted: '--sf-border' };

/** Any CSS colour the browser knows (the school's may be oklch or color-mix), as the canvas writes it: #rrggbb or rgba(). */
function canvasColour(value: string, fallback: string): string {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx || !value.trim()) return fallback;
  ctx.fillStyle = fallback;
  ctx.fillStyle = value.trim();
  return String(ctx.fillStyle);
}

function palette() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => canvasColour(style.getPropertyValue(name), fallback);
  return {
    tone: (tone: Tone) => read(TONE_VAR[tone], '#666666'),
    text: read('--sf-text', '#222222'),
    grid: read('--sf-border', '#dddddd'),
    font: style.getPropertyValue('--sf-font').trim() || 'system-ui, sans-serif',
  };
}

/** Re-runs `draw` when the school's colour mode flips (the shell sets data-color-mode on <html>). */
function useColourMode(): string {
  const [mode, setMode] = useState(() => document.documentElement.dataset['colorMode'] ?? 'light');
  useEffect(() => {
    const observer = new MutationObserver(() => setMode(document.documentElement.dataset['colorMode'] ?? 'light'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-mode', 'style', 'class'] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

const figure = css({ display: 'grid', gap: '2', m: '0', minW: '0' });
const frame = css({ position: 'relative', h: { base: '220px', md: '260px' }, minW: '0', '@media print': { h: '200px' } });
const keyList = css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: '0', m: '0', fontSize: 'sm', color: 'fg.muted' });
const swatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'sm', mr: '1.5', verticalAlign: 'middle' });

export interface ChartFigureProps {
  title: string;
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads in the tooltip, the axis and the table (marks, minutes, %). */
  format: (value: number) => string;
  /** One line saying what the chart shows, for everyone. */
  summary?: string;
  /** Bar charts: one colour per bar instead of per series (the learner's band in a distribution). */
  barTones?: readonly Tone[];
  testId?: string;
}

export function ChartFigure({ title, kind, labels, series, format, summary, barTones, testId }: ChartFigureProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const mode = useColourMode();
  const [colours, setColours] = useState<Record<Tone, string> | null>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const p = palette();
    const tones = { mine: p.tone('mine'), topper: p.tone('topper'), average: p.tone('average'), muted: p.tone('muted') };
    setColours(tones);
    const config: ChartConfiguration<'bar' | 'line', (number | null)[], string> = {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((d) => {
          const colour = barTones ? barTones.map((tone) => tones[tone]) : tones[d.tone];
          return {
            label: d.label, data: [...d.values], backgroundColor: colour, hoverBackgroundColor: colour, borderColor: colour,
            borderWidth: kind === 'line' ? 2 : 0, borderRadius: 4, pointRadius: 4, tension: 0.25, maxBarThickness: 36,
          };
        }),
      },
      options: {
        responsive: true, maintainAspectRatio: false, animation: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { color: p.text, font: { family: p.font }, autoSkip: true, maxRotation: 0 }, grid: { display: false }, border: { color: p.grid } },
          y: { ticks: { color: p.text, font: { family: p.font }, callback: (v) => format(Number(v)), maxTicksLimit: 6 }, grid: { color: p.grid }, border: { display: false } },
        },
      },
    };
    let chart: { destroy(): void } | undefined;
    let gone = false;
    void loadChart().then((Chart) => {
      if (!gone) chart = new Chart(el, config);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [kind, labels, series, format, barTones, mode]);
  return (
    <figure className={figure} data-testid={testId ?? 'report-chart'}>
      <figcaption className={css({ display: 'grid', gap: '1' })}>
        <span className={css({ fontWeight: 'bold' })}>{title}</span>
        {summary && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{summary}</span>}
      </figcaption>
      {series.length > 1 && colours && (
        <ul className={keyList} aria-hidden="true">
          {series.map((d) => <li key={d.label}><span className={swatch} style={{ background: colours[d.tone] }} />{d.label}</li>)}
        </ul>
      )}
      <div className={frame}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <button type="button" className={css({ justifySelf: 'start', fontSize: 'sm', color: 'fg.default', textDecoration: 'underline', bg: 'transparent', cursor: 'pointer', p: '1', '@media print': { display: 'none' } })}
        aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((v) => !v)}>
        {open ? t('reports.hideNumbers') : t('reports.showNumbers')}
      </button>
      <div id={tableId} className={cx(open ? css({ overflowX: 'auto' }) : s.srOnly)} data-testid="chart-table">
        <table className={s.table}>
          <caption className={s.srOnly}>{title}</caption>
          <thead><tr><th scope="col">{t('reports.item')}</th>{series.map((d) => <th key={d.label} scope="col">{d.label}</th>)}</tr></thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((d) => <td key={d.label}>{d.values[i] === null || d.values[i] === undefined ? '—' : format(d.values[i]!)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
