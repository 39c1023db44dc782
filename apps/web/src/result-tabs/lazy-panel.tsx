/**
 * A tab's panel in its own chunk, loaded when first needed (a tab may ask for it earlier, at the
 * press of «Calcola», with `preload`). Once loaded it is drawn directly, not through Suspense, which
 * holds a revealed boundary's content back for 300 ms after its fallback showed (React 19's throttle).
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { it } from '../i18n/it.ts';

export interface LazyPanel<P extends object> {
  /** Memoised: the chart screen re-renders on every click of a tab, and a panel's props stay the same. */
  Panel: ComponentType<P>;
  /** Starts loading the chunk (again harmless). */
  preload: () => Promise<unknown>;
}

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const preload = () => (loading ??= load().then((component) => (Loaded = component)));
  const LazyLoaded = lazy(() => preload().then((component) => ({ default: component })));
  const Panel = memo(function Panel(props: P) {
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Center py="md"><Loader size="sm" aria-label={it.loading} /></Center>}>
        <LazyLoaded {...props} />
      </Suspense>
    );
  });
  return { Panel: Panel as unknown as ComponentType<P>, preload };
}
