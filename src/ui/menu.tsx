import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { menuStyles } from './menu.styles';

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
}

export interface MenuProps {
  /** Visible content of the trigger button (e.g. the guest's first name). */
  label: ReactNode;
  /** Accessible name of the trigger when its visible content is not enough. */
  buttonLabel?: string;
  items: readonly MenuItem[];
  className?: string;
}

/**
 * Menu button: a button with a popup `role="menu"` rendered inside the shadow root. Enter, Space or
 * ArrowDown open it on the first item (ArrowUp on the last); arrows, Home and End move; Escape closes
 * and returns focus to the button; Tab or a click outside closes it.
 */
export function Menu({ label, buttonLabel, items, className }: MenuProps) {
  useAdoptedStyles(menuStyles);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  const id = `m${useId()}`;

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      itemRefs.current[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: Event) => {
      const path = e.composedPath();
      if (rootRef.current && !path.includes(rootRef.current)) setOpen(false);
    };
    const doc = rootRef.current?.ownerDocument ?? document;
    doc.addEventListener('pointerdown', onPointer, true);
    return () => doc.removeEventListener('pointerdown', onPointer, true);
  }, [open]);

  function openAt(index: number) {
    pendingFocus.current = index;
    if (open) {
      itemRefs.current[index]?.focus();
      pendingFocus.current = null;
    } else setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(items.length - 1);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  }

  function onItemKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const n = items.length;
    const move = (i: number) => {
      e.preventDefault();
      itemRefs.current[(i + n) % n]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(n - 1);
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  }

  return (
    <div ref={rootRef} className={`gp-menu${className ? ` ${className}` : ''}`} part="menu">
      <button
        ref={buttonRef}
        type="button"
        className="gp-menu__button"
        part="menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={buttonLabel}
        onClick={(e) => {
          // Keyboard activation is handled in onKeyDown; a pointer click toggles.
          if (e.detail === 0 && open) return;
          if (open) close(false);
          else openAt(0);
        }}
        onKeyDown={onButtonKey}
      >
        {label}
        <span className="gp-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open ? (
        <ul className="gp-menu__list" role="menu" id={id} aria-label={buttonLabel} part="menu-list">
          {items.map((item, i) => (
            <li key={item.id} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="gp-menu__item"
                onKeyDown={(e) => onItemKey(e, i)}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
