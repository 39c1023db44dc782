/**
 * The address bar carries the chart on screen in the same fragment a shared link has, so that a
 * reload, or Back from another page, shows the chart again. A new chart computed from the form adds
 * a history entry (issue 34), so Back returns to the chart before it; a change of tab or of a tab's
 * choice replaces the entry.
 *
 * A fragment this tab wrote itself (remembered in sessionStorage, which is per tab and survives a
 * reload) only brings the chart back: the form keeps its own draft, which may hold what was typed
 * since. A fragment the tab did not write is a link opened: it fills the form too. Back to an earlier
 * chart counts as a link opened: its values come back into the form with it.
 */
import { useEffect, useEffectEvent } from 'react';
import type { ShareFormat, ShareFragmentReading } from './share-fragment.ts';

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

export function readAddressLink(format: ShareFormat, hash: string = window.location.hash): AddressLink {
  const fragment = hash.replace(/^#/, '');
  return { reading: format.decode(fragment), own: fragment !== '' && fragment === ownFragment() };
}

/**
 * Puts the chart on screen in the address bar. `newEntry`: a chart computed anew from the form while
 * the address held another chart, which gets its own history entry; otherwise (the first chart, a
 * link's, a change of tab) the current entry is replaced, so Back from the first chart leaves the screen.
 */
export function writeAddressLink(fragment: string, { newEntry = false }: { newEntry?: boolean } = {}): void {
  try {
    sessionStorage.setItem(OWN_FRAGMENT_KEY, fragment);
  } catch {
    // Without storage a reload reads the address as a link opened: the same chart, the form refilled.
  }
  const current = window.location.hash.replace(/^#/, '');
  if (current === fragment) return;
  const url = `${window.location.pathname}${window.location.search}#${fragment}`;
  if (newEntry) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
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

/**
 * A link pasted into the address bar of the open screen, or Back and Forward between the charts of
 * this screen (the page does not reload: only the fragment changed).
 */
export function useLinkOpened(format: ShareFormat, onOpen: (link: AddressLink) => void): void {
  const opened = useEffectEvent(() => {
    const link = readAddressLink(format);
    if (link.reading.kind !== 'none' && !link.own) onOpen(link);
  });
  useEffect(() => {
    const listener = () => opened();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);
}
