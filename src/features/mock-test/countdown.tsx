import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatLeft, type ServerClock } from './clock.ts';
import * as s from './styles.ts';

/**
 * The time left by the server's clock, ticking on its own so the rest of the window does not re-render every
 * tick; says so once when it reaches zero, and announces 5 and 1 minutes left to screen readers.
 */
export function Countdown({ clock, deadline, onZero, testId, label, warnBelow }: { clock: ServerClock; deadline: number; onZero: () => void; testId: string; label: string; warnBelow: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, []);
  const left = clock.left(deadline, now);
  const minutes = Math.ceil(left / 60_000);
  useEffect(() => {
    if (left > 0 && (minutes === 5 || minutes === 1)) setAnnounce(t('mockTest.window.minutesLeft', { count: minutes }));
  }, [minutes]); // once per minute, not on every tick
  // At zero, and again if the window becomes able to act on it (onZero changes): the callers act once.
  useEffect(() => {
    if (left === 0) onZero();
  }, [left === 0, onZero]); // on reaching zero, not on every tick
  return (
    <>
      <span className={s.timer} data-low={left < warnBelow} data-testid={testId} role="timer" aria-label={label}>{formatLeft(left)}</span>
      <span className={s.srOnly} aria-live="polite">{announce}</span>
    </>
  );
}
