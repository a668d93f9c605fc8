import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LESSON_TEXT } from '../../contract/lessons.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import * as s from './styles.ts';
import textLayerStyles from './text-layer.css?inline';
import { addStylesOnce } from '../../lib/styles-in-page.ts';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;

export interface PdfViewProps {
  /** The signed URL of the PDF, or its bytes (a file the page already holds: a blob URL is no connect-src of ours). */
  src: string | Uint8Array;
  /** The page to open (resume), 1-based. */
  start: number;
  onPage: (page: number, pages: number, urgent?: boolean) => void;
  /** A slide deck: one slide fitted to the stage, arrow keys and full screen instead of zoom. */
  deck?: boolean;
}

const sheet = css({ position: 'relative', mx: 'auto', bg: 'white', boxShadow: 'md', '& canvas': { display: 'block' } });

/**
 * PDF notes through pdf.js: one page at a time, with page navigation, zoom and selectable text. A deck (`deck`)
 * shows one slide fitted to the stage, turned with the arrow keys, and goes full screen.
 */
export function PdfView({ src, start, onPage, deck = false }: PdfViewProps) {
  const { t } = useTranslation();
  // Before the first page is drawn, so its text layer never shows unstyled.
  addStylesOnce('pdf-text-layer', textLayerStyles);
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [failed, setFailed] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<HTMLDivElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => {
      const on = document.fullscreenElement !== null && document.fullscreenElement === viewer.current;
      setFullscreen(on);
      // The keys turn slides at once, in full screen or back out of it.
      box.current?.focus();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // pdf.js hands the bytes to its worker, which takes them over: it gets a copy.
    const task = pdfjs.getDocument(typeof src === 'string' ? { url: src, withCredentials: true } : { data: src.slice() });
    task.promise.then(
      (loaded) => {
        if (cancelled) return;
        setDoc(loaded);
        setPage((p) => Math.min(Math.max(1, p), loaded.numPages));
      },
      // Destroying the task on a new URL rejects it too: that is no failure.
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [src]);

  useEffect(() => {
    if (!doc || !canvas.current || !text.current) return;
    let cancelled = false;
    let render: pdfjs.RenderTask | null = null;
    void (async () => {
      const proxy = await doc.getPage(page);
      if (cancelled) return;
      // Fit the page to the panel's width, then zoom; drawn at the screen's pixel density. A slide fits the stage
      // (the whole screen in full screen), never wider than it nor taller.
      const natural = proxy.getViewport({ scale: 1 });
      const width = box.current?.clientWidth ?? natural.width;
      const scale = deck
        ? Math.min((width - 16) / natural.width, fullscreen ? ((box.current?.clientHeight ?? natural.height) - 16) / natural.height : Infinity)
        : (Math.min(width, 900) / natural.width) * zoom;
      const viewport = proxy.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const element = canvas.current!;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      setSize({ width: Math.floor(viewport.width), height: Math.floor(viewport.height) });
      render = proxy.render({ canvas: element, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await render.promise.catch(() => undefined);
      if (cancelled) return;
      const layer = text.current!;
      layer.replaceChildren();
      layer.style.setProperty('--scale-factor', String(scale));
      await new pdfjs.TextLayer({ textContentSource: proxy.streamTextContent(), container: layer, viewport }).render();
      if (cancelled) return;
      box.current?.setAttribute('data-rendered-page', String(page));
      // `npm run bench` reads it: navigation start to the first page shown with its text.
      if (performance.getEntriesByName('pdf-first-page').length === 0) performance.mark('pdf-first-page');
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page, zoom, deck, fullscreen]);

  useEffect(() => {
    if (doc) onPage(page, doc.numPages, true);
  }, [doc, page, onPage]);

  if (failed) return <Callout status="error" title={localiseMessage(t, LESSON_TEXT.playback)} data-testid="playback-error" />;
  const pages = doc?.numPages ?? 0;
  const layerStyle = { '--user-unit': 1, '--total-scale-factor': 'calc(var(--scale-factor) * var(--user-unit))', '--scale-round-x': '1px', '--scale-round-y': '1px' } as CSSProperties;
  const zoomAt = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  const turn = (to: number) => setPage(Math.min(Math.max(1, to), pages));
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!deck || pages === 0) return;
    // Space and Enter on a button press it.
    if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
    const to = { ArrowRight: page + 1, PageDown: page + 1, ' ': page + 1, ArrowLeft: page - 1, PageUp: page - 1, Home: 1, End: pages }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    turn(to);
  };
  return (
    <div
      ref={viewer}
      className={css({ display: 'grid', gap: '3', '&:fullscreen': { gridTemplateRows: 'auto minmax(0, 1fr)', h: '100dvh', p: '3', bg: 'canvas' } })}
      data-testid="pdf-viewer"
      data-deck={deck || undefined}
      onKeyDown={onKey}
    >
      <div className={s.toolbar} data-testid="pdf-controls">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => turn(page - 1)} data-testid="pdf-previous">{t(deck ? 'player.slides.previous' : 'player.pdf.previousPage')}</Button>
        <span className={css({ fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })} aria-live="polite" data-testid="pdf-page">
          {pages > 0 && t(deck ? 'player.slides.slide' : 'player.pdf.page', { page, pages })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => turn(page + 1)} data-testid="pdf-next">{t(deck ? 'player.slides.next' : 'player.pdf.nextPage')}</Button>
        <span className={css({ flex: '1' })} />
        {deck ? (
          <Button variant="ghost" size="sm" onClick={() => void (fullscreen ? document.exitFullscreen() : viewer.current?.requestFullscreen())} data-testid="slides-fullscreen">
            {t(fullscreen ? 'player.slides.exitFullscreen' : 'player.slides.fullscreen')}
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="sm" disabled={zoomAt <= 0} onClick={() => setZoom(ZOOMS[zoomAt - 1]!)} aria-label={t('player.pdf.zoomOut')}>−</Button>
            <span className={css({ fontSize: 'sm' })}>{t('player.pdf.zoom', { percent: Math.round(zoom * 100) })}</span>
            <Button variant="ghost" size="sm" disabled={zoomAt >= ZOOMS.length - 1} onClick={() => setZoom(ZOOMS[zoomAt + 1]!)} aria-label={t('player.pdf.zoomIn')}>+</Button>
          </>
        )}
      </div>
      <div
        ref={box}
        className={css({ overflow: 'auto', bg: 'canvas', borderRadius: 'card', p: { base: '2', md: '4' }, ':fullscreen > &': { display: 'grid', placeItems: 'center', p: '2' } })}
        role="region"
        aria-label={t(deck ? 'player.slides.label' : 'player.pdf.label')}
        aria-description={deck ? t('player.slides.keys') : undefined}
        tabIndex={0}
      >
        <div className={sheet} style={{ ...layerStyle, ...(size ? { width: size.width, height: size.height } : { minHeight: '20rem' }) }}>
          <canvas ref={canvas} aria-hidden="true" />
          <div ref={text} className="textLayer" data-testid="pdf-text" />
        </div>
      </div>
    </div>
  );
}
