/**
 * One event as an iCalendar file (RFC 5545), for "add to calendar": enough for Google, Apple and Outlook calendars to
 * import a live class. Written here rather than taken from a package: one VEVENT is a dozen lines, and the packages
 * that write it carry a validation library many times its size (docs/decisions/0071-live-class-page.md).
 */

export interface CalendarEvent {
  /** Globally unique and stable: the same class imported twice updates one event. */
  uid: string;
  title: string;
  description: string;
  /** The class page, where the learner joins. */
  url: string;
  starts: Date;
  ends: Date;
  /** Minutes before the start the calendar reminds; absent: none. */
  alarmMinutes?: number;
}

/** `20261129T143000Z`: UTC, so the calendar shows it in its own time zone. */
const utc = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in text. */
export const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 3.1: lines of at most 75 octets, continued with CRLF and a space, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Schoolfront//Live classes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.starts)}`,
    `DTEND:${utc(event.ends)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n${event.url}`)}`,
    `URL:${event.url}`,
    ...(event.alarmMinutes ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.title)}`, `TRIGGER:-PT${event.alarmMinutes}M`, 'END:VALARM'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
