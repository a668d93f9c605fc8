import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import type { Favourite } from '../../contract/learning.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { ProductCard } from '../store/index.ts';
import { productGrid } from '../store/index.ts';
import { CardGridSkeleton, LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { HeartIcon } from '../../ui/icons.ts';
import { favouritesQuery } from './learning-api.ts';
import { removeFavourite } from './favourites.ts';
import { NothingOwned } from './my-enrollments-page.tsx';

const item = css({ position: 'relative', h: 'full' });
// Above the card's stretched title link, in the art's corner.
const remove = css({
  position: 'absolute',
  top: '2.5',
  right: '2.5',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'sm',
  cursor: 'pointer',
  transition: 'transform 0.15s',
  _hover: { transform: 'scale(1.08)' },
  _focusVisible: { outline: '3px solid {colors.brand.line}', outlineOffset: '2px' },
  '& svg': { w: '5', h: '5', color: 'brand.solid' },
  '&[aria-busy=true]': { opacity: '0.6', cursor: 'progress' },
});

/** `/favourites`: the products the learner marked with the heart, newest first, each with a way to take it away. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const favourites = useQuery(favouritesQuery(slug));
  const page = useRef<HTMLDivElement>(null);
  // The position of the card whose button was pressed: its button goes with it, so the keyboard moves on to the
  // next card's (or, when none is left, to the way back to the store).
  const focusAt = useRef<number | null>(null);
  const removing = useMutation({
    mutationFn: (like: Favourite) => removeFavourite(client, slug, like),
    onSuccess: (_, like) => showSuccess(t('learning.favourites.removed', { title: like.course.title })),
    onError: (error) => {
      focusAt.current = null;
      showError(error);
    },
  });
  const likes = favourites.data?.likes ?? [];
  useEffect(() => {
    const at = focusAt.current;
    if (at === null || !page.current) return;
    const buttons = page.current.querySelectorAll<HTMLElement>('[data-testid=remove-favourite]');
    const target = buttons[Math.min(at, buttons.length - 1)] ?? page.current.querySelector<HTMLElement>('[data-testid=favourites-empty] a');
    if (target) {
      target.focus();
      focusAt.current = null;
    }
  }, [likes.length]);

  return (
    <div ref={page}>
      <LearningFrame
        title={t('learning.favourites.title')}
        intro={favourites.data ? t('learning.favourites.count', { count: likes.length }) : ''}
        testId="favourites-page"
      >
        {favourites.isError && !favourites.data ? (
          <ReadError error={favourites.error} onRetry={() => void favourites.refetch()} />
        ) : !favourites.data ? (
          <CardGridSkeleton count={4} />
        ) : likes.length === 0 ? (
          <NothingOwned title={t('learning.favourites.emptyTitle')} text={t('learning.favourites.emptyText')} testId="favourites-empty" />
        ) : (
          <ul className={productGrid} data-testid="favourite-list">
            {likes.map((like) => (
              <li key={like.id} className={item} data-testid="favourite" data-product-id={like.course_id}>
                <ProductCard product={like.course} />
                <button
                  type="button"
                  className={remove}
                  aria-label={t('learning.favourites.remove', { title: like.course.title })}
                  title={t('learning.favourites.remove', { title: like.course.title })}
                  aria-busy={(removing.isPending && removing.variables?.id === like.id) || undefined}
                  onClick={() => {
                    if (removing.isPending) return;
                    focusAt.current = likes.indexOf(like);
                    removing.mutate(like);
                  }}
                  data-testid="remove-favourite"
                >
                  <HeartIcon fill="currentColor" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </LearningFrame>
    </div>
  );
}
