/**
 * The transit exports write instants as the screen does (issue 21, «Words that match what was
 * done»): in the browser's zone, named, in Italian sentences; the .csv keeps a UTC column. Against
 * the real server, in a browser whose zone is Europe/Rome.
 */
import { describe, expect, test } from 'vitest';
import { downloadedText, openTransitTable, ROMA, setupPages } from './browser.ts';

const openPage = setupPages();

describe('transit exports in the user\'s zone', () => {
  test('.ics descriptions say «esatto il … alle …, ora di Roma»; the .csv has the local instant, the zone and UTC', async () => {
    const t = await openPage({ returning: true, acceptDownloads: true });
    const { page } = t;
    await openTransitTable(page, { ...ROMA, timezone: '1', transitStart: '01/01/2026', transitEnd: '31/03/2026' });

    const [ics] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Calendario (.ics)' }).click()]);
    const calendar = (await downloadedText(ics)).replace(/\r\n[ \t]/g, '');
    const descriptions = calendar.split('\r\n').filter((l) => l.startsWith('DESCRIPTION:'));
    expect(descriptions.length).toBeGreaterThan(0);
    for (const d of descriptions) {
      expect(d).toMatch(/: esatto il (1º|\d{1,2}) (gennaio|febbraio|marzo|aprile) 2026 alle \d{2}:\d{2}\\, ora di Roma\. Orbita entro /);
      expect(d).not.toContain('UTC');
    }

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tabella (.csv)' }).click()]);
    const rows = (await downloadedText(csv)).replace(/^\uFEFF/, '').trim().split('\r\n').map((r) => r.split(';'));
    expect(rows[0]!.slice(0, 3)).toEqual(['esatto', 'fuso_orario', 'esatto_utc']);
    expect(rows.length).toBe(descriptions.length + 1);
    for (const [local, zone, utc] of rows.slice(1)) {
      expect(zone).toBe('Europe/Rome');
      // January–March 2026, before the change of 29 March: one hour ahead of UTC (fixtures/zdump/Europe_Rome.txt).
      const ms = (s: string) => Date.UTC(+s.slice(6, 10), +s.slice(3, 5) - 1, +s.slice(0, 2), +s.slice(11, 13), +s.slice(14, 16));
      const hours = ms(utc!) >= Date.UTC(2026, 2, 29, 1) ? 2 : 1;
      expect(ms(local!) - ms(utc!)).toBe(hours * 3_600_000);
    }
    expect(t.errors).toEqual([]);
  });
});
