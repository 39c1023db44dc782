/**
 * `/`: the welcome gate first, then the chart screen; a returning visitor goes straight to the chart
 * screen. The chart screen (form, dates, chart drawing) is its own chunk, so the gate shows sooner
 * on a phone: behind the gate its download starts once the page is loaded and idle, while the
 * visitor reads (issue 23: the gate's first page is then ~140 kB instead of ~300); a returning
 * visitor, who needs it right away, asks for it at once.
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
  // Coming from the gate, whose button is gone: focus goes to the chart screen's heading. A returning
  // visitor's first load leaves focus where the browser puts it.
  const [fromGate, setFromGate] = useState(false);
  const enter = useCallback(() => {
    rememberIntroSeen();
    setShowGate(false);
    setFromGate(true);
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => (showGate ? loadMainScreenWhenIdle() : undefined), [showGate]);
  if (showGate) return <WelcomeGate onEnter={enter} />;
  return (
    <Suspense fallback={<Center py="xl"><Loader aria-label={it.loading} /></Center>}>
      <MainScreen onShowIntro={() => setShowGate(true)} focusHeading={fromGate} />
    </Suspense>
  );
}
