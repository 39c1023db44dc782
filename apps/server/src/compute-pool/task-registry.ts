/**
 * Finds a task kind by its name, by convention rather than by a list (issue 32, decision 0087): the
 * kind `transits` is the default export of `adapters/transits.task.ts`. The import's path is a
 * template literal, which Node resolves at run time (the main thread, under tsx) and esbuild bundles
 * as every file the pattern matches (the worker bundle, worker-bundle.ts): a new `*.task.ts` file is
 * in the next bundle and served without editing this file, the pool, the worker or the app.
 */
import { API_ROUTES, type AnyRoute } from '@astrolabio/contract';
import type { TaskKind } from './task-kind.ts';

/** A kind's name: lowercase words joined by hyphens, as its file is named. */
const KIND_NAME = /^[a-z]+(-[a-z]+)*$/;

/** The request a kind takes is the row's validated input: a registry of many kinds knows it only as unknown. */
export type AnyTaskKind = TaskKind<unknown>;

const loading = new Map<string, Promise<AnyTaskKind>>();

function checkedKind(name: string, module: unknown): AnyTaskKind {
  const kind = (module as { default?: Partial<AnyTaskKind> } | null)?.default;
  if (typeof kind?.run !== 'function' || typeof kind.cost !== 'function' || typeof kind.cost.drivers !== 'function' || !Array.isArray(kind.shapes)) {
    throw new TypeError(`adapters/${name}.task.ts does not export a task kind ({ run, cost, shapes }) as its default`);
  }
  return kind as AnyTaskKind;
}

/** The task kind of this name, loaded once per thread; rejects when there is no such file or it is not a kind. */
export function loadTaskKind(name: string): Promise<AnyTaskKind> {
  let kind = loading.get(name);
  if (!kind) {
    kind = KIND_NAME.test(name)
      ? import(`../adapters/${name}.task.ts`).then((module: unknown) => checkedKind(name, module))
      : Promise.reject(new TypeError(`not a task kind's name: ${JSON.stringify(name)}`));
    loading.set(name, kind);
  }
  return kind;
}

/** The task kind names the contract's rows use, each once. */
export function taskKindNames(rows: Readonly<Record<string, AnyRoute>> = API_ROUTES): string[] {
  return [...new Set(Object.values(rows).flatMap((r) => (r.compute.task === undefined ? [] : [r.compute.task])))];
}

/** Every kind the rows name, loaded: the app's start fails here when a row names a kind that has no file. */
export async function loadTaskKinds(rows: Readonly<Record<string, AnyRoute>> = API_ROUTES): Promise<ReadonlyMap<string, AnyTaskKind>> {
  const names = taskKindNames(rows);
  const kinds = await Promise.all(names.map(loadTaskKind));
  return new Map(names.map((name, i) => [name, kinds[i]!]));
}
