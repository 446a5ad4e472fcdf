// The guest's edits live in one vanilla store per reservation (and per API base), outside React and
// shared by every element of the page (<guest-portal> and <guest-precheckin> edit the same draft): Back,
// Next, a step's lazy chunk loading, or the element being moved in the page (r2wc remounts it) never
// lose a value. The store starts from the record the server answered.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PreCheckInDraft } from '../api/endpoints/precheckin';
import type { PreCheckIn } from '../api/schemas/precheckin';

export interface DraftState {
  draft: PreCheckInDraft;
  /** `updated_at` of the record the draft started from (or last saved): the save's `base_updated_at`. */
  base: string | null;
  /** Completion already ran in this page (a remount after the reload must not save and leave again). */
  completed: boolean;
}

export type DraftStore = StoreApi<DraftState>;

const stores = new WeakMap<object, Map<string, DraftStore>>();

const initial = (record: PreCheckIn): DraftState => ({ draft: { ...record }, base: record.updated_at ?? null, completed: false });

/** The draft of one reservation under one owner (the element's runtime), created from `record` on first use. */
export function draftStoreFor(owner: object, code: string, record: PreCheckIn): DraftStore {
  let byCode = stores.get(owner);
  if (!byCode) stores.set(owner, (byCode = new Map()));
  let store = byCode.get(code);
  if (!store) byCode.set(code, (store = createStore<DraftState>(() => initial(record))));
  return store;
}

/** Starts over from a record (the guest chose to load the newer version saved elsewhere). */
export function resetDraft(store: DraftStore, record: PreCheckIn): void {
  store.setState(initial(record), true);
}
