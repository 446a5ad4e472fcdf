import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { dialogStyles } from './dialog.styles';
import { deepActiveElement, focusableWithin } from './focus';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, a backdrop click or a native close. */
  onClose: () => void;
  /** Visible title; it labels the dialog. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Hide the × button (a dialog that must be answered through its footer). */
  hideClose?: boolean;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; default the first focusable element inside the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** `part` name for ::part() theming (default "dialog"). */
  part?: string;
}

/**
 * Modal dialog on a native `<dialog>` opened with `showModal()` inside the shadow root: it sits in
 * the top layer and the browser traps focus. Focus goes back to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, footer, hideClose, closeOnBackdrop = true, initialFocusRef, className, part = 'dialog' }: DialogProps) {
  useAdoptedStyles(dialogStyles);
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = `d${useId()}`;

  function restore() {
    const el = opener.current;
    opener.current = null;
    if (el && el.isConnected) el.focus();
  }
  useLayoutEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      shown.current = true;
      opener.current = deepActiveElement(d.ownerDocument);
      try {
        d.showModal();
      } catch {
        d.setAttribute('open', '');
      }
      const target = initialFocusRef?.current ?? (bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined) ?? d;
      target.focus();
    } else if (!open && d.open) {
      shown.current = false;
      d.close();
      restore();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only `open` drives showing and closing; the callbacks read the latest props
  }, [open]);

  // Unmounted while open: still give focus back.
  useEffect(
    () => () => {
      if (shown.current) restore();
    },
    [],
  );

  return (
    // The native dialog handles Escape and backdrop clicks; its handlers keep React in charge of `open`.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the native dialog's Escape and backdrop handlers keep React in charge of `open`
    <dialog
      ref={ref}
      className={`gp-dialog${className ? ` ${className}` : ''}`}
      part={part}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(e) => {
        // Escape in a browser: keep React in charge of `open`.
        e.preventDefault();
        onCloseRef.current();
      }}
      onClose={() => {
        if (open) onCloseRef.current();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCloseRef.current();
        }
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === ref.current) onCloseRef.current();
      }}
    >
      {open ? (
        <>
          <div className="gp-dialog__header">
            <h2 className="gp-dialog__title" id={titleId}>
              {title}
            </h2>
            {hideClose ? null : (
              <button type="button" className="gp-dialog__close" aria-label={t('ui:dialog.close')} onClick={() => onCloseRef.current()}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="gp-dialog__body" ref={bodyRef}>
            {children}
          </div>
          {footer ? <div className="gp-dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
