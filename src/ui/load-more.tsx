import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from './button.tsx';

const foot = css({ display: 'grid', justifyItems: 'center', gap: '2', py: '4' });

export interface LoadMoreProps {
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
  labels: { more: string; loading: string; end: string };
  /** The end line's test id. */
  endTestId: string;
}

/**
 * The end of a list that comes a page at a time: "Load more", and the next page asked for as the end scrolls within
 * reach (infinite scroll on top of the button, which keyboards and screen readers keep); at the very end, a line
 * that says so.
 */
export function LoadMore({ hasNext, loading, onMore, labels, endTestId }: LoadMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || !hasNext) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loading) onMore();
    }, { rootMargin: '600px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNext, loading, onMore]);
  return (
    <div className={foot} ref={end}>
      {hasNext ? (
        <button type="button" className={button({ variant: 'secondary' })} onClick={() => !loading && onMore()} aria-busy={loading || undefined} data-testid="load-more">
          {loading ? labels.loading : labels.more}
        </button>
      ) : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm', m: '0' })} data-testid={endTestId}>{labels.end}</p>
      )}
    </div>
  );
}
