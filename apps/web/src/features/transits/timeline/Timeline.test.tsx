/** The generic timeline's drawing in jsdom: the axis by month or by day (weekends red), a row's layers, markers and labelled targets. */
import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { datesInPeriod } from '@astrolabio/core';
import { monthColumnScale, uniformDayScale } from './timeline-geometry.ts';
import { TimelineAxis } from './TimelineAxis.tsx';
import { MARKER_STROKES } from './timeline-drawing.ts';
import { TimelineRow } from './TimelineRow.tsx';

const MONTH_NAMES = ['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];

describe('TimelineAxis', () => {
  test('year mode: twelve month labels', () => {
    const scale = monthColumnScale(datesInPeriod('2025-01-01', '2025-12-31'), 60);
    const { container } = render(<TimelineAxis scale={scale} mode="months" heightPx={24} monthLabel={(m) => MONTH_NAMES[m.month - 1]!} />);
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(MONTH_NAMES);
  });

  test('month mode: a tick per day, weekends in red, labels on the labelled days', () => {
    const scale = uniformDayScale(datesInPeriod('2025-03-01', '2025-03-31'), 20);
    const { container } = render(<TimelineAxis scale={scale} mode="days" heightPx={30} monthLabel={() => 'marzo 2025'} />);
    const days = [...container.querySelectorAll('g')];
    expect(days).toHaveLength(31);
    expect(days.filter((g) => g.getAttribute('fill') === '#e03131')).toHaveLength(10); // 5 Saturdays and 5 Sundays in March 2025
    expect(days[0]!.querySelector('text')?.textContent).toBe('1');
    expect(days[1]!.querySelector('text')).toBeNull();
  });
});

describe('TimelineRow', () => {
  test('draws its layers and markers, and one labelled target holds the tab stop', () => {
    const { container, getAllByRole } = render(
      <TimelineRow
        widthPx={200}
        heightPx={40}
        markerY={20}
        layers={[{ key: 'bar', d: 'M0 16h50v8h-50z', fill: '#e03131' }, { key: 'empty', d: '', fill: '#000' }]}
        markers={[{ key: 's', kind: 'start', x: 0 }, { key: 'p', kind: 'peak', x: 25 }, { key: 'e', kind: 'end', x: 50 }]}
        texts={[{ key: 'o', x: 25, y: 9, text: '0,0°' }]}
        targets={[{ key: 'a', span: { x: 0, width: 50 }, label: 'Saturno quadratura Sole natale' }, { key: 'b', span: { x: 80, width: 20 }, label: 'Saturno quadratura Luna natale' }]}
        activeKey="b"
        label="Saturno, Quadratura"
      />,
    );
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect([...container.querySelectorAll('circle')].map((c) => c.getAttribute('stroke'))).toEqual([MARKER_STROKES.start, MARKER_STROKES.peak, MARKER_STROKES.end]);
    const targets = getAllByRole('img');
    expect(targets.map((t) => [t.getAttribute('aria-label'), t.getAttribute('tabindex')])).toEqual([
      ['Saturno quadratura Sole natale', '-1'],
      ['Saturno quadratura Luna natale', '0'],
    ]);
  });

  describe('a pointer entering a bar', () => {
    const originalMatchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = originalMatchMedia;
    });
    const renderRow = (onTargetFocus: () => void) => render(
      <TimelineRow widthPx={200} heightPx={40} markerY={20} layers={[]} markers={[]} texts={[]} activeKey={null} label="Nettuno, Congiunzione"
        targets={[{ key: 'a', span: { x: 0, width: 50 }, label: 'Nettuno congiunzione Sole natale' }]} onTargetFocus={onTargetFocus} />,
    );

    test('with a mouse, shows its tooltip', () => {
      const onTargetFocus = vi.fn();
      fireEvent.mouseEnter(renderRow(onTargetFocus).getByRole('img'));
      expect(onTargetFocus).toHaveBeenCalledTimes(1);
    });

    test('on a touch screen (hover: none), not: the pointer a tap on a tab leaves behind is no hover; a tap (focus) is', () => {
      window.matchMedia = ((query: string) => ({ ...originalMatchMedia(query), matches: query === '(hover: none)' })) as typeof window.matchMedia;
      const onTargetFocus = vi.fn();
      const bar = renderRow(onTargetFocus).getByRole('img');
      fireEvent.mouseEnter(bar);
      expect(onTargetFocus).not.toHaveBeenCalled();
      fireEvent.focus(bar);
      expect(onTargetFocus).toHaveBeenCalledTimes(1);
    });
  });
});
