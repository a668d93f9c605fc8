import { describe, expect, it } from 'vitest';
import type { EnrolledCourse } from '../../contract/learning.ts';
import { OWN_RECENT_LIMIT, ownRecentCourses } from './own-recent.ts';

/** Only what the choice reads: the type and the enrolment's last opening. */
const owned = (id: number, lastOpened: string | null, courseType: 1 | 2 | 3 | 4 = 1) =>
  ({ id, course_type: courseType, enrolment: { last_opened_at: lastOpened } }) as unknown as EnrolledCourse;

describe("the learner's own recent courses", () => {
  it('puts the last opened first, then those never opened in the order given (newest enrolment first)', () => {
    const list = [owned(1, null), owned(2, '2026-11-20T10:00:00.000Z'), owned(3, null), owned(4, '2026-11-23T08:00:00.000Z')];
    expect(ownRecentCourses(list).map((c) => c.id)).toEqual([4, 2, 1, 3]);
  });

  it('holds courses only, at most five', () => {
    const list = [owned(1, null, 2), owned(2, null, 4), owned(3, null, 3), ...[4, 5, 6, 7, 8, 9].map((id) => owned(id, null))];
    expect(ownRecentCourses(list).map((c) => c.id)).toEqual([4, 5, 6, 7, 8]);
    expect(OWN_RECENT_LIMIT).toBe(5);
  });

  it('is empty for a learner who owns no course', () => {
    expect(ownRecentCourses([owned(1, '2026-11-20T10:00:00.000Z', 2)])).toEqual([]);
  });
});
