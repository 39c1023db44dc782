/** The chart screen: typing in the form re-renders the form alone, not the results beside it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { MainScreen } from './MainScreen.tsx';

const resultRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../features/chart/components/ChartResults.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/chart/components/ChartResults.tsx')>();
  return {
    ...actual,
    ChartResults: (props: Parameters<typeof actual.ChartResults>[0]) => {
      resultRenders.count++;
      return <actual.ChartResults {...props} />;
    },
  };
});

describe('MainScreen', () => {
  test('keystrokes in the form do not re-render the results column', async () => {
    stubFetch({});
    renderWithProviders(<MainScreen onShowIntro={() => {}} />);
    const latitude = screen.getByRole('textbox', { name: /Latitudine/ });
    const before = resultRenders.count;
    await userEvent.type(latitude, '41,9028');
    expect(latitude).toHaveValue('41,9028');
    expect(resultRenders.count).toBe(before);
  });
});
