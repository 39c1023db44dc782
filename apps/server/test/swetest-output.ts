/** Reads the committed swetest fixtures (fixtures/swetest-charts): the chart list and swetest's raw output. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SWETEST_CHARTS_DIR = fileURLToPath(new URL('../../../fixtures/swetest-charts/', import.meta.url));

export interface ReferenceChart {
  id: string;
  /** Local civil date-time, `YYYY-MM-DDTHH:mm:ss`. */
  datetime: string;
  /** UTC offset in hours. */
  timezone: number;
  latitude: number;
  longitude: number;
  /** Swiss Ephemeris' one-letter house system code. */
  houseLetter: string;
  place: string;
}

/** charts.tsv → the charts, in file order. */
export function readReferenceCharts(): ReferenceChart[] {
  return readFileSync(`${SWETEST_CHARTS_DIR}charts.tsv`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [id, datetime, timezone, latitude, longitude, houseLetter, place] = line.split('\t');
      return {
        id: id!, datetime: datetime!, timezone: Number(timezone), latitude: Number(latitude),
        longitude: Number(longitude), houseLetter: houseLetter!, place: place!,
      };
    });
}

/** One row of `-fPlbsj` output: name, then longitude, latitude and speed, then the house position (bodies only). */
export interface SwetestRow {
  longitude: number;
  latitude: number | null;
  speed: number;
  /** Swiss Ephemeris' house position, 1.0–12.999…: the integer part is the house. Null for cusps and angles. */
  housePosition: number | null;
}

export interface SwetestOutput {
  /** The Julian day (UT) swetest computed for the input date and time. */
  jdUt: number;
  /** Rows by swetest's name: `Sun`, `true Node`, `mean Apogee`, `house  1`, `Ascendant`, `MC` … */
  rows: Map<string, SwetestRow>;
  /** swetest says "House method X failed, Porphyry calculated instead" (polar circles). */
  housesFellBackToPorphyry: boolean;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const BODY_ROW = new RegExp(`^(\\S.*?)\\s+${NUMBER}\\s+${NUMBER}\\s+${NUMBER}(?:\\s+${NUMBER})?\\s*$`);
const HOUSE_ROW = new RegExp(`^(house\\s+\\d+|Ascendant|MC|ARMC|Vertex|equat\\. Asc\\.|co-Asc.*|Polar Asc\\.)\\s+${NUMBER}\\s+${NUMBER}\\s*$`);

export function parseSwetestOutput(text: string): SwetestOutput {
  const rows = new Map<string, SwetestRow>();
  let jdUt = Number.NaN;
  let housesFellBackToPorphyry = false;
  for (const line of text.split('\n')) {
    const ut = /^UT:\s+(\d+\.\d+)/.exec(line);
    if (ut) jdUt = Number(ut[1]);
    if (/failed, Porphyry calculated instead/.test(line)) housesFellBackToPorphyry = true;
    const house = HOUSE_ROW.exec(line);
    if (house) {
      rows.set(house[1]!.replace(/\s+/g, ' '), { longitude: Number(house[2]), latitude: null, speed: Number(house[3]), housePosition: null });
      continue;
    }
    const body = BODY_ROW.exec(line);
    if (body && !line.startsWith('swetest ')) {
      rows.set(body[1]!, { longitude: Number(body[2]), latitude: Number(body[3]), speed: Number(body[4]), housePosition: body[5] === undefined ? null : Number(body[5]) });
    }
  }
  if (!Number.isFinite(jdUt)) throw new Error('swetest output without its "UT:" header line');
  return { jdUt, rows, housesFellBackToPorphyry };
}

export function readSwetestOutput(id: string): SwetestOutput {
  return parseSwetestOutput(readFileSync(`${SWETEST_CHARTS_DIR}${id}.txt`, 'utf8'));
}
