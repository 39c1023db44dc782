/**
 * The CSV files the server writes for people to open in a spreadsheet (the transits and techniques
 * tables, the subscribers' export), in the one convention the web's profiles backup shares: the
 * contract's csvFile (decision 0061: BOM, `;`, CRLF, formulas defused).
 */
export { csvFile as csvText } from '@astrolabio/contract';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
