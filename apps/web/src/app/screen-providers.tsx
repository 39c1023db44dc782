/** Providers only the chart screen needs: Italian calendars (dayjs "it", weeks from Monday) and the toasts. */
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import 'dayjs/locale/it';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';

export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      <Notifications position="top-center" />
      {children}
    </DatesProvider>
  );
}
