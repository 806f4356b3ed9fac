import { createContext } from 'react';

/**
 * Which folded groups of a section's form are open (by their field path, "groups.cleaning"). A
 * fold's fields are drawn only while it is open: a section as long as the cities' stays quick to
 * draw. Their values stay in the form all the same, and an error in a closed fold opens it.
 */
export interface Folds {
  open: ReadonlySet<string>;
  toggle(key: string, open: boolean): void;
}

export const FoldsContext = createContext<Folds>({ open: new Set(), toggle: () => undefined });

export const foldKey = (path: readonly (string | number)[]) => path.join('.');

/** The keys of every group a field's path passes through (the folds to open to show it). */
export function foldsAround(path: readonly PropertyKey[]): string[] {
  return path.map((_, index) => foldKey(path.slice(0, index + 1).map(String)));
}
