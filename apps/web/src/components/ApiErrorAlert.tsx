/** A failed API call as the spec's error alert writes it: the message, then its detail, under the caller's title. */
import { Alert, Text } from '@mantine/core';
import { errorLines } from '../lib/api-client.ts';

export function ApiErrorAlert({ error, title }: { error: unknown; title: string }) {
  const { message, detail } = errorLines(error);
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{message}</Text>
      {detail && <Text size="sm">{detail}</Text>}
    </Alert>
  );
}
