/**
 * `/`: the welcome gate first, then the chart screen; a returning visitor goes straight to the chart
 * screen. The chart screen (form, dates, chart drawing) is its own chunk, so the gate shows sooner
 * on a phone: behind the gate its download starts once the page is loaded and idle, while the
 * visitor reads (issue 23: the gate's first page is then ~140 kB instead of ~300); a returning
 * visitor, who needs it right away, asks for it at once.
 *
 * A first-time visitor who opens a shared link (a chart in the address) gets the chart screen at
 * once, drawn hidden behind the gate: it reads the link and computes the chart, its tab and its
 * transits while the gate is read, and the same screen is shown on entry, ready (issue 34).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { hasSeenIntro, rememberIntroSeen, WelcomeGate } from '../../features/gate/index.ts';
import { it } from '../../i18n/it.ts';

let mainScreenModule: Promise<typeof import('./MainScreen.tsx')> | undefined;
const loadMainScreen = () => (mainScreenModule ??= import('./MainScreen.tsx'));
const MainScreen = lazy(() => loadMainScreen().then((m) => ({ default: m.MainScreen })));

/** How long to wait for an idle moment where the browser has no requestIdleCallback (Safari), ms. */
const IDLE_FALLBACK_MS = 1500;

/** Loads the chart screen once the page has loaded and the browser is idle: not competing with the gate for the network. */
function loadMainScreenWhenIdle(): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => void loadMainScreen(), { timeout: IDLE_FALLBACK_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(() => void loadMainScreen(), IDLE_FALLBACK_MS);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

export function HomeRoute() {
  const [showGate, setShowGate] = useState(() => !hasSeenIntro());
  // A chart in the address when the page opened: its screen is prepared behind the gate.
  const [prepareBehindGate] = useState(() => window.location.hash.replace(/^#/, '') !== '');
  // Coming from the gate, whose button is gone: focus goes to the chart screen's heading. A returning
  // visitor's first load leaves focus where the browser puts it.
  const [fromGate, setFromGate] = useState(false);
  const enter = useCallback(() => {
    rememberIntroSeen();
    setShowGate(false);
    setFromGate(true);
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => (showGate && !prepareBehindGate ? loadMainScreenWhenIdle() : undefined), [showGate, prepareBehindGate]);
  const screenMounted = !showGate || prepareBehindGate;
  return (
    <>
      {showGate && <WelcomeGate onEnter={enter} />}
      {/* The same element whether hidden or shown, so that entering keeps the screen and its chart; display: none keeps it from the eye, the keyboard and screen readers. */}
      {screenMounted && (
        <div style={showGate ? { display: 'none' } : undefined}>
          <Suspense fallback={showGate ? null : <Center py="xl"><Loader aria-label={it.loading} /></Center>}>
            <MainScreen onShowIntro={() => setShowGate(true)} focusHeading={fromGate} behindGate={showGate} />
          </Suspense>
        </div>
      )}
    </>
  );
}
