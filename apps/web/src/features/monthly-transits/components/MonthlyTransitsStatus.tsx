/** Loading and failure of the monthly transits, shown above the result tabs (its own module: the tab's panel is a chunk of its own). */
import { Alert, Group, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

/** Loading and failure of the monthly transits, shown above the result tabs. */
export function MonthlyTransitsStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm">{it.monthly.loading}</Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="orange" variant="light" title={it.monthly.error} role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  return null;
}
