import { useStore } from '@nanostores/react';
import { css, cx } from 'styled-system/css';
import type { Post, PostAnswer } from '../../contract/feed.ts';
import { percentShares } from '../../lib/shares.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { $session } from '../../platform/session/session-store.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { button } from '../../ui/button.tsx';
import { CheckIcon, CloseIcon } from '../../ui/icons.ts';
import { useAnswer } from './feed-api.ts';
import { RichText } from './rich-text.tsx';

const box = css({ display: 'grid', gap: '3', p: { base: '4', md: '5' }, borderRadius: 'card', bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.emphasized' });
const options = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const option = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '4',
  py: '2',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  textAlign: 'start',
  fontSize: 'md',
  overflow: 'hidden',
  isolation: 'isolate',
  '&:is(button)': { cursor: 'pointer', _hover: { borderColor: 'fg.muted' } },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
  '&[aria-disabled=true]': { cursor: 'progress' },
  '&[data-right=true]': { borderColor: 'brand.solid', borderWidth: '2px', fontWeight: 'semibold' },
  '&[data-chosen=true]:not([data-right=true])': { borderColor: 'fg.default', borderStyle: 'dashed' },
  '& svg': { w: '4', h: '4', flexShrink: 0 },
});
const letter = css({ display: 'inline-grid', placeItems: 'center', w: '7', h: '7', flexShrink: 0, borderRadius: 'full', bg: 'ink.muted', fontSize: 'sm', fontWeight: 'bold' });
// How many learners chose the option: a bar behind its text.
const bar = css({ position: 'absolute', insetBlock: '0', insetInlineStart: '0', bg: 'brand.muted', zIndex: '-1', transition: 'width 0.4s ease', _motionReduce: { transition: 'none' } });
const share = css({ marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' });
const verdict = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', m: '0', '& svg': { w: '5', h: '5' } });
const small = css({ fontSize: 'sm', color: 'fg.muted', m: '0' });

const LETTERS = 'ABCDEF';

function Result({ quiz, result }: { quiz: NonNullable<Post['quiz']>; result: PostAnswer }) {
  const { t } = useTranslation();
  const total = result.counts.reduce((sum, n) => sum + n, 0);
  const shares = percentShares(quiz.options.map((_, i) => result.counts[i] ?? 0));
  const right = result.choice === result.answer;
  return (
    <>
      <p className={verdict} data-testid="quiz-verdict" data-right={right}>
        {right ? <CheckIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
        {right ? t('feed.right') : t('feed.wrong', { answer: LETTERS[result.answer] })}
      </p>
      <ol className={options} aria-label={t('feed.howOthers')}>
        {quiz.options.map((text, i) => {
          const percent = shares[i] ?? 0;
          return (
            <li key={i} className={option} data-right={i === result.answer} data-chosen={i === result.choice} data-testid="quiz-result">
              <span className={bar} style={{ width: `${percent}%` }} aria-hidden="true" />
              <span className={letter} aria-hidden="true">{LETTERS[i]}</span>
              <RichText source={text} inline />
              {i === result.choice && <span className={css({ srOnly: true })}>{t('feed.yourAnswer')}</span>}
              {i === result.answer && <span className={css({ srOnly: true })}>{t('feed.right')}</span>}
              <span className={share}>{percent}%</span>
            </li>
          );
        })}
      </ol>
      <p className={small}>{t('feed.answers', { count: total })}</p>
      <div className={css({ display: 'grid', gap: '1' })} data-testid="quiz-explanation">
        <p className={css({ fontWeight: 'semibold', m: '0' })}>{t('feed.explanation')}</p>
        <RichText source={result.explanation} />
      </div>
    </>
  );
}

/**
 * A daily quiz's or question of the day's question, answered in place: one tap sends the answer (the first one
 * counts, SPEC.md section 3), then the right option, why, and how everyone answered. Signed out, the options show
 * with the way to sign in.
 */
export function QuizBlock({ post, quiz }: { post: Post; quiz: NonNullable<Post['quiz']> }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const session = useStore($session);
  const answer = useAnswer();
  const signedIn = isSignedIn(session);
  return (
    <section className={box} aria-label={t(`feed.type.${post.post_type}`)} data-testid="quiz">
      <RichText source={quiz.question} className={css({ fontWeight: 'semibold' })} />
      {post.my_answer ? (
        <Result quiz={quiz} result={post.my_answer} />
      ) : (
        <>
          <ul className={options}>
            {quiz.options.map((text, i) => (
              <li key={i}>
                {signedIn ? (
                  <button
                    type="button"
                    className={option}
                    aria-disabled={answer.isPending || undefined}
                    onClick={() => !answer.isPending && answer.mutate({ post, choice: i })}
                    data-testid="quiz-option"
                  >
                    <span className={letter} aria-hidden="true">{LETTERS[i]}</span>
                    <RichText source={text} inline />
                  </button>
                ) : (
                  <span className={option} data-testid="quiz-option">
                    <span className={letter} aria-hidden="true">{LETTERS[i]}</span>
                    <RichText source={text} inline />
                  </span>
                )}
              </li>
            ))}
          </ul>
          {!signedIn && (
            <a className={cx(button({ variant: 'secondary' }), css({ justifySelf: 'start' }))} href={signInHref(base, `${window.location.pathname}${window.location.search}`)} data-testid="quiz-sign-in">
              {t('feed.signInToAnswer')}
            </a>
          )}
        </>
      )}
    </section>
  );
}
