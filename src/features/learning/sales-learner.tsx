import { HeartIcon } from '../../ui/icons.ts';
import type { SalesLearnerProps } from './sales-learner-props.ts';

/**
 * The sales page's learner part, rendered with the page: what this learner may do with the product
 * (`v17/courses/access_data/{courseId}`, SPEC.md section 6) and their favourite heart. The static page around it
 * already says everything a visitor needs without JavaScript; sales-learner.ts, a page script with no React and no
 * zod, adds what only the learner's session can tell, from the views rendered here in the page's language.
 *
 * The access list's `data-learner-state` lets the buy box's own CSS hide the static buy button and plans where they
 * no longer apply (enrolled, not sold on this device, school locked).
 */
export function SalesLearner({ slug, courseId, dashboardHref, addReviewHref, signInHref, strings, classes }: SalesLearnerProps) {
  return (
    <div className={classes.root} data-sales-learner="" data-slug={slug} data-course-id={courseId} data-errors={JSON.stringify(strings.errors)}>
      <div data-learner-state="unknown" data-testid="learner-access" className={classes.stack} />
      <template data-learner-view="enrolled">
        <p className={classes.notice} data-testid="enrolled-notice">
          <strong>{strings.enrolledTitle}</strong>
          <span>{strings.enrolledText}</span>
        </p>
        <a className={classes.primary} href={dashboardHref} data-testid="go-to-dashboard">{strings.goToDashboard}</a>
        <a className={classes.secondary} href={addReviewHref} data-testid="write-review">{strings.writeReview}</a>
      </template>
      <template data-learner-view="not_sold_on_device">
        <p className={classes.notice} role="status" data-testid="not-sold-notice">
          <strong>{strings.notSoldTitle}</strong>
          <span>{strings.notSoldText}</span>
        </p>
      </template>
      <template data-learner-view="school_locked">
        <p className={classes.notice} role="alert" data-testid="access-denied">
          <strong>{strings.lockedTitle}</strong>
          <span>{strings.lockedText}</span>
        </p>
      </template>
      <a className={classes.signIn} href={signInHref} data-favourite-sign-in="" data-testid="favourite-sign-in">
        <HeartIcon />
        {strings.signInToSave}
      </a>
      <button type="button" className={classes.favourite} aria-pressed="false" aria-busy="true" hidden data-favourite=""
        data-add={strings.addToFavourites} data-added={strings.inFavourites} data-testid="favourite-toggle">
        <HeartIcon fill="none" />
        <span data-favourite-label="">{strings.addToFavourites}</span>
      </button>
      <p role="alert" className={classes.error} data-favourite-error="" data-testid="favourite-error"></p>
    </div>
  );
}
