import { Hono } from 'hono';
import { categories } from './endpoints/categories.ts';
import { courseAccess } from './endpoints/course-access.ts';
import { courseDetail } from './endpoints/course-detail.ts';
import { courseList } from './endpoints/course-list.ts';
import { faqs } from './endpoints/faqs.ts';
import { media } from './endpoints/media.ts';
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
app.use('*', resolveSchool);

app.get('/config/school_config', schoolConfig);

app.get('/learner/v17/courses', courseList);
app.get('/learner/v17/courses/', courseList);
app.get('/learner/v17/courses/access_data/:courseId', courseAccess);
app.get('/learner/v17/courses/:courseId', courseDetail);

app.get('/learner/v10/categories', categories);
app.get('/learner/v4/teachers', teachers);
app.get('/learner/v6/reviews', reviews);
app.get('/learner/v6/reviews/:reviewId', review);
app.get('/learner/v4/faqs', faqs);
app.get('/learner/v1/product_pricings/default_product_pricings', pricings);
app.get('/learner/v1/media/:name', media);
