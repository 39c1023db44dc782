/**
 * The page helpers the browser tests share: a connection to the shared Chromium, fresh Italian
 * pages that record every Content-Security-Policy violation (every test fails on one), form filling.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect, inject, onTestFailed } from 'vitest';
import { INTRO_SEEN_KEY } from '../apps/web/src/features/gate/visitor.ts';

let browser: Browser | undefined;

async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('wsEndpoint'));
  return browser;
}

async function disconnectBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far, except expected failed responses. */
  errors: string[];
  /** Content-Security-Policy violations reported by any frame of the page: "directive blocked-URI (source)". */
  cspViolations: string[];
  url: (path: string) => string;
  close: () => Promise<void>;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Play a visitor who has already passed the gate. */
  returning?: boolean;
  /** Responses whose failure status the test provokes on purpose (their console line is not an error). */
  expectedFailures?: RegExp[];
  acceptDownloads?: boolean;
  /** The server the page's paths are relative to; the suite's own by default. */
  baseURL?: string;
  /** Let the page read and write the clipboard (a real paste with Control+V). */
  clipboard?: boolean;
  /**
   * Keep the page open across the file's tests (opened in a beforeAll, closed after the file): one
   * chart computed once and read by several tests. Its CSP violations still fail the test they came in.
   */
  keepOpen?: boolean;
}

/** Reports each `securitypolicyviolation` event, in every frame (init scripts and bindings bypass the page's CSP). */
async function recordCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('__astrolabioCspViolation', (_source, text: string) => {
    into.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __astrolabioCspViolation: (text: string) => void }).__astrolabioCspViolation;
      void report(`${e.effectiveDirective} ${e.blockedURI || '(inline)'} (${e.sourceFile || e.documentURI}:${e.lineNumber})`);
    });
  });
}

/** What a page reported and where it was, said when a test that used it fails. */
const pageReport = (t: TestPage) => `Pagina: ${t.page.url()}\nErrori della pagina: ${t.errors.length ? t.errors.join('\n') : 'nessuno'}`;

/** A fresh context (its own localStorage) in Italian, Rome's time zone, reduced motion, one page. */
async function newTestPage(options: PageOptions = {}): Promise<TestPage> {
  const b = await connectBrowser();
  const baseURL = options.baseURL ?? inject('baseURL');
  const context = await b.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    reducedMotion: 'reduce',
    acceptDownloads: options.acceptDownloads ?? false,
  });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Well under the test's 30 s, so that a wait that never ends names its locator and line.
  context.setDefaultTimeout(10_000);
  const cspViolations: string[] = [];
  await recordCspViolations(context, cspViolations);
  if (options.returning) {
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), INTRO_SEEN_KEY);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  const expected = options.expectedFailures ?? [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    const isFailedResponse = m.text().startsWith('Failed to load resource');
    if (isFailedResponse && expected.some((re) => re.test(m.location().url))) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  const t: TestPage = {
    context,
    page,
    errors,
    cspViolations,
    url: (path) => new URL(path, baseURL).href,
    close: () => context.close(),
  };
  // When a wait times out, say what the page itself reported and where it was (a kept page: setupPages, in each test).
  if (!options.keepOpen) onTestFailed(() => console.error(pageReport(t)));
  return t;
}

/**
 * Registers a test file's hooks (no CSP violation on any page, every page closed after its test or,
 * kept open, after the file, the browser connection dropped after the file) and returns the
 * function its tests open their page with.
 */
export function setupPages(): (options?: PageOptions) => Promise<TestPage> {
  const opened: TestPage[] = [];
  const kept: TestPage[] = [];
  beforeEach((context) => {
    for (const t of kept) context.onTestFailed(() => console.error(pageReport(t)));
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    await Promise.all(pages.map((t) => t.close()));
    // The site runs under its real CSP: a blocked script, style or frame is a failure of the test that caused it.
    expect([...pages, ...kept].flatMap((t) => t.cspViolations.splice(0))).toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(kept.splice(0).map((t) => t.close()));
    await disconnectBrowser();
  });
  return async (options) => {
    const t = await newTestPage(options);
    (options?.keepOpen ? kept : opened).push(t);
    return t;
  };
}

/** Rome's coordinates as typed in the form (Italian decimal comma) and a three-month transit period. */
export const ROMA = { latitude: '41,902782', longitude: '12,496366', transitStart: '01/01/2025', transitEnd: '31/03/2025' };

/** Fills the fields a natal chart needs (Roma, 1 January 1990 12:00 by default) and the transit period. */
export async function fillBirthForm(page: Page, v: { date?: string; hours?: string; minutes?: string; latitude: string; longitude: string; timezone?: string; transitStart: string; transitEnd: string }) {
  if (v.date) {
    const date = page.getByRole('textbox', { name: 'Data di nascita' });
    await date.fill(v.date);
  }
  if (v.hours) await page.getByRole('textbox', { name: 'Ora di nascita, ore' }).fill(v.hours);
  if (v.minutes) await page.getByRole('textbox', { name: 'Ora di nascita, minuti' }).fill(v.minutes);
  await page.getByRole('textbox', { name: /^Latitudine/ }).fill(v.latitude);
  await page.getByRole('textbox', { name: /^Longitudine/ }).fill(v.longitude);
  if (v.timezone !== undefined) await page.getByRole('textbox', { name: /^Fuso orario/ }).fill(v.timezone);
  await page.getByRole('textbox', { name: 'Inizio periodo transiti' }).fill(v.transitStart);
  await page.getByRole('textbox', { name: 'Fine periodo transiti' }).fill(v.transitEnd);
  // Leave the last date field so that its popover closes and its value is committed.
  await page.keyboard.press('Escape');
}

/** The form's «Calcola Tema Natale Completo» button. */
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Calcola Tema Natale Completo' });

/** The computed chart's header: its list of the birth data and options used. */
export const chartHeader = (page: Page) => page.getByRole('region', { name: /^Tema natale/ }).locator('dl');

/** Waits for the notification that says `text`. */
export const waitForToast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).waitFor();

/** The birth form's values fillBirthForm takes. */
export type BirthFormValues = Parameters<typeof fillBirthForm>[1];

/** Opens the home page, fills the form and computes the chart: its planets table is drawn. */
export async function computeChart(page: Page, values: BirthFormValues, options: { keepPage?: boolean } = {}) {
  // keepPage: the page is already open, with fields of the test's own filled in.
  if (!options.keepPage) await page.goto('/');
  await fillBirthForm(page, values);
  await submitButton(page).click();
  await page.getByRole('table', { name: 'Pianeti' }).waitFor();
}

/** Computes the chart and opens Tabella Transiti, waiting until its transits are drawn. */
export async function openTransitTable(page: Page, values: BirthFormValues, options: { keepPage?: boolean } = {}) {
  await computeChart(page, values, options);
  await page.getByRole('tab', { name: 'Tabella Transiti' }).click();
  // A year's transits computed and drawn: over the default 10 s when the machine is loaded.
  await page.getByRole('table', { name: 'Tabella dei transiti' }).waitFor({ timeout: 20_000 });
}

/** Types a place and picks the suggestion whose text starts with `suggestion` (the real /api/luoghi answers). */
export async function choosePlace(page: Page, typed: string, suggestion: string) {
  const place = page.getByRole('textbox', { name: /Luogo di nascita/ });
  await place.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${suggestion.replace(/[()]/g, '\\$&')}`) }).first().click();
}

/** Reads the saved download's bytes (the browser runs behind a server connection: the file is copied here first). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'astrolabio-download-'));
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const bytes = readFileSync(file);
  rmSync(dir, { recursive: true });
  return bytes;
}

/** Reads the saved download's text. */
export async function downloadedText(download: Download): Promise<string> {
  return (await downloadedBytes(download)).toString('utf8');
}

/** The WCAG rules axe-core checks: 2.0 and 2.1, levels A and AA (what issue 34 asks of every screen). */
const AXE_WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
let axeSource: string | undefined;

/**
 * axe-core's WCAG 2.1 A and AA violations on what the page shows now, its frames included (axe is
 * injected into each, through the debugging protocol, which the page's CSP does not govern): one
 * line per element, "rule: target — what is wrong".
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Injected once per document: a page checked on several screens keeps the axe of its first check.
  for (const frame of page.frames()) {
    const injected = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
    if (!injected) await frame.evaluate(axeSource);
  }
  return page.evaluate(async (tags) => {
    interface AxeNode { target: unknown[]; failureSummary?: string }
    interface AxeResults { violations: { id: string; nodes: AxeNode[] }[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
  }, AXE_WCAG_TAGS);
}
