/** What a page whose chunk is still loading shows on a first visit straight to its address (React Router's HydrateFallback). */
import { Text } from '@mantine/core';
import { it } from '../../i18n/it.ts';

export function PageLoading() {
  return <Text role="status" p="xl" c="dimmed">{it.pageLoading.text}</Text>;
}
