/**
 * Providers only the chart screen needs: Italian calendars (dayjs "it", weeks from Monday), the
 * toasts, and the glyph font (loaded with this screen, not with the first page).
 */
import { useEffect, type ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import 'dayjs/locale/it';
import './styles/chart-screen.ts';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { loadGlyphFont } from '../lib/glyph-font.ts';

const TOAST_MS = 3000;

export function ScreenProviders({ children }: { children: ReactNode }) {
  useEffect(loadGlyphFont, []);
  return (
    <DatesProvider settings={{ locale: 'it', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      {/* Toasts confirm (saved, loaded, cleared) at once and go after 3 s, at the foot of the screen,
          where on a phone they do not pile over the profile block they speak of. */}
      <Notifications position="bottom-center" autoClose={TOAST_MS} />
      {children}
    </DatesProvider>
  );
}
