/** Everything every page needs around it: Mantine (theme, Italian dates, toasts) and TanStack Query. */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/it';
import { theme } from './theme.ts';

export interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off Mantine's transitions and its hiding of dropdowns whose anchor jsdom cannot lay out. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-center" />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
