import { afterEach, describe, expect, it } from 'vitest';
import type { PreCheckIn } from '../api/schemas/precheckin';
import { readDeviceDraft, writeDeviceDraft } from '../device-storage/device-drafts';
import { applyDeviceDraft, draftStoreFor, guestEdit, type DraftStore, type PrepareDraft } from './precheckin-draft';

const record = { reservation_id: 1, step: 0, status: 'New', special_requests: {}, updated_at: '2026-06-15T10:00:00.000Z' } as unknown as PreCheckIn;
const slot = { userId: 7, code: 'ABC' };
const kept = { draft: { ...record, special_requests: { crib: true } }, base: '2026-06-14T09:00:00.000Z' };

afterEach(() => localStorage.clear());

/** The guest's edit of the special requests, as the wizard's `update` applies it. */
const edit = (store: DraftStore, requests: Record<string, boolean>) => store.setState((st) => guestEdit(st, (d) => ({ ...d, special_requests: requests })));
/** What a screen fills in by itself, as the wizard's `prefill` applies it. */
const prefill = (store: DraftStore, phone: string) => store.setState((st) => ({ draft: { ...st.draft, client_info: { ...st.draft.client_info, phone } } }));

describe('draftStoreFor', () => {
  it("starts from the device's unsaved draft, saying so", () => {
    writeDeviceDraft(slot, kept);
    const s = draftStoreFor({}, 'ABC', record, slot).getState();
    expect(s.draft.special_requests).toEqual({ crib: true });
    expect(s.base).toBe(kept.base);
    expect(s.restored).toBe(true);
  });

  it('starts from the record as the first screen fills it in by itself, not as an edit; a device draft as it was kept', () => {
    const prepare: PrepareDraft = (d) => ({ ...d, special_requests: { towels: true } });
    expect(draftStoreFor({}, 'ABC', record, slot, { prepare }).getState()).toMatchObject({ draft: { special_requests: { towels: true } }, edited: false, restored: false });
    expect(draftStoreFor({}, 'ABC', record, slot, { deviceLater: true, prepare }).getState().draft.special_requests).toEqual({ towels: true });
    writeDeviceDraft(slot, kept);
    expect(draftStoreFor({}, 'ABC', record, slot, { prepare }).getState().draft.special_requests).toEqual({ crib: true });
  });

  it("with deviceLater, starts from the record (as the server rendered) and takes the device's draft at applyDeviceDraft", () => {
    writeDeviceDraft(slot, kept);
    const store = draftStoreFor({}, 'ABC', record, slot, { deviceLater: true });
    expect(store.getState()).toMatchObject({ draft: { special_requests: {} }, base: record.updated_at, restored: false });
    applyDeviceDraft(store);
    expect(store.getState()).toMatchObject({ draft: { special_requests: { crib: true } }, base: kept.base, restored: true });
    // Taking the device's base is not a save: the draft stays on the device.
    expect(readDeviceDraft(slot)).toEqual(kept);
    // Once, and the edits after it are kept on the device as before.
    applyDeviceDraft(store);
    edit(store, { crib: false });
    expect(readDeviceDraft<PreCheckIn>(slot)?.draft.special_requests).toEqual({ crib: false });
  });

  it('with deviceLater and nothing on the device, an untouched store writes nothing at applyDeviceDraft', () => {
    const store = draftStoreFor({}, 'ABC', record, slot, { deviceLater: true });
    applyDeviceDraft(store);
    expect(readDeviceDraft(slot)).toBeNull();
  });

  it('with deviceLater and nothing on the device, stays on the record and keeps edits from then on', () => {
    const store = draftStoreFor({}, 'ABC', record, slot, { deviceLater: true });
    edit(store, { early: true });
    // Not watched before applyDeviceDraft: nothing written yet; the edit goes to the device at it.
    expect(readDeviceDraft(slot)).toBeNull();
    applyDeviceDraft(store);
    expect(store.getState().restored).toBe(false);
    expect(readDeviceDraft<PreCheckIn>(slot)?.draft.special_requests).toEqual({ early: true });
    edit(store, { early: false });
    expect(readDeviceDraft<PreCheckIn>(slot)?.draft.special_requests).toEqual({ early: false });
  });

  it('keeps nothing on the device for what the screens fill in by themselves: no "restored" on the next visit', () => {
    for (const deviceLater of [false, true]) {
      const store = draftStoreFor({}, 'ABC', record, slot, { deviceLater });
      prefill(store, '+351 912 345 678');
      applyDeviceDraft(store);
      prefill(store, '+351 912 345 679');
      expect(readDeviceDraft(slot)).toBeNull();
      expect(draftStoreFor({}, 'ABC', record, slot).getState().restored).toBe(false);
    }
  });

  it("keeps the prefilled values with the guest's first edit, and nothing again after a save until the next edit", () => {
    const store = draftStoreFor({}, 'ABC', record, slot);
    prefill(store, '+351 912 345 678');
    edit(store, { crib: true });
    expect(readDeviceDraft<PreCheckIn>(slot)?.draft).toMatchObject({ special_requests: { crib: true }, client_info: { phone: '+351 912 345 678' } });
    expect(store.getState().edited).toBe(true);
    // A save (the wizard's: a new base, edited no more) forgets it.
    store.setState({ base: '2026-06-15T11:00:00.000Z', edited: false });
    expect(readDeviceDraft(slot)).toBeNull();
    // An edit that changes nothing is not one.
    store.setState((st) => guestEdit(st, (d) => d));
    expect(store.getState().edited).toBe(false);
    prefill(store, '+351 912 345 679');
    expect(readDeviceDraft(slot)).toBeNull();
    edit(store, { crib: false });
    expect(readDeviceDraft<PreCheckIn>(slot)?.draft.special_requests).toEqual({ crib: false });
  });
});
