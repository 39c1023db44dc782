/**
 * The iCalendar writer against RFC 5545 and an independent parser (ical.js): lines of at most 75
 * octets that never split a UTF-8 character, CRLF, escaped TEXT, and every event read back whole.
 */
import { describe, expect, test } from 'vitest';
import ICAL from 'ical.js';
import { calendarBytes, escapeText, foldLine, utcDateTime, type CalendarEvent } from './icalendar.ts';

const STAMP_MS = Date.UTC(2026, 10, 23, 9, 30, 15, 789);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The physical lines of a calendar's bytes, each decoded on its own (throws if one splits a character). */
function physicalLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let from = 0;
  for (let i = bytes.indexOf('\r\n'); i !== -1; i = bytes.indexOf('\r\n', from)) {
    expect(i - from, `line ${lines.length + 1}`).toBeLessThanOrEqual(75);
    lines.push(strictUtf8.decode(bytes.subarray(from, i)));
    from = i + 2;
  }
  expect(from, 'the text ends with CRLF').toBe(bytes.length);
  return lines;
}

const unfold = (folded: string) => folded.replace(/\r\n[ \t]/g, '');

describe('foldLine: 75 octets a line, never inside a character', () => {
  test.each([
    ['short ASCII', 'SUMMARY:Saturno quadratura Sole natale'],
    ['long ASCII', `DESCRIPTION:${'Luna congiunzione Mercurio natale: esatto. '.repeat(6)}`],
    ['exactly 75 octets', `X:${'a'.repeat(73)}`],
    ['76 octets', `X:${'a'.repeat(74)}`],
    ['two-octet letters across every boundary', `SUMMARY:${'Sì, perché è così: à è ì ò ù '.repeat(8)}`],
    ['three-octet characters', `SUMMARY:${'«℞» '.repeat(40)}`],
    ['four-octet characters (surrogate pairs)', `SUMMARY:${'♄ 🪐 '.repeat(30)}`],
    ['an odd offset before the letters', `SUMMARY:x${'è'.repeat(80)}`],
  ])('%s', (_label, line) => {
    const folded = foldLine(line);
    expect(unfold(folded)).toBe(line);
    for (const piece of folded.split('\r\n')) {
      const bytes = Buffer.from(piece, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // A split character would have left a lone surrogate, written as U+FFFD.
      expect(strictUtf8.decode(bytes)).toBe(piece);
      expect(piece).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
    // A fold is made only when the line is too long, and then every line but the last is full
    // to within one character (at most 3 octets short).
    const pieces = folded.split('\r\n');
    if (Buffer.byteLength(line) <= 75) expect(pieces).toHaveLength(1);
    for (const piece of pieces.slice(0, -1)) expect(Buffer.byteLength(piece)).toBeGreaterThan(75 - 4);
  });
});

describe('escapeText (RFC 5545 3.3.11)', () => {
  test.each([
    ['plain', 'Saturno quadratura Sole natale', 'Saturno quadratura Sole natale'],
    ['comma', 'a 2025-01-02T03:07Z, UTC.', 'a 2025-01-02T03:07Z\\, UTC.'],
    ['semicolon', 'uno; due', 'uno\\; due'],
    ['backslash first, so escapes are not escaped twice', 'C:\\dir, x', 'C:\\\\dir\\, x'],
    ['line breaks: LF, CRLF, CR', 'a\nb\r\nc\rd', 'a\\nb\\nc\\nd'],
    ['colon and quotes stay', 'Nota: "esatto"', 'Nota: "esatto"'],
  ])('%s', (_label, text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('utcDateTime', () => {
  test.each([
    [Date.UTC(2025, 2, 14, 8, 21), '20250314T082100Z'],
    [Date.UTC(1969, 11, 31, 23, 59, 59), '19691231T235959Z'],
    [Date.UTC(1800, 0, 5, 0, 0), '18000105T000000Z'],
    [Date.UTC(2399, 11, 31, 23, 59), '23991231T235900Z'],
  ])('%i → %s', (ms, text) => {
    expect(utcDateTime(ms)).toBe(text);
  });
});

describe('calendarBytes, read back by ical.js', () => {
  const events: CalendarEvent[] = [
    {
      uid: '2025-01-01T03:10Z-moon-conjunction-0-mercury@astrolabio',
      summary: 'Luna congiunzione Mercurio natale',
      description: "Luna congiunzione Mercurio natale: esatto alle 2025-01-01T03:10Z UTC. Orbita entro 3 gradi da prima dell’inizio del periodo (2025-01-01T00:00Z) a 2025-01-01T08:30Z, UTC. Casa natale del pianeta in transito: 10.",
      startMs: Date.UTC(2025, 0, 1, 3, 10),
      durationMinutes: 1,
      categories: ['Transiti'],
    },
    {
      // Long enough to fold, with accented letters, escapes and a line break.
      uid: '1969-12-31T23:59Z-saturn-square-270-sun@astrolabio',
      summary: 'Saturno quadratura Sole natale: è così, perché la quadratura; più città, più età — «℞» 🪐 e ancora così',
      description: 'Prima riga; seconda, con virgola\nterza: \\ barra',
      startMs: Date.UTC(1969, 11, 31, 23, 59),
      durationMinutes: 1,
      categories: ['Transiti', 'Città, più'],
    },
    {
      uid: '1800-01-05T00:00Z-moon-trine-120-ascendant@astrolabio',
      summary: 'Luna trigono Ascendente natale',
      description: 'Al primo giorno dei transiti.',
      startMs: Date.UTC(1800, 0, 5),
      durationMinutes: 1,
      categories: ['Transiti'],
    },
  ];
  const bytes = calendarBytes({ productId: '-//Astrolabio//Transiti//IT', name: 'Transiti 1800-01-05 - 2025-01-01', stampMs: STAMP_MS, events });
  const text = bytes.toString('utf8');

  test('every physical line is whole UTF-8 of at most 75 octets, ended by CRLF', () => {
    const lines = physicalLines(bytes);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.some((l) => l.startsWith('\t'))).toBe(true); // the long summary was folded
  });

  test('the calendar: VERSION, PRODID, name, and each event with its UID, start, summary, description, DTSTAMP', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Astrolabio//Transiti//IT');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Transiti 1800-01-05 - 2025-01-01');
    const parsed = calendar.getAllSubcomponents('vevent');
    expect(parsed).toHaveLength(events.length);
    parsed.forEach((component, i) => {
      const expected = events[i]!;
      const event = new ICAL.Event(component);
      expect(event.uid).toBe(expected.uid);
      expect(event.summary).toBe(expected.summary);
      // ical.js reads the escaped line break back as LF, as RFC 5545 writes it.
      expect(event.description).toBe(expected.description);
      expect(event.startDate.toJSDate().getTime()).toBe(expected.startMs);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.duration.toSeconds()).toBe(60);
      expect(component.getFirstProperty('categories')!.getValues()).toEqual(expected.categories);
      // DTSTAMP is when the file was made, to the second.
      expect((component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(Math.floor(STAMP_MS / 1000) * 1000);
    });
  });

  test('an empty calendar is still a calendar', () => {
    const empty = calendarBytes({ productId: '-//Astrolabio//Transiti//IT', name: 'Transiti', stampMs: STAMP_MS, events: [] });
    physicalLines(empty);
    expect(new ICAL.Component(ICAL.parse(empty.toString('utf8'))).getAllSubcomponents('vevent')).toHaveLength(0);
  });
});
