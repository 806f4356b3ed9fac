import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's query, and a change to some of its keys (an empty value removes one) that goes back to
 * page 1. A change made before the screen has drawn the previous ones builds on them: React Router's
 * functional update reads the query of the last render, so two quick changes (clearing one date,
 * then setting the other) would otherwise lose the first. A render of a query this hook pushed
 * earlier is one of its own steps on the way and leaves the latest alone; any other query (back,
 * a link) comes from outside and becomes the latest.
 */
export function useQueryChange(): [URLSearchParams, (next: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pushed = useRef<string[]>([]);
  useEffect(() => {
    const step = pushed.current.indexOf(params.toString());
    pushed.current = step < 0 ? [] : pushed.current.slice(step + 1);
    if (pushed.current.length === 0) latest.current = params;
  }, [params]);
  const change = useCallback(
    (next: Record<string, string | undefined>) => {
      const copy = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(next)) {
        if (value) copy.set(key, value);
        else copy.delete(key);
      }
      copy.delete('page');
      latest.current = copy;
      pushed.current.push(copy.toString());
      setParams(copy);
    },
    [setParams],
  );
  return [params, change];
}
