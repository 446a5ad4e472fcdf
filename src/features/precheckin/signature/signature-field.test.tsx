import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderInElement } from '../../../../tests/unit/render';
import { FakeSignaturePad } from '../../../../tests/fixtures/precheckin-contact-signature';
import { SignatureField } from './signature-field';
import { SIGNATURE_HEIGHT_PHONE_PX, SIGNATURE_HEIGHT_PX } from './signature.styles';
import { typedSignatureImage } from './typed-signature';

vi.mock('signature_pad', async () => ({ default: (await import('../../../../tests/fixtures/precheckin-contact-signature')).FakeSignaturePad }));

type Drawn = { font: string; text: string; x: number; y: number };

function fakeCanvas() {
  const drawn: Drawn[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    textAlign: '',
    setTransform: () => undefined,
    clearRect: () => undefined,
    scale: () => undefined,
    measureText: (text: string) => ({ width: text.length * (parseInt(ctx.font, 10) || 10) * 0.5 }),
    fillText: (text: string, x: number, y: number) => drawn.push({ font: ctx.font, text, x, y }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as RenderingContext);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,TYPED');
  return { drawn, toDataURL };
}

function setPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: phone && q.includes('max-width'), media: q, addEventListener() {}, removeEventListener() {} }));
}

function Form({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SignatureField value={value} onChange={setValue} required />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

beforeEach(() => {
  FakeSignaturePad.last = null;
  setPhone(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const value = () => screen.getByTestId('value').textContent;
const canvas = () => document.querySelector('canvas') as HTMLCanvasElement;

describe('SignatureField', () => {
  it("prompts 'Please Sign in the box below' and stores a drawn signature as a PNG data URL", async () => {
    fakeCanvas();
    await renderInElement(<Form />);
    expect(screen.getByText('Please Sign in the box below')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Please Sign in the box below' })).toBe(canvas());
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    act(() => FakeSignaturePad.last!.draw());
    expect(value()).toBe('data:image/png;base64,DRAWN');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toBe('');
    expect(FakeSignaturePad.last!.cleared).toBeGreaterThan(0);
  });

  it.each([
    [true, SIGNATURE_HEIGHT_PHONE_PX],
    [false, SIGNATURE_HEIGHT_PX],
  ])('phone %s: the drawing surface is %i px high', async (phone, height) => {
    fakeCanvas();
    setPhone(phone);
    vi.stubGlobal('devicePixelRatio', 2);
    await renderInElement(<Form />);
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    expect(canvas().height).toBe(height * 2);
  });

  it('the keyboard alternative writes the typed name into the same PNG image', async () => {
    const { drawn, toDataURL } = fakeCanvas();
    await renderInElement(<Form />);
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    const use = screen.getByRole('button', { name: 'Use as my signature' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Or type your full name to sign'), { target: { value: '  Ana García  ' } });
    fireEvent.click(use);
    expect(value()).toBe('data:image/png;base64,TYPED');
    expect(drawn.map((d) => d.text)).toEqual(['Ana García']);
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    // The pad shows the typed signature too.
    expect(FakeSignaturePad.last!.loaded).toEqual(['data:image/png;base64,TYPED']);
  });

  it('keeps the typed signature on the pad when the window resizes (issue 25: a phone keyboard closing cleared it)', async () => {
    fakeCanvas();
    await renderInElement(<Form />);
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Or type your full name to sign'), { target: { value: 'Ana García' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use as my signature' }));
    const pad = FakeSignaturePad.last!;
    const cleared = pad.cleared;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(pad.cleared).toBe(cleared + 1);
    expect(pad.loaded).toEqual(['data:image/png;base64,TYPED', 'data:image/png;base64,TYPED']);
    expect(value()).toBe('data:image/png;base64,TYPED');
  });

  it('a signature of this visit (Back, then Next again) is drawn on the pad again when it opens', async () => {
    fakeCanvas();
    await renderInElement(<Form initial="data:image/png;base64,EARLIER" />);
    await waitFor(() => expect(FakeSignaturePad.last?.loaded).toEqual(['data:image/png;base64,EARLIER']));
  });

  it('shows a signature saved before and keeps it until the guest signs again or clears', async () => {
    fakeCanvas();
    await renderInElement(<Form initial="https://media.example.com/sign.png" />);
    expect(screen.getByRole('img', { name: 'Your signature on file' }).getAttribute('src')).toBe('https://media.example.com/sign.png');
    await waitFor(() => expect(FakeSignaturePad.last).not.toBeNull());
    act(() => FakeSignaturePad.last!.draw());
    expect(value()).toBe('data:image/png;base64,DRAWN');
    expect(screen.queryByRole('img', { name: 'Your signature on file' })).toBeNull();
  });
});

describe('typedSignatureImage', () => {
  it('shrinks a long name to fit the box and answers null for blank input', () => {
    const { drawn } = fakeCanvas();
    const c = document.createElement('canvas');
    expect(typedSignatureImage('   ', c, 300, 65)).toBeNull();
    expect(typedSignatureImage('Maximiliana Alexandrovna Konstantinopolskaya', c, 300, 65, 2)).toBe('data:image/png;base64,TYPED');
    expect(c.width).toBe(600);
    expect(c.height).toBe(130);
    const size = parseInt(drawn[0]!.font, 10);
    expect(size).toBeLessThan(Math.floor(65 * 0.6));
    expect('Maximiliana Alexandrovna Konstantinopolskaya'.length * size * 0.5).toBeLessThanOrEqual(300 * 0.9);
    expect(drawn[0]).toMatchObject({ x: 150, y: 32.5 });
  });
});
