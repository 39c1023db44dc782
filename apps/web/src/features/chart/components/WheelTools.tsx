/** Download the wheel as SVG or PNG, and print the chart (A4, print.css); none of them is printed. */
import { memo, useState, type RefObject } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { downloadBlob } from '../../../lib/download.ts';
import { startPrint } from '../../../lib/print-mode.ts';
import { it } from '../../../i18n/it.ts';
import { standaloneWheelSvg, svgToPng } from '../wheel-export.ts';

/** `caption`: the lines written under the downloaded wheel (whose chart, birth data). */
export const WheelTools = memo(function WheelTools({ wheel, fileStem, caption }: { wheel: RefObject<HTMLElement | null>; fileStem: string; caption: readonly string[] }) {
  const [busy, setBusy] = useState<'svg' | 'png' | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (kind: 'svg' | 'png') => {
    const svg = wheel.current?.querySelector('svg');
    if (!svg) return;
    setBusy(kind);
    setFailed(false);
    try {
      const text = await standaloneWheelSvg(svg, caption);
      const blob = kind === 'svg' ? new Blob([text], { type: 'image/svg+xml;charset=utf-8' }) : await svgToPng(text);
      downloadBlob(`${fileStem}.${kind}`, blob);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div data-print="hide">
      <Group gap="xs" justify="center" wrap="wrap">
        <Button size="xs" variant="default" loading={busy === 'svg'} onClick={() => void save('svg')}>{it.results.downloadSvg}</Button>
        <Button size="xs" variant="default" loading={busy === 'png'} onClick={() => void save('png')}>{it.results.downloadPng}</Button>
        <Button size="xs" variant="default" onClick={() => startPrint('chart')}>{it.results.print}</Button>
      </Group>
      {failed && <Alert color="red" variant="light" role="alert" mt="xs">{it.results.exportFailed}</Alert>}
    </div>
  );
});
