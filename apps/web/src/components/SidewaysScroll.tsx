/**
 * A box that scrolls its content sideways on a narrow screen (a wide table on a phone), reachable
 * from the keyboard while it scrolls: then it is a named region in the tab order (WCAG 2.1.1,
 * axe-core's scrollable-region-focusable), so the arrow keys can scroll what a mouse would drag.
 * Optionally it says there is more to its right (a fading edge and a line of text) until the end.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import './sideways-scroll.css';

/** Whether the element scrolls sideways at all, and whether content is still hidden past its right edge. */
function useSidewaysOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ scrolls: false, more: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => {
      const scrolls = el.scrollWidth > el.clientWidth + 1;
      const more = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOverflow((o) => (o.scrolls === scrolls && o.more === more ? o : { scrolls, more }));
    };
    check();
    el.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, []);
  return { ref, ...overflow };
}

export interface SidewaysScrollProps {
  /** The region's name while it scrolls (the table's own name, usually). */
  label: string;
  /** Below this width (px) the content scrolls instead of squeezing. */
  minWidth?: number;
  /** Said under the box while part of the content is hidden to the right; with it, a fading right edge. */
  moreHint?: string;
  children: ReactNode;
}

export function SidewaysScroll({ label, minWidth, moreHint, children }: SidewaysScrollProps) {
  const { ref, scrolls, more } = useSidewaysOverflow();
  const hinted = moreHint !== undefined && more;
  return (
    <div>
      <Box pos="relative">
        <div
          ref={ref}
          className="astrolabio-sideways"
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? label : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
        {hinted && <div className="astrolabio-more-right" aria-hidden="true" />}
      </Box>
      {hinted && moreHint && <Text size="xs" c="dimmed" ta="right" mt={2}>{moreHint}</Text>}
    </div>
  );
}
