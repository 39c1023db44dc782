/** `/`: the welcome gate first, then the chart screen; a returning visitor goes straight to the chart screen. */
import { useCallback, useState } from 'react';
import { WelcomeGate } from '../../features/gate/components/WelcomeGate.tsx';
import { hasSeenIntro, rememberIntroSeen } from '../../features/gate/visitor.ts';
import { MainScreen } from './MainScreen.tsx';

export function HomeRoute() {
  const [showGate, setShowGate] = useState(() => !hasSeenIntro());
  const enter = useCallback(() => {
    rememberIntroSeen();
    setShowGate(false);
    window.scrollTo?.(0, 0);
  }, []);
  if (showGate) return <WelcomeGate onEnter={enter} />;
  return <MainScreen onShowIntro={() => setShowGate(true)} />;
}
