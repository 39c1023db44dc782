/**
 * The address bar carries the chart on screen in the same fragment a shared link has, so that a
 * reload, or Back from another page, shows the chart again. Each new chart replaces the address
 * (no history entry per chart: Back leaves the screen, as before).
 *
 * A fragment this tab wrote itself (remembered in sessionStorage, which is per tab and survives a
 * reload) only brings the chart back: the form keeps its own draft, which may hold what was typed
 * since. A fragment the tab did not write is a link opened: it fills the form too.
 */
import { useEffect, useEffectEvent } from 'react';
import { decodeShareFragment, type ShareFragmentReading } from './share-fragment.ts';

const OWN_FRAGMENT_KEY = 'astrolabio:link-scritto';

function ownFragment(): string | null {
  try {
    return sessionStorage.getItem(OWN_FRAGMENT_KEY);
  } catch {
    return null; // storage disabled: every fragment counts as a link opened
  }
}

export interface AddressLink {
  reading: ShareFragmentReading;
  /** The fragment is the one this tab wrote (a reload): the chart comes back, the form is left alone. */
  own: boolean;
}

export function readAddressLink(hash: string = window.location.hash): AddressLink {
  const fragment = hash.replace(/^#/, '');
  return { reading: decodeShareFragment(fragment), own: fragment !== '' && fragment === ownFragment() };
}

/** Puts the chart on screen in the address bar, replacing the current entry. */
export function writeAddressLink(fragment: string): void {
  try {
    sessionStorage.setItem(OWN_FRAGMENT_KEY, fragment);
  } catch {
    // Without storage a reload reads the address as a link opened: the same chart, the form refilled.
  }
  if (window.location.hash.replace(/^#/, '') === fragment) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${fragment}`);
}

/** No chart on screen (its calculation failed): the address carries none, so a reload shows the form as typed. */
export function clearAddressLink(): void {
  try {
    sessionStorage.removeItem(OWN_FRAGMENT_KEY);
  } catch {
    // nothing was remembered
  }
  if (window.location.hash === '') return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** A link pasted into the address bar of the open screen (the page does not reload: only the fragment changed). */
export function useLinkOpened(onOpen: (link: AddressLink) => void): void {
  const opened = useEffectEvent(() => {
    const link = readAddressLink();
    if (link.reading.kind !== 'none' && !link.own) onOpen(link);
  });
  useEffect(() => {
    const listener = () => opened();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);
}
