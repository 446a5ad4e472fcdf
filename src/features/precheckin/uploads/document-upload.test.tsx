import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderInElement } from '../../../../tests/unit/render';
import { controlledUpload, files, type Upload } from '../../../../tests/fixtures/precheckin-contact-uploads';
import { DocumentUpload } from './document-upload';

const compression = vi.hoisted(() => ({ calls: [] as Array<{ name: string; options: Record<string, unknown> }> }));
vi.mock('browser-image-compression', () => ({
  default: async (file: File, options: Record<string, unknown>) => {
    compression.calls.push({ name: file.name, options });
    return new File(['small'], file.name, { type: file.type });
  },
}));

beforeEach(() => {
  compression.calls = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const CONFIG = { tenant_id: 1, media_upload_url: 'https://media.example.com/v1/upload', media_upload_preset: 'guests' };

function Form({ initial = null, onValue, setBusy, kind = 'document' }: { initial?: string | null; onValue?: (v: string | null) => void; setBusy?: (b: boolean) => void; kind?: 'document' | 'selfie' }) {
  const [value, setValue] = useState<string | null>(initial);
  const [note, setNote] = useState('');
  return (
    <>
      <label>
        Other field
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <DocumentUpload
        label="ID document"
        name="id_pic"
        kind={kind}
        value={value}
        reservationId={501}
        setBusy={setBusy}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

async function setup(props: Parameters<typeof Form>[0] = {}, config: unknown = CONFIG) {
  const { upload, calls } = controlledUpload();
  const r = await renderInElement(<Form {...props} />, {
    routes: { 'GET /api/config': config },
    seed: (runtime) => {
      (runtime.api as { upload: Upload }).upload = upload;
    },
  });
  const input = r.container.querySelector('input[type="file"][name="id_pic"]') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { ...r, calls, input, pick, upload };
}

const value = () => screen.getByTestId('value').textContent;

describe('DocumentUpload', () => {
  it('compresses an image at 0.7, shows progress and a preview, and stores the secure_url tied to the reservation', async () => {
    const onValue = vi.fn();
    const setBusy = vi.fn();
    const { calls, pick, input } = await setup({ onValue, setBusy });
    expect(input.accept).toBe('image/png,image/jpeg,image/jpg,image/webp,video/*,application/pdf');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy());
    // The configuration is read before the guest picks a file.
    await waitFor(() => expect(document.querySelector('[data-upload]')).toBeTruthy());
    pick(files.jpeg());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(compression.calls).toEqual([{ name: 'passport.jpg', options: expect.objectContaining({ initialQuality: 0.7 }) }]);
    expect(setBusy).toHaveBeenLastCalledWith(true);
    const call = calls[0]!;
    expect(call.form.get('reservation_id')).toBe('501');
    expect(call.form.get('upload_preset')).toBe('guests');
    expect(call.path).toBe('https://media.example.com/v1/upload');
    act(() => call.progress(0.42));
    const bar = screen.getByRole('progressbar') as HTMLProgressElement;
    expect(bar.value).toBe(42);
    expect(bar.getAttribute('aria-label')).toBe('Upload progress of passport.jpg');
    expect(screen.getByText('Uploading… 42%').getAttribute('role')).toBe('status');
    // The local picture is previewed while the upload runs.
    expect((screen.getByRole('img', { name: 'Preview of passport.jpg' }) as HTMLImageElement).src).toMatch(/^blob:/);
    await act(async () => call.resolve('https://media.example.com/passport.jpg'));
    await waitFor(() => expect(value()).toBe('https://media.example.com/passport.jpg'));
    expect(onValue).toHaveBeenLastCalledWith('https://media.example.com/passport.jpg');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(setBusy).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy();
  });

  it('uploads a PDF uncompressed and shows a PDF tile instead of a picture', async () => {
    const { calls, pick } = await setup();
    pick(files.pdf());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(compression.calls).toEqual([]);
    expect((calls[0]!.form.get('file') as File).name).toBe('visa.pdf');
    expect(screen.getByText('PDF document')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => calls[0]!.resolve('https://media.example.com/visa.pdf'));
    await waitFor(() => expect(value()).toBe('https://media.example.com/visa.pdf'));
  });

  it('goes to the API media endpoint when the tenant has no media host', async () => {
    const { calls, pick } = await setup({}, { tenant_id: 1 });
    await waitFor(() => expect(document.querySelector('[data-upload]')).toBeTruthy());
    pick(files.video());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/media/upload');
    expect(calls[0]!.form.get('upload_preset')).toBeNull();
    expect(screen.getByText('Video')).toBeTruthy();
  });

  it('a failed upload leaves the value empty, says so, and keeps the rest of the form', async () => {
    const setBusy = vi.fn();
    const { calls, pick } = await setup({ setBusy });
    fireEvent.change(screen.getByLabelText('Other field'), { target: { value: 'typed text' } });
    pick(files.jpeg());
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new Error('network down')));
    expect(await screen.findByText('The upload did not go through. Please choose the file again.')).toBeTruthy();
    expect(value()).toBe('');
    expect((screen.getByLabelText('Other field') as HTMLInputElement).value).toBe('typed text');
    expect(setBusy).toHaveBeenLastCalledWith(false);
    // Choosing again works.
    pick(files.pdf());
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve('https://media.example.com/visa.pdf'));
    await waitFor(() => expect(value()).toBe('https://media.example.com/visa.pdf'));
    expect(screen.queryByText('The upload did not go through. Please choose the file again.')).toBeNull();
  });

  it('rejects a file type documents do not accept, without uploading', async () => {
    const { calls, pick } = await setup();
    pick(files.text());
    expect(await screen.findByText('This file type is not supported')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a selfie accepts images only', async () => {
    const { calls, pick, input } = await setup({ kind: 'selfie' });
    expect(input.accept).toBe('image/png,image/jpeg,image/jpg,image/webp');
    pick(files.pdf());
    expect(await screen.findByText('This file type is not supported')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows an existing document and removes it', async () => {
    await setup({ initial: 'https://media.example.com/old-id.png' });
    expect((screen.getByRole('img', { name: 'Preview of the uploaded document' }) as HTMLImageElement).src).toBe('https://media.example.com/old-id.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(value()).toBe('');
    expect(screen.getByText('No file yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });

  it('an existing PDF shows its tile', async () => {
    await setup({ initial: 'https://media.example.com/doc.pdf' });
    expect(screen.getByText('PDF document')).toBeTruthy();
  });
});
