/**
 * A live class added to one test file's API (issue 42): a live lesson appended to a fixture course's first section
 * and its schedule, as a school's catalogue.json and live.json would give them. Kept out of the shared fixtures, so
 * other files' lesson counts and percentages stay what they assert.
 */
import type { Api } from './harness.ts';

export interface LiveFixture {
  school: number;
  course: number;
  lesson: number;
  title: string;
  type: 4 | 7 | 10;
  startsInSeconds: number;
  durationSeconds?: number;
  zoom?: { meeting_id: string; passcode: string; join_url: string };
  recording?: number;
  reminderMinutes?: number;
}

export async function addLiveClass(api: Api, f: LiveFixture): Promise<void> {
  const duration = f.durationSeconds ?? 3600;
  const lesson = { id: f.lesson, title: f.title, kind: 'live', duration_seconds: duration, free_preview: false };
  await api.school(f.school).batch([
    api.school(f.school).prepare("UPDATE products SET data_json = json_insert(data_json, '$.sections[0].lessons[#]', json(?)) WHERE school_id = ? AND id = ?")
      .bind(JSON.stringify(lesson), f.school, f.course),
    api.school(f.school).prepare(`INSERT INTO live_classes (school_id, course_id, lesson_id, type, starts_ms, duration_s, recording_lesson_id, zoom_json, reminder_minutes)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(f.school, f.course, f.lesson, f.type, Date.now() + f.startsInSeconds * 1000, duration, f.recording ?? null, f.zoom ? JSON.stringify(f.zoom) : null, f.reminderMinutes ?? 30),
  ]);
}

/**
 * A batch's own class of a live lesson added with addLiveClass (decision 0084): the batch's calendar names the lesson,
 * and its class is at its own time, as the seed makes it from batches.json.
 */
export async function addBatchClass(api: Api, f: { school: number; course: number; lesson: number; batch: number; type: 4 | 7 | 10; startsInSeconds: number; durationSeconds?: number; reminderMinutes?: number }): Promise<void> {
  const starts = Date.now() + f.startsInSeconds * 1000;
  await api.school(f.school).batch([
    api.school(f.school).prepare('INSERT INTO batch_calendar (school_id, batch_id, lesson_id, opens_ms) VALUES (?, ?, ?, ?)').bind(f.school, f.batch, f.lesson, starts),
    api.school(f.school).prepare(`INSERT INTO live_classes (school_id, course_id, lesson_id, batch_id, type, starts_ms, duration_s, reminder_minutes)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(f.school, f.course, f.lesson, f.batch, f.type, starts, f.durationSeconds ?? 3600, f.reminderMinutes ?? 30),
  ]);
}
