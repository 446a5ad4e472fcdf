import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupContactTestClock, completeContactDraft, contactCtx, contactRecord } from '../../../../tests/fixtures/precheckin-contact';
import { renderStep } from '../../../../tests/fixtures/precheckin-contact-harness';
import { controlledUpload, files } from '../../../../tests/fixtures/precheckin-contact-uploads';
import { fakeCamera } from '../../../../tests/fixtures/precheckin-contact-camera';
import { personalInfoStep } from './personal-info-step';

vi.mock('signature_pad', async () => ({ default: (await import('../../../../tests/fixtures/precheckin-contact-signature')).FakeSignaturePad }));
vi.mock('browser-image-compression', () => ({ default: async (file: File) => new File(['small'], file.name, { type: file.type }) }));

setupContactTestClock();

const fileInput = (name: string) => document.querySelector(`input[type="file"][name="${name}"]`) as HTMLInputElement | null;
const group = (name: string) => document.querySelector(`[data-upload="${name}"]`) as HTMLElement | null;
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

describe('Personal info step: documents', () => {
  it("asks for the ID document: 'You must upload ID document', then uploads it into id_pic", async () => {
    const { upload, calls } = controlledUpload();
    const { probe } = await renderStep(personalInfoStep, contactCtx(), completeContactDraft({ id_pic: null }), { upload });
    // Spec §1's reason for the uploads, shown where they are asked for.
    expect(screen.getByText('Document upload is required before arrival because check-in is virtual.')).toBeTruthy();
    check();
    expect(await screen.findByText('You must upload ID document')).toBeTruthy();
    fireEvent.change(fileInput('id_pic')!, { target: { files: [files.jpeg()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.form.get('reservation_id')).toBe('501');
    await act(async () => calls[0]!.resolve('https://media.example.com/id.jpg'));
    await waitFor(() => expect(probe.draft.id_pic).toBe('https://media.example.com/id.jpg'));
    expect(probe.busy).toEqual([true, false]);
    check();
    await waitFor(() => expect(screen.queryByText('You must upload ID document')).toBeNull());
  });

  it("identity verification shows ID and selfie and asks for both: 'You must upload ID document and Selfie'", async () => {
    await renderStep(personalInfoStep, contactCtx({ identityVerification: true }), completeContactDraft());
    expect(group('id_pic')).toBeTruthy();
    expect(group('selfie_pic')).toBeTruthy();
    check();
    expect(await screen.findByText('You must upload ID document and Selfie')).toBeTruthy();
  });

  it('no ID or selfie for a channel in guest_id_docs_deny_channels', async () => {
    await renderStep(
      personalInfoStep,
      contactCtx({ channel: 'Airbnb', identityVerification: true, settings: { guest_id_docs_deny_channels: ['airbnb'], show_selfie_with_id: true } }),
      completeContactDraft({ id_pic: null }),
    );
    expect(group('id_pic')).toBeNull();
    expect(group('selfie_pic')).toBeNull();
    expect(screen.queryByText('Document upload is required before arrival because check-in is virtual.')).toBeNull();
    check();
    await act(async () => undefined);
    expect(screen.queryByText('You must upload ID document')).toBeNull();
    expect(screen.queryByText('You must upload ID document and Selfie')).toBeNull();
  });

  it("a required selfie is asked for: 'You must upload a selfie with your ID'", async () => {
    await renderStep(personalInfoStep, contactCtx({ settings: { show_selfie_with_id: true } }), completeContactDraft());
    check();
    expect(await screen.findByText('You must upload a selfie with your ID')).toBeTruthy();
  });

  it("every requested document gets an upload; missing ones: 'You must upload all required documents'", async () => {
    const { upload, calls } = controlledUpload();
    const record = contactRecord({ additional_docs: [{ id: 11, type: 'Visa' }, { id: 12, type: 'Proof of address' }] });
    const { probe } = await renderStep(personalInfoStep, contactCtx({ record }), completeContactDraft({ additional_docs: record.additional_docs }), { upload });
    expect(within(group('additional_document_11')!).getByText('Visa')).toBeTruthy();
    expect(within(group('additional_document_12')!).getByText('Proof of address')).toBeTruthy();
    // Tenant data, shown as given but isolated, so it keeps its own direction in a right-to-left page (issue 25).
    expect(within(group('additional_document_11')!).getByText('Visa').tagName).toBe('BDI');
    check();
    expect(await screen.findByText('You must upload all required documents')).toBeTruthy();
    fireEvent.change(fileInput('additional_document_11')!, { target: { files: [files.pdf()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('https://media.example.com/visa.pdf'));
    fireEvent.change(fileInput('additional_document_12')!, { target: { files: [files.png()] } });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve('https://media.example.com/bill.png'));
    await waitFor(() =>
      expect(probe.draft.additional_documents).toEqual([
        { id: 11, type: 'Visa', url: 'https://media.example.com/visa.pdf' },
        { id: 12, type: 'Proof of address', url: 'https://media.example.com/bill.png' },
      ]),
    );
    check();
    await waitFor(() => expect(screen.queryByText('You must upload all required documents')).toBeNull());
  });

  it('a failed upload keeps every other field and the document is asked for again', async () => {
    const { upload, calls } = controlledUpload();
    const { probe } = await renderStep(personalInfoStep, contactCtx(), completeContactDraft({ id_pic: null }), { upload });
    fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'typed@guest.example' } });
    fireEvent.change(fileInput('id_pic')!, { target: { files: [files.jpeg()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('500')));
    expect(await screen.findByText('The upload did not go through. Please choose the file again.')).toBeTruthy();
    expect(probe.draft.id_pic).toBeNull();
    expect(probe.draft.client_info?.email).toBe('typed@guest.example');
    expect((document.querySelector('[name="email"]') as HTMLInputElement).value).toBe('typed@guest.example');
    check();
    expect(await screen.findByText('You must upload ID document')).toBeTruthy();
  });
});

describe('Personal info step: selfie modes and camera', () => {
  it.each([
    [undefined, true, true],
    ['both', true, true],
    ['upload', true, false],
    ['camera', false, true],
  ] as const)('selfie_upload_option %s: upload %s, camera %s', async (option, uploadShown, cameraShown) => {
    await renderStep(personalInfoStep, contactCtx({ settings: { show_selfie_with_id: true, selfie_upload_option: option } }), completeContactDraft());
    const selfie = group('selfie_pic')!;
    expect(!!fileInput('selfie_pic')).toBe(uploadShown);
    expect(!!within(selfie).queryByRole('button', { name: 'Choose file' })).toBe(uploadShown);
    expect(!!within(selfie).queryByRole('button', { name: 'Take a photo' })).toBe(cameraShown);
  });

  it('takes the selfie with the camera (video ≤ 640×800, JPEG at 0.8), uploads it and stops the camera', async () => {
    const camera = fakeCamera();
    const { upload, calls } = controlledUpload();
    const { probe } = await renderStep(personalInfoStep, contactCtx({ settings: { show_selfie_with_id: true, selfie_upload_option: 'camera' } }), completeContactDraft(), { upload });
    fireEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a selfie with your ID' });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Capture' }) as HTMLButtonElement).disabled).toBe(false));
    expect(camera.constraints).toEqual([{ audio: false, video: { facingMode: 'user', width: { max: 640 }, height: { max: 800 } } }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    await within(dialog).findByRole('img', { name: 'Captured photo' });
    expect(camera.toBlobCalls).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
    // Retake goes back to the live picture.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retake' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Capture' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.stopped()).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = calls[0]!.form.get('file') as File;
    expect(sent.type).toBe('image/jpeg');
    await act(async () => calls[0]!.resolve('https://media.example.com/selfie.jpg'));
    await waitFor(() => expect(probe.draft.selfie_pic).toBe('https://media.example.com/selfie.jpg'));
  });

  it('closing the camera dialog stops every track', async () => {
    const camera = fakeCamera();
    await renderStep(personalInfoStep, contactCtx({ settings: { show_selfie_with_id: true } }), completeContactDraft());
    fireEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a selfie with your ID' });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Capture' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.stopped()).toBe(true);
  });

  it("a denied camera shows 'Please allow camera access to use this feature' and upload still works, even camera-only", async () => {
    fakeCamera({ deny: true });
    const { upload, calls } = controlledUpload();
    const { probe } = await renderStep(personalInfoStep, contactCtx({ settings: { show_selfie_with_id: true, selfie_upload_option: 'camera' } }), completeContactDraft(), { upload });
    expect(fileInput('selfie_pic')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please allow camera access to use this feature');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(fileInput('selfie_pic')!, { target: { files: [files.png()] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('https://media.example.com/selfie.png'));
    await waitFor(() => expect(probe.draft.selfie_pic).toBe('https://media.example.com/selfie.png'));
  });
});
