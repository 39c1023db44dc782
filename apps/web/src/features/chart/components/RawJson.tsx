/** The raw technical JSON of the result, collapsed until asked for (and only then serialised). */
import { Accordion, Code } from '@mantine/core';
import { useState } from 'react';
import { it } from '../../../i18n/it.ts';

export function RawJson({ data }: { data: unknown }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion value={open} onChange={setOpen} variant="contained" mt="md">
      <Accordion.Item value="json">
        <Accordion.Control>{it.results.rawJson}</Accordion.Control>
        <Accordion.Panel>
          {open && (
            <Code block style={{ maxHeight: 400, overflow: 'auto', fontSize: 12 }} data-testid="raw-json">
              {JSON.stringify(data, null, 2)}
            </Code>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
