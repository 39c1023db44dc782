/** The welcome gate's public face (app/ imports only this): the gate, and whether this visitor has passed it. */
export { WelcomeGate } from './components/WelcomeGate.tsx';
export { hasSeenIntro, INTRO_SEEN_KEY, rememberIntroSeen } from './visitor.ts';
