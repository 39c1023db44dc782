/**
 * The Sinastria as a spreadsheet (issue 35), written in the browser with the one CSV convention
 * (contract's csvFile, decision 0061): one table, a row per inter-aspect and per point of each person
 * in the other's houses, the table each row belongs to in its first column. Nothing leaves the browser.
 */
import { csvFile, csvNumber, type NatalChartCodes, type SynastryCodes } from '@astrolabio/contract';
import { ASPECT_NAMES_IT, POINT_NAMES_IT } from '@astrolabio/names-it';
import { formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { interAspectRows, overlayRows } from './synastry-view.ts';

const T = it.couple.csv;

/** An orb as the API writes it: degrees to two decimals, with the decimal comma. */
const orbText = (orbDeg: number) => csvNumber(Math.round(orbDeg * 100) / 100);

export function synastryCsv(couple: { first: NatalChartCodes; second: NatalChartCodes; synastry: SynastryCodes }, names: { first: string; second: string }): string {
  const aspects = interAspectRows(couple.synastry.aspects).map((a) => [
    T.aspectsTable, POINT_NAMES_IT[a.firstPoint], ASPECT_NAMES_IT[a.aspect], POINT_NAMES_IT[a.secondPoint], orbText(a.orbDeg), '', '',
  ]);
  const secondInFirst = overlayRows(couple.second, couple.synastry.secondInFirstHouses).map((r) => [
    T.overlayTable(names.second, names.first), '', '', POINT_NAMES_IT[r.point], '', formatZodiacIt(r.longitude), String(r.house),
  ]);
  const firstInSecond = overlayRows(couple.first, couple.synastry.firstInSecondHouses).map((r) => [
    T.overlayTable(names.first, names.second), POINT_NAMES_IT[r.point], '', '', '', formatZodiacIt(r.longitude), String(r.house),
  ]);
  return csvFile(
    [T.table, T.pointOf(names.first), T.aspect, T.pointOf(names.second), T.orb, T.position, T.house],
    [...aspects, ...secondInFirst, ...firstInSecond],
  );
}

/** `sinastria-1990-01-01-1992-05-20.csv`: the two birth dates. */
export const synastryCsvFileName = (firstDate: string, secondDate: string) => `sinastria-${firstDate}-${secondDate}.csv`;
