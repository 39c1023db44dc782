/** Root component: the application shell. */
import { it } from '../i18n/it.ts';

export function App() {
  return (
    <main>
      <h1>{it.appName}</h1>
      <p>{it.tagline}</p>
    </main>
  );
}
