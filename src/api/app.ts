import { Hono } from 'hono';
import { forgotPassword } from './endpoints/auth/forgot-password.ts';
import { otpSend } from './endpoints/auth/otp-send.ts';
import { otpVerify } from './endpoints/auth/otp-verify.ts';
import { resendVerification } from './endpoints/auth/resend-verification.ts';
import { resetPassword } from './endpoints/auth/reset-password.ts';
import { signin } from './endpoints/auth/signin.ts';
import { signout } from './endpoints/auth/signout.ts';
import { signup } from './endpoints/auth/signup.ts';
import { verifyEmail } from './endpoints/auth/verify-email.ts';
import { categories } from './endpoints/categories.ts';
import { courseAccess } from './endpoints/course-access.ts';
import { courseDetail } from './endpoints/course-detail.ts';
import { courseList } from './endpoints/course-list.ts';
import { devInbox, devOnly } from './endpoints/dev/inbox.ts';
import { devInboxPage } from './endpoints/dev/inbox-page.ts';
import { embedFormResponse } from './endpoints/embed-form-response.ts';
import { faqs } from './endpoints/faqs.ts';
import { addBookmark } from './endpoints/learning/add-bookmark.ts';
import { addFavourite } from './endpoints/learning/add-favourite.ts';
import { addReview } from './endpoints/learning/add-review.ts';
import { bookmarks } from './endpoints/learning/bookmarks.ts';
import { devEnrol } from './endpoints/learning/dev-enrol.ts';
import { editReview } from './endpoints/learning/edit-review.ts';
import { enrolledCourses } from './endpoints/learning/enrolled-courses.ts';
import { favourites } from './endpoints/learning/favourites.ts';
import { myReview } from './endpoints/learning/my-review.ts';
import { removeBookmark } from './endpoints/learning/remove-bookmark.ts';
import { removeFavourite } from './endpoints/learning/remove-favourite.ts';
import { media } from './endpoints/media.ts';
import { changePassword } from './endpoints/me/change-password.ts';
import { deleteMe } from './endpoints/me/delete-me.ts';
import { getMe } from './endpoints/me/get-me.ts';
import { profileSkip } from './endpoints/me/profile-skip.ts';
import { updateMe } from './endpoints/me/update-me.ts';
import { listNotifications } from './endpoints/notifications/list-notifications.ts';
import { markAllRead } from './endpoints/notifications/mark-all-read.ts';
import { markRead } from './endpoints/notifications/mark-read.ts';
import { pricings } from './endpoints/pricings.ts';
import { review } from './endpoints/review.ts';
import { reviews } from './endpoints/reviews.ts';
import { schoolConfig } from './endpoints/school-config.ts';
import { teachers } from './endpoints/teachers.ts';
import { handleError, handleNotFound } from './lib/errors.ts';
import { resolveSchool } from './lib/school.ts';
import type { AppEnv } from './types.ts';

/** The learner API: every route needs a school, so the school is resolved before any of them. */
export const app = new Hono<AppEnv>();

app.onError(handleError);
app.notFound(handleNotFound);
// Before the school: a disabled dev inbox is a plain 404 (endpoints/dev/inbox.ts).
app.use('/learner/dev/*', devOnly);
app.use('*', resolveSchool);

app.get('/config/school_config', schoolConfig);

// With ?enrolled=1 the learner's own products (enrolledCourses answers); otherwise the public list.
app.get('/learner/v17/courses', enrolledCourses, courseList);
app.get('/learner/v17/courses/', enrolledCourses, courseList);
app.get('/learner/v17/courses/access_data/:courseId', courseAccess);
app.get('/learner/v17/courses/:courseId', courseDetail);

app.get('/learner/v10/categories', categories);
app.get('/learner/v4/teachers', teachers);
app.get('/learner/v6/reviews', reviews);
app.get('/learner/v6/reviews/mine', myReview); // before :reviewId, which would take "mine"
app.get('/learner/v6/reviews/:reviewId', review);
app.get('/learner/v4/faqs', faqs);
app.get('/learner/v1/product_pricings/default_product_pricings', pricings);
app.get('/learner/v1/media/:name', media);

// Accounts and the session (src/contract/auth.ts AUTH_CALLS; docs/decisions/0005-authentication.md).
app.post('/learner/v1/auth/signup', signup);
app.post('/learner/v1/auth/signin', signin);
app.post('/learner/v1/auth/otp/send', otpSend);
app.post('/learner/v1/auth/otp/verify', otpVerify);
app.post('/learner/v1/auth/forgot_password', forgotPassword);
app.post('/learner/v1/auth/reset_password', resetPassword);
app.post('/learner/v1/auth/verify_email', verifyEmail);
app.post('/learner/v1/auth/resend_verification', resendVerification);
app.post('/learner/v1/auth/signout', signout);
app.get('/learner/v1/me', getMe);
app.patch('/learner/v1/me', updateMe);
app.delete('/learner/v1/me', deleteMe);
app.post('/learner/v1/me/change_password', changePassword);
app.post('/learner/v1/me/profile_skip', profileSkip);

// In-app notifications of the signed-in learner (src/contract/notifications.ts NOTIFICATION_CALLS).
app.get('/learner/v1/notifications', listNotifications);
app.post('/learner/v1/notifications/read', markRead);
app.post('/learner/v1/notifications/read_all', markAllRead);

// What a learner owns and keeps (src/contract/learning.ts LEARNING_CALLS; docs/decisions/0010-learning-api.md).
app.post('/learner/v6/reviews', addReview);
app.put('/learner/v6/reviews/:reviewId', editReview);
app.get('/learner/v9/user_likes', favourites);
app.post('/learner/v9/user_likes', addFavourite);
app.delete('/learner/v9/user_likes/:likeId', removeFavourite);
app.get('/learner/v9/notebooks', bookmarks);
app.post('/learner/v9/notebooks', addBookmark);
app.delete('/learner/v9/notebooks/:bookMarkId', removeBookmark);

// Responses to the school's embed forms (src/contract/site-content.ts EMBED_FORM_CALLS).
app.post('/learner/v1/embed_forms/:formId/responses', embedFormResponse);

app.get('/learner/dev/inbox', devInbox);
app.get('/learner/dev/inbox.html', devInboxPage);
app.post('/learner/dev/enrolments', devEnrol);
