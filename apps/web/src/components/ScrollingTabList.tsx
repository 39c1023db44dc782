/**
 * A row of tabs that stays on one line and scrolls sideways when it is wider than its box, with an
 * arrow at each end that has more tabs behind it: a thin scrollbar alone (hidden by overlay
 * scrollbars, absent on phones) left «Rivoluzione Solare» cut with no sign there was more.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Group, Tabs } from '@mantine/core';

const LIST_STYLE = { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none', flex: 1, minWidth: 0 } as const;

export function ScrollingTabList({ children, backLabel, moreLabel, ...rest }: { children: ReactNode; backLabel: string; moreLabel: string; 'data-print'?: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // One pixel of slack: zoomed pages give fractional scroll positions.
    setHidden({ before: list.scrollLeft > 1, after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    list.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      list.removeEventListener('scroll', measure);
    };
  }, [measure]);
  const scrollBy = (direction: -1 | 1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <Group gap={4} wrap="nowrap" align="stretch" {...rest}>
      {hidden.before && (
        <ActionIcon variant="subtle" size="lg" aria-label={backLabel} onClick={() => scrollBy(-1)} style={{ alignSelf: 'center' }}>
          <span aria-hidden="true">‹</span>
        </ActionIcon>
      )}
      <Tabs.List ref={listRef} style={LIST_STYLE}>{children}</Tabs.List>
      {hidden.after && (
        <ActionIcon variant="subtle" size="lg" aria-label={moreLabel} onClick={() => scrollBy(1)} style={{ alignSelf: 'center' }}>
          <span aria-hidden="true">›</span>
        </ActionIcon>
      )}
    </Group>
  );
}
