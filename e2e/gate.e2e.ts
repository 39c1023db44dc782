/** The welcome gate in Chromium with the server's questionnaire frame: spinner, info box, thank-you, the 2-second redirect, the returning visitor after a reload (the slow questionnaire is WelcomeGate.test.tsx's). */
import { describe, expect, test } from 'vitest';
import { setupPages } from './browser.ts';

const openPage = setupPages();

describe('welcome gate', () => {
  test('spinner while the questionnaire loads, then the steps; thanks; the app 2 s after the press; then remembered', async () => {
    const t = await openPage();
    const { page } = t;
    // Hold the questionnaire page until the spinner has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/questionario', async (route) => {
      await held;
      await route.continue();
    });
    // Not 'load': the page's load event waits for the iframe, which these tests hold back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();
    await page.getByTestId('questionnaire-loading').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByText('Come procedere').count()).toBe(0);
    release();
    await page.getByText('Come procedere').waitFor({ state: 'visible' });
    await page.getByTestId('questionnaire-loading').waitFor({ state: 'detached' });
    await page.getByText('Il questionario NON è obbligatorio').waitFor();
    await page.getByText(/cancellazione scrivi a privacy@astrolabio\.test/).waitFor();

    // The spec's 2000 ms, counted on the page's clock, stopped before the press: a busy machine's
    // wall clock cannot make the redirect look early or late.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('button', { name: 'Entra nell’app' }).click();
    const thanks = page.getByText('Grazie! Stai per entrare nell’app…');
    const appTab = page.getByRole('tab', { name: 'Calcolo Tema Natale e Transiti' });
    await thanks.waitFor({ state: 'visible' });
    await page.clock.fastForward(1900);
    await thanks.waitFor();
    await expect.poll(() => appTab.count()).toBe(0);
    await page.clock.fastForward(100);
    await page.clock.resume();
    await appTab.waitFor({ state: 'visible' });

    // A returning visitor goes straight to the app; the link shows the intro again.
    await page.reload();
    await page.getByRole('tab', { name: 'Calcolo Tema Natale e Transiti' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mostra di nuovo l’introduzione' }).click();
    await page.getByRole('heading', { name: 'Benvenuto in Astrolabio' }).waitFor();
    expect(t.errors).toEqual([]);
  });
});
