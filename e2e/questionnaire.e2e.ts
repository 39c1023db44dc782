/** The built-in questionnaire inside the gate: an e-mail is validated, stored in SQLite, and stored once. */
import Database from 'better-sqlite3';
import { describe, expect, inject, test } from 'vitest';
import { setupPages } from './browser.ts';

const openPage = setupPages();

function subscribers(): string[] {
  const db = new Database(inject('subscribersDbPath'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[], { email: string }>('SELECT email FROM subscribers ORDER BY email').all().map((r) => r.email);
  } finally {
    db.close();
  }
}

describe('built-in questionnaire', () => {
  test('stores the e-mail once and thanks the visitor; a bad address gets an Italian message', async () => {
    // The invalid submission is answered 400 on purpose; Chromium logs that status line.
    const t = await openPage({ expectedFailures: [/\/questionario$/] });
    const { page } = t;
    await page.goto('/');
    const form = page.frameLocator('iframe[title="Questionario per ricevere gli aggiornamenti"]');

    // Server-side validation (the browser's own check is bypassed to reach it).
    await form.locator('form').evaluate((f) => f.setAttribute('novalidate', ''));
    await form.getByLabel('Indirizzo e-mail').fill('maria@');
    await form.getByRole('button', { name: 'Invia' }).click();
    await form.getByText("L’indirizzo e-mail non è valido").waitFor();
    await form.getByText('Per iscriverti devi spuntare il consenso.').waitFor();

    await form.getByLabel('Indirizzo e-mail').fill('Maria.Rossi@Esempio.it');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Invia' }).click();
    await form.getByText('Grazie! Il tuo indirizzo è registrato').waitFor();
    expect(subscribers()).toContain('maria.rossi@esempio.it');

    // The same address again, in another visit: still one row.
    await page.reload();
    await form.getByLabel('Indirizzo e-mail').fill('maria.rossi@esempio.it');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Invia' }).click();
    await form.getByText('Grazie! Il tuo indirizzo è registrato').waitFor();
    expect(subscribers().filter((e) => e === 'maria.rossi@esempio.it')).toHaveLength(1);

    // The gate around it is not disturbed: the app is one press away.
    await page.getByRole('button', { name: 'Entra nell’app' }).click();
    await page.getByRole('tab', { name: 'Calcolo Tema Natale e Transiti' }).waitFor({ timeout: 5000 });
    expect(t.errors).toEqual([]);
  });
});
