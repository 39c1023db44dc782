/** Mantine theme: violet as the brand colour, system fonts (nothing to download), Italian labels for built-in buttons. */
import { Alert, createTheme, Modal, Notification, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { it } from '../i18n/it.ts';

export const theme = createTheme({
  primaryColor: 'violet',
  // Visitors who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    Alert: Alert.extend({ defaultProps: { closeButtonLabel: it.close } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': it.close } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': it.close } } }),
    Select: Select.extend({ defaultProps: { clearButtonProps: { 'aria-label': it.clear } } }),
    DateInput: DateInput.extend({ defaultProps: { clearButtonProps: { 'aria-label': it.clear } } }),
  },
});
