/** The welcome gate: spinner until the questionnaire loads, then the steps; slow-load notice; thanks, then the app 2000 ms later. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { WelcomeGate } from './WelcomeGate.tsx';

const config = (questionnaireUrl = '/questionario') => ({
  '/api/config': () => [200, { questionnaireUrl, privacyEmail: 'privacy@esempio.it', sourceCodeUrl: 'https://esempio.it/src' }] as [number, unknown],
});

async function iframe() {
  return (await screen.findByTitle('Questionario per ricevere gli aggiornamenti')) as HTMLIFrameElement;
}

describe('WelcomeGate', () => {
  test('shows the spinner until the questionnaire has loaded, then the steps', async () => {
    stubFetch(config());
    renderWithProviders(<WelcomeGate onEnter={() => {}} />);
    expect(screen.getByTestId('questionnaire-loading')).toBeInTheDocument();
    const frame = await iframe();
    expect(frame.getAttribute('src')).toBe('/questionario');
    expect(screen.queryByText('Come procedere')).not.toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByTestId('questionnaire-loading')).not.toBeInTheDocument();
    expect(screen.getByText('Come procedere')).toBeInTheDocument();
    expect(screen.getByText(/questionario NON è obbligatorio/)).toBeInTheDocument();
    expect(screen.getByText(/scrivi a privacy@esempio\.it/)).toBeInTheDocument();
  });

  test('embeds the external questionnaire when one is configured', async () => {
    stubFetch(config('https://moduli.esempio.it/f/1'));
    renderWithProviders(<WelcomeGate onEnter={() => {}} />);
    expect((await iframe()).getAttribute('src')).toBe('https://moduli.esempio.it/f/1');
  });

  test('says so when the questionnaire is slow, and the button keeps working', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(config());
    const onEnter = vi.fn();
    renderWithProviders(<WelcomeGate onEnter={onEnter} />);
    await iframe();
    expect(screen.queryByText(/non si è ancora caricato/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByText(/non si è ancora caricato/)).toBeInTheDocument();
    expect(screen.getByTestId('questionnaire-loading')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entra nell’app' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onEnter).toHaveBeenCalledOnce();
  });

  test('thanks the visitor and opens the app 2000 ms after the press, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(config());
    const onEnter = vi.fn();
    renderWithProviders(<WelcomeGate onEnter={onEnter} />);
    fireEvent.load(await iframe());
    fireEvent.click(screen.getByRole('button', { name: 'Entra nell’app' }));
    expect(screen.getByText('Grazie! Stai per entrare nell’app…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entra nell’app' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(onEnter).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(onEnter).toHaveBeenCalledOnce());
  });
});
