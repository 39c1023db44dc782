/**
 * «Condividi»: the link to the chart on screen (share-fragment.ts), through the phone's share sheet
 * where the browser has one (Web Share API), otherwise copied to the clipboard; the link is also
 * shown, selected on focus, for when neither works.
 */
import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { it } from '../../../i18n/it.ts';

type ShareStatus = 'copied' | 'shared' | 'copyFailed';

/** The page's own address with `fragment` after the `#`. */
export function shareUrl(fragment: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${fragment}`;
}

async function shareOrCopy(url: string, title: string): Promise<ShareStatus | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // Closed by the user: nothing to say. Any other failure falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'copyFailed';
  }
}

export function ShareButton({ fragment, name }: { fragment: string | null; name: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState<ShareStatus | null>(null);
  const share = async () => {
    if (!fragment) return;
    const url = shareUrl(fragment);
    setLink(url);
    setStatus(null);
    setStatus(await shareOrCopy(url, it.share.shareTitle(name.trim())));
  };
  return (
    <Stack gap={4} data-print="hide">
      <div>
        <Button variant="light" size="compact-sm" disabled={!fragment} onClick={() => void share()}>{it.share.button}</Button>
      </div>
      <Text size="sm" aria-live="polite" c={status === 'copyFailed' ? 'red' : undefined}>{status ? it.share[status] : ''}</Text>
      {link && (
        <TextInput
          label={it.share.linkLabel}
          description={it.share.linkHint}
          value={link}
          readOnly
          size="xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </Stack>
  );
}
