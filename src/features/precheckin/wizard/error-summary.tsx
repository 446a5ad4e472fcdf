import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../core/types';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { alertStyles } from '../../../ui/alert.styles';
import { focusableWithin } from '../../../ui/focus';

/** One invalid field as the step shows it: its error line, its label, the guest it belongs to. */
interface FieldLine {
  message: string;
  field: string;
  guest: string | null;
  control: HTMLElement;
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';

function labelledByText(el: Element | null): string {
  const ids = el?.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const root = el?.getRootNode() as Document | ShadowRoot | undefined;
  return ids.map((id) => text(root?.getElementById(id))).filter(Boolean).join(' ');
}

/** The name a field shows: its <label>, its own labelling, else its group's (an upload, a question). */
function fieldName(control: HTMLElement): string {
  const labels = (control as HTMLInputElement).labels;
  if (labels?.length) return text(labels[0]);
  return labelledByText(control) || labelledByText(control.closest('[role="group"], [role="radiogroup"]')) || control.getAttribute('aria-label') || '';
}

/**
 * The step's error lines (`FieldError`, each referenced by its control's aria-describedby), in the
 * order the guest meets them: read from the rendered step, so every step's fields are named the way
 * the step labels them, guest blocks (`data-guest` with a legend) included.
 */
function fieldLines(root: HTMLElement): FieldLine[] {
  const controls = [...root.querySelectorAll<HTMLElement>('[aria-describedby]')];
  return [...root.querySelectorAll<HTMLElement>('.gp-field__error[id]')].flatMap((error) => {
    const control = controls.find((c) => c.getAttribute('aria-describedby')!.split(/\s+/).includes(error.id));
    if (!control) return [];
    return [{ message: text(error), field: fieldName(control), guest: text(control.closest('[data-guest]')?.querySelector('legend')) || null, control }];
  });
}

/** The control itself when it takes focus, else the nearest thing around it that does (a radio, the signature's input). */
function focusTarget(control: HTMLElement, root: HTMLElement): HTMLElement {
  if (control.tabIndex >= 0) return control;
  for (let el: HTMLElement | null = control; el && root.contains(el); el = el.parentElement) {
    const inside = focusableWithin(el)[0];
    if (inside) return inside;
  }
  return control;
}

/**
 * What keeps the guest on this step, announced once when Next is refused. Each line names the field
 * (and the guest) and takes focus there; a message no field shows stays a plain line. Focus goes to
 * the first invalid field; the summary takes it when the step marks none.
 */
export function ErrorSummary({ messages, summaryRef, fieldsRef }: { messages: readonly Message[]; summaryRef: RefObject<HTMLDivElement | null>; fieldsRef: RefObject<HTMLElement | null> }) {
  useAdoptedStyles(alertStyles);
  const { t } = useTranslation();
  const texts = [...new Set(messages.map((m) => t(m.key, m.params ?? {})))];
  const [lines, setLines] = useState<FieldLine[]>([]);
  const key = texts.join('\n');
  // The fields render after the summary: their box's ref is set only once the whole commit is done.
  useEffect(() => {
    setLines(fieldsRef.current ? fieldLines(fieldsRef.current) : []);
  }, [key, fieldsRef]);
  const named = new Set(lines.map((l) => l.message));
  const plain = texts.filter((x) => !named.has(x));
  const go = (control: HTMLElement) => {
    const target = fieldsRef.current ? focusTarget(control, fieldsRef.current) : control;
    target.scrollIntoView?.({ block: 'center' });
    target.focus();
  };
  return (
    <div ref={summaryRef} role="alert" tabIndex={-1} className="gp-alert gp-alert--error gp-wizard__summary" part="error-summary">
      <div className="gp-alert__body">
        <p className="gp-wizard__summary-title">{t('precheckin:errors.summary')}</p>
        <ul className="gp-wizard__summary-list">
          {lines.map((l, i) => (
            <li key={`${i}-${l.field}`}>
              <button type="button" className="gp-wizard__summary-link" onClick={() => go(l.control)}>
                {l.guest
                  ? t('precheckin:errors.guestFieldLine', { guest: l.guest, field: l.field, message: l.message })
                  : t('precheckin:errors.fieldLine', { field: l.field, message: l.message })}
              </button>
            </li>
          ))}
          {plain.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
