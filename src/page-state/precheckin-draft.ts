// The guest's edits live in one vanilla store per reservation (and per API base), outside React and
// shared by every element of the page (<guest-portal> and <guest-precheckin> edit the same draft): Back,
// Next, a step's lazy chunk loading, or the element being moved in the page (r2wc remounts it) never
// lose a value. The store starts from the record the server answered, or from the draft this guest
// left unsaved on this device (a reload, leaving by URL before Next), which it keeps up to date.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PreCheckInDraft } from '../api/endpoints/precheckin';
import type { PreCheckIn } from '../api/schemas/precheckin';
import { forgetDeviceDraft, readDeviceDraft, writeDeviceDraft, type DeviceDraftSlot } from '../device-storage/device-drafts';

export interface DraftState {
  draft: PreCheckInDraft;
  /** `updated_at` of the record the draft started from (or last saved): the save's `base_updated_at`. */
  base: string | null;
  /** Completion already ran in this page (a remount after the reload must not save and leave again). */
  completed: boolean;
  /** The draft came back from the device: the wizard says so until the next save. */
  restored: boolean;
  /**
   * The guest changed something since the record or the last save. Only then is the draft kept on the
   * device: what the screens fill in by themselves (counts, profile defaults) would otherwise come back
   * on the next visit as "what you entered earlier", which the guest never did.
   */
  edited: boolean;
}

export type DraftStore = StoreApi<DraftState>;

const stores = new WeakMap<object, Map<string, DraftStore>>();

/** What the screen fills in by itself on the draft it starts from (not an edit of the guest's). */
export type PrepareDraft = (draft: PreCheckInDraft) => PreCheckInDraft;

const initial = (record: PreCheckIn, prepare: PrepareDraft = (d) => d): DraftState => ({
  draft: prepare({ ...record }),
  base: record.updated_at ?? null,
  completed: false,
  restored: false,
  edited: false,
});

/** The state after the guest's edit: marked edited only when the draft changed. */
export function guestEdit(s: DraftState, edit: (draft: PreCheckInDraft) => PreCheckInDraft): DraftState | Partial<DraftState> {
  const draft = edit(s.draft);
  return draft === s.draft ? s : { draft, edited: true };
}

function fromDevice(record: PreCheckIn, slot: DeviceDraftSlot | null, prepare?: PrepareDraft): DraftState {
  const kept = slot ? readDeviceDraft<PreCheckInDraft>(slot) : null;
  return kept ? { draft: { ...record, ...kept.draft }, base: kept.base, completed: false, restored: true, edited: true } : initial(record, prepare);
}

/** Every edit is kept on the device until the server has it: a save, a restart from the server's record or completion forgets it. */
function keepOnDevice(store: DraftStore, slot: DeviceDraftSlot): void {
  store.subscribe((s, before) => {
    if (s.completed || s.base !== before.base) forgetDeviceDraft(slot);
    else if (s.draft !== before.draft && s.edited) writeDeviceDraft(slot, { draft: s.draft, base: s.base });
  });
}

/** Stores created from the record whose device draft is still to be read (applyDeviceDraft). */
const deviceLater = new WeakMap<DraftStore, { slot: DeviceDraftSlot }>();

/**
 * The draft of one reservation under one owner (the element's runtime), created on first use from the
 * guest's unsaved draft on this device (`slot`: the signed-in guest and the reservation) or `record`.
 * With `deviceLater`, it starts from the record and takes the device's draft at applyDeviceDraft (a
 * server-rendered screen hydrates with what the server rendered first). `prepare` fills in what the first
 * screen fills in by itself, on the record (a draft kept on the device already went through that screen).
 */
export function draftStoreFor(
  owner: object,
  code: string,
  record: PreCheckIn,
  slot: DeviceDraftSlot | null = null,
  opts: { deviceLater?: boolean; prepare?: PrepareDraft } = {},
): DraftStore {
  let byCode = stores.get(owner);
  if (!byCode) stores.set(owner, (byCode = new Map()));
  let store = byCode.get(code);
  if (!store) {
    const later = opts.deviceLater === true && slot !== null;
    byCode.set(code, (store = createStore<DraftState>(() => (later ? initial(record, opts.prepare) : fromDevice(record, slot, opts.prepare)))));
    if (later) deviceLater.set(store, { slot });
    else if (slot) keepOnDevice(store, slot);
  }
  return store;
}

/**
 * The device's unsaved draft into a store created with `deviceLater`; nothing for any other store. Call
 * it before anything can edit the store (the wizard: in a layout effect, before the values typed into the
 * server's markup are replayed): the device's draft replaces the store's. An edit that came earlier is
 * still written to the device, so a reload keeps it.
 */
export function applyDeviceDraft(store: DraftStore): void {
  const later = deviceLater.get(store);
  if (!later) return;
  deviceLater.delete(store);
  const { slot } = later;
  const kept = readDeviceDraft<PreCheckInDraft>(slot);
  if (kept) store.setState((s) => ({ draft: { ...s.draft, ...kept.draft }, base: kept.base, restored: true, edited: true }));
  else if (store.getState().edited) writeDeviceDraft(slot, { draft: store.getState().draft, base: store.getState().base });
  // Watched only now: taking the device's base must not count as a save that forgets the draft.
  keepOnDevice(store, slot);
}

/** Starts over from a record (the guest chose to load the newer version saved elsewhere). */
export function resetDraft(store: DraftStore, record: PreCheckIn): void {
  store.setState(initial(record), true);
}
