import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../tenants/load.ts';
import { labBrief, lessonContentRows, lessonObjects } from './lesson-content.ts';

// Every demo lesson the web player shows has content: video, notes, decks, articles and hands-on labs.
describe('demo lesson content', () => {
  it("gives every video, PDF, deck, article and lab lesson of every demo school a place in the bucket, and puts it there", async () => {
    for (const tenant of await loadTenants()) {
      const rows = lessonContentRows(tenant);
      const lessons = tenant.catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons.filter((l) => ['video', 'pdf', 'slides', 'text', 'code'].includes(l.kind)).map((l) => `${p.id}:${l.id}`)));
      expect(rows.map((r) => `${r.course_id}:${r.lesson_id}`).sort(), tenant.slug).toEqual(lessons.sort());
      const keys = new Set<string>();
      for await (const object of lessonObjects(tenant)) keys.add(object.key);
      for (const row of rows) {
        if (row.kind !== 'video') expect(keys.has(`${row.folder}${row.entry}`), `${tenant.slug} ${row.folder}${row.entry}`).toBe(true);
      }
    }
  });

  it("briefs a lab from its own section: the lessons to study first, the steps, and the section's quiz", async () => {
    const [harbor] = await loadTenants(['harbor-code']);
    const product = harbor!.catalogue.products.find((p) => p.sections.some((s) => s.lessons.some((l) => l.kind === 'code')))!;
    const section = product.sections.find((s) => s.lessons.some((l) => l.kind === 'code'))!;
    const lesson = section.lessons.find((l) => l.kind === 'code')!;
    const brief = labBrief({ product, section, lesson, index: 0 });
    expect(brief.startsWith(`# ${lesson.title}\n`)).toBe(true);
    for (const other of section.lessons.filter((l) => l.kind !== 'quiz' && l.id !== lesson.id)) expect(brief).toContain(`- ${other.title}`);
    expect(brief).toContain(`Then take **${section.lessons.find((l) => l.kind === 'quiz')!.title}**`);
    expect(brief).toContain('Mark the lab complete');
    // A lab that is a challenge is completed by solving it, not by hand.
    expect(labBrief({ product, section, lesson, index: 0 }, 'Count the words')).toContain('Then solve **Count the words** in the code lab, below: that completes the lab.');
    expect(labBrief({ product, section, lesson, index: 0 }, 'Count the words')).not.toContain('Mark the lab complete');
  });
});
