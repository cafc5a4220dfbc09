import { useCallback, useState } from 'react';

/** Which questions are open: any number at once (a reader compares answers). */
export function useOpenSet(initial: Iterable<string> = []) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((id: string) => {
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const show = useCallback((id: string) => setOpen((s) => (s.has(id) ? s : new Set(s).add(id))), []);
  return { open, toggle, show };
}
