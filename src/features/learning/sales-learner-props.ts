// Built on the server for the sales page's learner part (sales-learner.tsx, wired by sales-learner.ts): its strings
// in the page's language and its class names.
import { css, cx } from 'styled-system/css';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import type { Site } from '../../platform/shell/site.ts';
import { button } from '../../ui/button.tsx';
import { FAVOURITE_INTENT } from '../../contract/sales-learner.ts';

/** What the server gives the sales page's learner part (sales-learner.tsx). */
export interface SalesLearnerProps {
  slug: string;
  courseId: number;
  /** `/home/{productSeo}` and its add-review page. */
  dashboardHref: string;
  addReviewHref: string;
  /** Sign-in coming back to this page. */
  signInHref: string;
  strings: SalesLearnerStrings;
  classes: SalesLearnerClasses;
}

export interface SalesLearnerStrings {
  enrolledTitle: string;
  enrolledText: string;
  goToDashboard: string;
  writeReview: string;
  notSoldTitle: string;
  notSoldText: string;
  lockedTitle: string;
  lockedText: string;
  addToFavourites: string;
  inFavourites: string;
  signInToSave: string;
  /** SPEC.md's error texts (English, as the API and toAppError give them) -> the page's language. */
  errors: Record<string, string>;
}

export interface SalesLearnerClasses {
  root: string;
  stack: string;
  notice: string;
  primary: string;
  secondary: string;
  favourite: string;
  /** The signed-out "sign in to save" link: hidden before paint for a learner the page knows is signed in. */
  signIn: string;
  error: string;
}

const fullWidth = css({ w: 'full' });

/** The same look as the buy box's own notices (buy-box.tsx), for the learner's. */
const CLASSES: SalesLearnerClasses = {
  root: css({ display: 'grid', gap: '3' }),
  stack: css({ display: 'grid', gap: '3', _empty: { display: 'none' } }),
  notice: css({
    p: '4',
    borderRadius: 'card',
    bg: 'canvas',
    borderWidth: '1px',
    borderColor: 'border.default',
    color: 'fg.default',
    fontSize: 'sm',
    display: 'grid',
    gap: '1',
    '& strong': { fontSize: 'md' },
  }),
  primary: cx(button(), fullWidth),
  secondary: cx(button({ variant: 'secondary' }), fullWidth),
  favourite: cx(
    button({ variant: 'secondary' }),
    fullWidth,
    css({
      minH: '10',
      fontSize: 'sm',
      '& svg': { w: '5', h: '5', color: 'brand.solid', flexShrink: 0 },
      '&[aria-pressed=true]': { borderColor: 'brand.border' },
      '&[aria-busy=true]': { cursor: 'progress' },
    }),
  ),
  error: css({ fontSize: 'sm', color: 'fg.default', fontWeight: 'medium', _empty: { display: 'none' } }),
  signIn: '',
};
CLASSES.signIn = cx(CLASSES.favourite, css({ '[data-auth=in] &': { visibility: 'hidden' } }));

/** The learner part's props for one product's sales page. */
export function salesLearnerProps(site: Site, product: Pick<CourseDetail, 'id' | 'seo_title'>): SalesLearnerProps {
  const t = site.i18n.t.bind(site.i18n);
  const salesPath = href(site.base, routeById('sales'), { productSeo: product.seo_title });
  const errors: Record<string, string> = {};
  for (const text of [...Object.values(ERROR_TEXT), ...Object.values(LEARNING_TEXT)]) errors[text] = localiseMessage(t, text);
  return {
    slug: site.slug,
    courseId: product.id,
    dashboardHref: href(site.base, routeById('dashboard'), { productSeo: product.seo_title }),
    addReviewHref: href(site.base, routeById('add-review'), { productSeo: product.seo_title }),
    // Back with the heart's intent: sales-learner.ts saves the favourite once the learner is signed in.
    signInHref: signInHref(site.base, `${salesPath}?${FAVOURITE_INTENT}=1`),
    strings: {
      enrolledTitle: t('learning.sales.enrolledTitle'),
      enrolledText: t('learning.sales.enrolledText'),
      goToDashboard: t('learning.sales.goToDashboard'),
      writeReview: t('learning.sales.writeReview'),
      notSoldTitle: t('learning.sales.notSoldTitle'),
      notSoldText: t('learning.sales.notSoldText'),
      lockedTitle: t('learning.sales.lockedTitle'),
      lockedText: t('learning.sales.lockedText'),
      addToFavourites: t('learning.sales.addToFavourites'),
      inFavourites: t('learning.sales.inFavourites'),
      signInToSave: t('learning.sales.signInToSave'),
      errors,
    },
    classes: CLASSES,
  };
}
