/**
 * `/`: the welcome gate first, then the chart screen; a returning visitor goes straight to the chart
 * screen. The chart screen (form, dates, chart drawing) is its own chunk, so the gate shows sooner
 * on a phone; its download starts at once, because a returning visitor needs it right away.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { WelcomeGate } from '../../features/gate/components/WelcomeGate.tsx';
import { hasSeenIntro, rememberIntroSeen } from '../../features/gate/visitor.ts';
import { it } from '../../i18n/it.ts';

const mainScreenModule = import('./MainScreen.tsx');
const MainScreen = lazy(() => mainScreenModule.then((m) => ({ default: m.MainScreen })));

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
  if (showGate) return <WelcomeGate onEnter={enter} />;
  return (
    <Suspense fallback={<Center py="xl"><Loader aria-label={it.loading} /></Center>}>
      <MainScreen onShowIntro={() => setShowGate(true)} focusHeading={fromGate} />
    </Suspense>
  );
}
