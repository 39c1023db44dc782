/** What every page needs around it: Mantine (theme) and TanStack Query. Dates and toasts live with the chart screen, their only user. */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';

export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off Mantine's transitions and its hiding of dropdowns whose anchor jsdom cannot lay out. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
