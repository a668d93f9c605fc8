import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics.ts';

describe('an iCalendar file', () => {
  const event = {
    uid: 'live-5011002-5017902@nova-academy.localhost',
    title: 'Live: Coordinate geometry, a problem marathon; bring paper',
    description: 'JEE Main Mathematics\nJoin from the class page.',
    url: 'http://nova-academy.localhost/learn/live-webinar/5011002/5017902',
    starts: new Date('2026-12-01T13:30:00Z'),
    ends: new Date('2026-12-01T14:30:00Z'),
    alarmMinutes: 30,
  };

  it('holds one event in UTC, with its alarm, in CRLF lines a calendar imports', () => {
    const file = calendarFile(event, new Date('2026-11-29T10:00:00.123Z'));
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Schoolfront//Live classes//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('DTSTART:20261201T133000Z');
    expect(lines).toContain('DTEND:20261201T143000Z');
    expect(lines).toContain('DTSTAMP:20261129T100000Z');
    expect(lines).toContain('SUMMARY:Live: Coordinate geometry\\, a problem marathon\\; bring paper');
    expect(lines).toContain(`DESCRIPTION:JEE Main Mathematics\\nJoin from the class page.\\n${event.url}`);
    expect(lines).toContain('TRIGGER:-PT30M');
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const hindi = `SUMMARY:${'लाइव क्लास '.repeat(12)}`;
    const folded = foldLine(hindi);
    expect(folded.split('\r\n ').join('')).toBe(hindi);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(foldLine('short')).toBe('short');
  });
});
