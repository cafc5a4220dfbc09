import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applyChange, clearDraft, emptyDraft, readDraft, tabStorage, writeDraft, type BookingDraft } from './draft';

export interface DraftStore {
  get(): BookingDraft;
  /** Merges a change and saves the draft at once (every keystroke survives a reload). */
  update(patch: Partial<BookingDraft>): void;
  /** After a successful booking: an empty form and nothing left in storage. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store over the tab's storage, read once when it is created (the page's first render). The tab keeps
 * one draft for every page that books; `requestedDriverId` is the page's own (null on the home page,
 * the driver's id on `/book/{driverId}`) and replaces whatever driver the stored draft asked for, so a
 * driver chosen on one page is never sent from another (a change of driver is a new checkout attempt).
 */
export function createDraftStore(storage: Storage | null = tabStorage(), requestedDriverId: string | null = null): DraftStore {
  const empty: BookingDraft = { ...emptyDraft, requestedDriverId };
  const stored = readDraft(storage);
  let draft = stored ? applyChange(stored, { requestedDriverId }) : empty;
  if (stored && stored.requestedDriverId !== requestedDriverId) writeDraft(draft, storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => draft,
    update(patch) {
      draft = applyChange(draft, patch);
      writeDraft(draft, storage);
      emit();
    },
    reset() {
      draft = empty;
      clearDraft(storage);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const DraftContext = createContext<DraftStore | null>(null);

/**
 * One draft for the form and the checkout step; created when the booking area mounts (a reload restores
 * it), asking for `requestedDriverId` (the page's driver, or none). A `store` given (tests) is used as it is.
 */
export function DraftProvider({ children, store, requestedDriverId = null }: { children: ReactNode; store?: DraftStore; requestedDriverId?: string | null }) {
  const [value] = useState(() => store ?? createDraftStore(tabStorage(), requestedDriverId));
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useDraftStore(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('useDraft is used outside <DraftProvider>');
  return store;
}

/** The current draft and how to change it. */
export function useDraft(): [BookingDraft, DraftStore['update']] {
  const store = useDraftStore();
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [draft, store.update];
}
