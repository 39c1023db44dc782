/** A failed return call (the return, the lunar returns, the Mirata search) as the spec's error alert writes it. */
import { Alert, Text } from '@mantine/core';
import { errorLines } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

export function ReturnErrorAlert({ error }: { error: unknown }) {
  const { message, detail } = errorLines(error);
  return (
    <Alert color="red" variant="light" title={it.solarReturn.errorTitle} role="alert">
      <Text size="sm">{message}</Text>
      {detail && <Text size="sm">{detail}</Text>}
    </Alert>
  );
}
