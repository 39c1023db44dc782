/** The chart screen composes form and results: a calculated chart takes the page's width, and stays on show while the form, opened again, is edited, until the next calculation. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render.tsx';
import fixture from '../../../test/fixtures/tema-natale-roma-1990.json';
import { it } from '../../i18n/it.ts';
import { MainScreen } from './MainScreen.tsx';

describe('MainScreen', () => {
  test('typing in the form after a calculation keeps the chart and asks the server nothing', async () => {
    const calls = stubFetch({
      '/api/tema-natale': () => [200, fixture],
      '/api/transiti-mensili': () => [500, { error: 'Errore interno del server. Riprova più tardi.' }],
    });
    const user = userEvent.setup();
    renderWithProviders(<MainScreen onShowIntro={() => {}} />);
    const latitude = screen.getByRole('textbox', { name: /Latitudine/ });
    // The coordinates before the calculation are pasted: each keystroke re-renders the whole form,
    // and typing twenty of them is what took this test past its time limit on a loaded machine.
    await user.click(latitude);
    await user.paste('41,902782');
    await user.click(screen.getByRole('textbox', { name: /Longitudine/ }));
    await user.paste('12,496366');
    await user.click(screen.getByRole('button', { name: it.form.submit }));
    expect(await screen.findByRole('heading', { name: it.results.title })).toBeInTheDocument();
    const requestsAfterSubmit = calls.length;
    // The form folds away so that the results take the page's width; one click brings it back.
    await waitFor(() => expect(latitude).not.toBeVisible());
    await user.click(screen.getByRole('button', { name: it.main.showForm }));
    await waitFor(() => expect(latitude).toBeVisible());

    // Keystroke by keystroke, as a user edits after the chart is on show.
    await user.clear(latitude);
    await user.type(latitude, '45,46');

    expect(latitude).toHaveValue('45,46');
    expect(screen.getByRole('heading', { name: it.results.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: it.results.tabPlanets })).toBeInTheDocument();
    expect(calls).toHaveLength(requestsAfterSubmit);
    expect(calls.filter((c) => c.url.pathname === '/api/tema-natale')).toHaveLength(1);
    // Rendering the whole chart screen takes seconds on a shared, loaded machine: room beyond the default.
  }, 60_000);
});
