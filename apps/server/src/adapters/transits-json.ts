/**
 * The POST /api/transiti answer written straight from the engine's records as UTF-8 JSON bytes. A
 * year of every transit is about 1 MB: building the answer's objects, or even one string of it, and
 * then encoding it costs more than the warm engine itself, mostly in garbage collection. Nearly
 * every piece is fixed text (keys, names, dates, orbs), copied from bytes encoded once. The text is
 * exactly JSON.stringify of the response schema's object, which the API tests check against a plain
 * builder of that object (test/transits-oracle.ts).
 */
import {
  ASPECT_CODES,
  DAILY_POSITION_UT_TIME,
  formatUtcMinute,
  MINUTES_PER_DAY,
  MS_PER_DAY,
  POINT_CODES,
  TRANSIT_BODY_CODES,
  utcDateOf,
  type TransitRecord,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, BODY_NAMES_IT, POINT_NAMES_IT, STATION_KIND_NAMES_IT } from '@astrolabio/names-it';
import { JsonBytes, utf8 } from './json-bytes.ts';
import type { TransitRun } from './transits.ts';

const json = (text: string) => JSON.stringify(text);

/** `{"transitPlanet":…,"natalPlanet":…,"aspect":…,"start":` by body, point and aspect: a record's head in one piece. */
const byCode = <C extends string, V>(codes: readonly C[], value: (code: C) => V) =>
  Object.fromEntries(codes.map((c) => [c, value(c)])) as Record<C, V>;
const RECORD_HEAD = byCode(TRANSIT_BODY_CODES, (body) => byCode(POINT_CODES, (point) => byCode(ASPECT_CODES, (aspect) =>
  utf8(`{"transitPlanet":${json(BODY_NAMES_IT[body])},"natalPlanet":${json(POINT_NAMES_IT[point])},"aspect":${json(ASPECT_NAMES_IT[aspect])},"start":`))));
const STATION_KIND = byCode(['retrograde', 'direct'] as const, (kind) => utf8(`,"kind":${json(STATION_KIND_NAMES_IT[kind])}}`));
/** `,"clipped":{…},"exact":[` for each [clippedStart][clippedEnd]. */
const CLIPPED_THEN = [false, true].map((start) => [false, true].map((end) => utf8(`,"clipped":{"start":${start},"end":${end}},"exact":[`)));
const END = utf8(',"end":');
const COMMA = utf8(',');
const STATIONS = utf8('],"stations":[');
const STATION_OPEN = utf8('{"time":');
const PEAK = utf8('],"peak":{"time":');
const PEAK_ORB = utf8(',"orb":');
const HOUSE = utf8('],"house":');
const RECORD_CLOSE = utf8('}');

/**
 * Orbs, two decimals, exactly as JSON writes `roundTo(orb, 2)`, each with the text that always
 * follows it. Turning a double into its shortest text is the costliest step of a writer (some
 * 20 000 orbs a year), and an |orb| only takes the values k / 100, k ≤ 18 000: each text is made
 * once per process, into a table.
 */
class OrbTexts {
  private static readonly MAX_HUNDREDTHS = 18_000;
  private readonly suffix: Uint8Array;
  private readonly width: number;
  private readonly text: Uint8Array;
  private readonly length = new Uint8Array(OrbTexts.MAX_HUNDREDTHS + 1);

  constructor(suffix: string) {
    this.suffix = utf8(suffix);
    this.width = '179.99'.length + this.suffix.length;
    this.text = new Uint8Array((OrbTexts.MAX_HUNDREDTHS + 1) * this.width);
  }

  write(out: JsonBytes, deg: number): void {
    const k = Math.round(deg * 100);
    if (!(k >= 0 && k <= OrbTexts.MAX_HUNDREDTHS)) {
      out.ascii(String(k / 100));
      out.bytes(this.suffix);
      return;
    }
    if (this.length[k] === 0) {
      const number = utf8(String(k / 100));
      this.text.set(number, k * this.width);
      this.text.set(this.suffix, k * this.width + number.length);
      this.length[k] = number.length + this.suffix.length;
    }
    out.slice(this.text, k * this.width, this.length[k]!);
  }
}
const PEAK_ORB_THEN = new OrbTexts('},"daily":[');
const DAY_ORB_THEN = new OrbTexts('}');

/** `HH:MMZ"` of each minute of a day: the end of a quoted instant. */
const MINUTE_WIDTH = 7;
const MINUTE_TEXT = utf8(Array.from({ length: MINUTES_PER_DAY }, (_, m) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}Z"`).join(''));

/** The texts of one UTC day: `"YYYY-MM-DDT` (an instant's head) and `{"date":"YYYY-MM-DD","orb":` (a daily entry's). */
interface DayTexts {
  date: string;
  instantHead: Uint8Array;
  dailyHead: Uint8Array;
  dailyHeadAfterComma: Uint8Array;
}

/**
 * Day texts by day number since 1970, made once per process like the orb texts (encoding a short
 * text costs more than copying it a hundred times). Bounded: cleared past ten years of days.
 * Null for the years `YYYY` cannot write (formatUtcMinute's own fallback writes those).
 */
const DAY_TEXTS = new Map<number, DayTexts | null>();
const DAY_TEXTS_MAX = 3660;

function dayTexts(day: number): DayTexts | null {
  let texts = DAY_TEXTS.get(day);
  if (texts === undefined) {
    if (DAY_TEXTS.size >= DAY_TEXTS_MAX) DAY_TEXTS.clear();
    const date = utcDateOf(day * MS_PER_DAY);
    const dailyHead = `{"date":${json(date)},"orb":`;
    texts = date.length !== 10 ? null : { date, instantHead: utf8(`"${date}T`), dailyHead: utf8(dailyHead), dailyHeadAfterComma: utf8(`,${dailyHead}`) };
    DAY_TEXTS.set(day, texts);
  }
  return texts;
}

/** Writes one answer. */
class TransitsJsonWriter {
  /** Day numbers of daily dates, for entries not on the day expected. */
  private readonly dayOfDate = new Map<string, number>();

  constructor(private readonly out: JsonBytes) {}

  /** A quoted `formatUtcMinute` text. */
  instant(ms: number): void {
    const minutes = Math.round(ms / 60_000);
    const day = Math.floor(minutes / MINUTES_PER_DAY);
    const texts = dayTexts(day);
    if (texts === null) return this.out.ascii(`"${formatUtcMinute(ms)}"`);
    this.out.bytes(texts.instantHead);
    this.out.slice(MINUTE_TEXT, (minutes - day * MINUTES_PER_DAY) * MINUTE_WIDTH, MINUTE_WIDTH);
  }

  record(r: TransitRecord): void {
    const out = this.out;
    out.bytes(RECORD_HEAD[r.transitBody][r.target][r.aspect]);
    this.instant(r.start);
    out.bytes(END);
    this.instant(r.end);
    out.bytes(CLIPPED_THEN[Number(r.clippedStart)]![Number(r.clippedEnd)]!);
    for (let i = 0; i < r.exact.length; i++) {
      if (i) out.bytes(COMMA);
      this.instant(r.exact[i]!);
    }
    out.bytes(STATIONS);
    for (let i = 0; i < r.stations.length; i++) {
      const st = r.stations[i]!;
      if (i) out.bytes(COMMA);
      out.bytes(STATION_OPEN);
      this.instant(st.time);
      out.bytes(STATION_KIND[st.kind]);
    }
    out.bytes(PEAK);
    this.instant(r.peak.time);
    out.bytes(PEAK_ORB);
    PEAK_ORB_THEN.write(out, r.peak.orb);
    // The days run from start's date, one by one (checked: a date that does not match is looked up).
    const firstDay = Math.floor(r.start / MS_PER_DAY);
    for (let i = 0; i < r.daily.length; i++) {
      const d = r.daily[i]!;
      const expected = dayTexts(firstDay + i);
      const texts = expected !== null && expected.date === d.date ? expected : dayTexts(this.dayOf(d.date))!;
      out.bytes(i > 0 ? texts.dailyHeadAfterComma : texts.dailyHead);
      DAY_ORB_THEN.write(out, d.orb);
    }
    out.bytes(HOUSE);
    out.uint(r.house);
    out.bytes(RECORD_CLOSE);
  }

  private dayOf(date: string): number {
    let day = this.dayOfDate.get(date);
    if (day === undefined) {
      day = Math.floor(Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY);
      this.dayOfDate.set(date, day);
    }
    return day;
  }
}

/** About what a transit takes as JSON, to size the buffer once: a record and each of its days. */
const ESTIMATED_RECORD_BYTES = 300;
const ESTIMATED_DAY_BYTES = 36;

/** The answer of POST /api/transiti as UTF-8 JSON. */
export function transitiResponseJson(run: TransitRun): Buffer {
  let days = 0;
  for (const r of run.records) days += r.daily.length;
  const out = new JsonBytes(256 + run.records.length * ESTIMATED_RECORD_BYTES + days * ESTIMATED_DAY_BYTES);
  const writer = new TransitsJsonWriter(out);
  out.bytes(utf8(`{"periodo":${JSON.stringify(`${run.startDate} - ${run.endDate}`)},"transiti":[`));
  for (let i = 0; i < run.records.length; i++) {
    if (i) out.bytes(COMMA);
    writer.record(run.records[i]!);
  }
  out.bytes(utf8(`],"meta":{"maxOrb":${JSON.stringify(run.maxOrb)},"timeOfDayUt":${JSON.stringify(DAILY_POSITION_UT_TIME)},`
    + `"nodo":${JSON.stringify(run.nodeKind)},"count":${run.records.length}}}`));
  return out.result();
}
