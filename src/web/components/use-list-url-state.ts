import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListParams, type ListSpec, type ListState } from './list-params';

export type ListPatch = Record<string, string | number | null | undefined>;

/**
 * A list's state kept in the URL query string (bookmarkable). `update` merges a patch (or a patch
 * computed from the newest state) into the newest query string, also when several changes come
 * before the next render.
 */
export function useListUrlState(spec: ListSpec): {
  state: ListState;
  params: URLSearchParams;
  update: (patch: ListPatch | ((current: ListState) => ListPatch)) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  // The query string we navigated to and have not rendered yet: older renders must not undo it.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const rendered = searchParams.toString();
    if (pending.current !== null && pending.current !== rendered) return;
    pending.current = null;
    latest.current = searchParams;
  }, [searchParams]);

  const update = (patch: ListPatch | ((current: ListState) => ListPatch)) => {
    const resolved = typeof patch === 'function' ? patch(readListState(latest.current, spec)) : patch;
    const next = writeListParams(latest.current, resolved);
    if (next.toString() === latest.current.toString()) return;
    latest.current = next;
    pending.current = next.toString();
    setSearchParams(next, { replace: true });
  };

  return { state: readListState(searchParams, spec), params: searchParams, update };
}
