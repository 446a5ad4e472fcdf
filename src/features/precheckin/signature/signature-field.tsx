import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePadType from 'signature_pad';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Button } from '../../../ui/button';
import { FieldError } from '../../../ui/field-error';
import { fieldStyles } from '../../../ui/field.styles';
import { TextField } from '../../../ui/text-field';
import { PHONE_MAX_WIDTH_PX, SIGNATURE_HEIGHT_PHONE_PX, SIGNATURE_HEIGHT_PX, signatureStyles } from './signature.styles';
import { typedSignatureImage } from './typed-signature';

export interface SignatureFieldProps {
  /** The signature image in the draft: a new one as a PNG data URL, or the one saved before (URL). */
  value: string | null | undefined;
  onChange(image: string | null): void;
  error?: string | null;
  required?: boolean;
}

/** The box's CSS height: 110 px on phones, 65 px otherwise (the canvas backing store follows it). */
function boxHeight(): number {
  const phone = typeof matchMedia === 'function' && matchMedia(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`).matches;
  return phone ? SIGNATURE_HEIGHT_PHONE_PX : SIGNATURE_HEIGHT_PX;
}

/**
 * Signature pad (signature_pad, downloaded when this field first shows) with Clear, and a keyboard
 * alternative: type your name and it is written into the same PNG image. Every stroke updates the draft.
 */
export function SignatureField({ value, onChange, error, required }: SignatureFieldProps) {
  useAdoptedStyles(fieldStyles);
  useAdoptedStyles(signatureStyles);
  const { t } = useTranslation('contact');
  const uid = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePadType | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;
  // A new signature of this visit (drawn or typed) as an image: the pad draws it again whenever it is
  // rebuilt (resize, the step opened again), since only drawn strokes survive in the pad's own data.
  const image = useRef(value);
  image.current = value;
  const [typed, setTyped] = useState('');
  const [ready, setReady] = useState(false);
  const saved = value && !value.startsWith('data:') ? value : null;

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    let disposed = false;
    const redraw = (pad: SignaturePadType, width: number) => {
      const shown = image.current;
      if (shown?.startsWith('data:')) void pad.fromDataURL(shown, { width, height: boxHeight() });
    };
    let instance: SignaturePadType | null = null;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = el.offsetWidth || el.parentElement?.clientWidth || 300;
      const data = instance?.toData();
      el.width = Math.round(width * ratio);
      el.height = Math.round(boxHeight() * ratio);
      el.getContext('2d')?.scale(ratio, ratio);
      if (instance) {
        instance.clear();
        if (data?.length) instance.fromData(data);
        else redraw(instance, width);
      }
    };
    import('signature_pad').then(
      ({ default: SignaturePad }) => {
        if (disposed) return;
        fit();
        instance = new SignaturePad(el, { penColor: '#000', backgroundColor: 'rgba(0,0,0,0)' });
        redraw(instance, el.offsetWidth || el.parentElement?.clientWidth || 300);
        instance.addEventListener('endStroke', () => {
          if (instance && !instance.isEmpty()) emit.current(instance.toDataURL('image/png'));
        });
        pad.current = instance;
        setReady(true);
        window.addEventListener('resize', fit);
      },
      (e: unknown) => console.warn('[guest-portal] signature pad could not be loaded', e),
    );
    return () => {
      disposed = true;
      window.removeEventListener('resize', fit);
      instance?.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setTyped('');
    onChange(null);
  };

  const applyTyped = () => {
    const el = canvas.current;
    if (!el) return;
    const width = el.offsetWidth || el.parentElement?.clientWidth || 300;
    const image = typedSignatureImage(typed, document.createElement('canvas'), width, boxHeight(), Math.max(window.devicePixelRatio || 1, 1));
    if (!image) return;
    pad.current?.clear();
    void pad.current?.fromDataURL(image, { width, height: boxHeight() });
    onChange(image);
  };

  const promptId = `${uid}-prompt`;
  const errorId = `${uid}-error`;
  return (
    <div className="gp-signature" part="signature">
      <p className="gp-signature__prompt" id={promptId} data-required={required ? '' : undefined}>
        {t('signature.prompt')}
      </p>
      {saved ? (
        <>
          <span className="gp-field__hint">{t('signature.onFile')}</span>
          <img className="gp-signature__existing" src={saved} alt={t('signature.onFileAlt')} />
        </>
      ) : null}
      <div className="gp-signature__box" aria-invalid={error ? true : undefined}>
        <canvas
          ref={canvas}
          className="gp-signature__canvas"
          role="img"
          aria-labelledby={promptId}
          aria-describedby={error ? errorId : undefined}
          data-ready={ready ? '' : undefined}
        />
      </div>
      <div className="gp-signature__actions">
        <Button variant="secondary" size="small" onClick={clear}>
          {t('signature.clear')}
        </Button>
      </div>
      <div className="gp-signature__typed">
        <TextField label={t('signature.typeLabel')} name="typed_signature" autoComplete="name" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button variant="secondary" size="small" disabled={!typed.trim()} onClick={applyTyped}>
          {t('signature.useTyped')}
        </Button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
