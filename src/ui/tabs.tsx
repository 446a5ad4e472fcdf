import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { tabsStyles } from './tabs.styles';
import { isRtlElement } from './focus';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the ids of tabs and panels (`${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`). */
  idPrefix: string;
  /**
   * `auto`: arrow keys select the tab they move to (tabs that swap content in place).
   * `manual`: arrow keys only move focus; Enter/Space selects (tabs that navigate).
   */
  activation?: 'auto' | 'manual';
  /** Set false when no TabPanel is rendered (tabs that navigate to another screen). */
  hasPanels?: boolean;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs: one tab stop (roving tabindex), arrow keys move between enabled tabs (mirrored in
 * right-to-left), Home/End jump to the ends, disabled tabs are skipped and cannot be selected.
 */
export function Tabs({ tabs, value, onChange, label, idPrefix, activation = 'auto', hasPanels = true, className }: TabsProps) {
  useAdoptedStyles(tabsStyles);
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((t) => !t.disabled);
  const focusable = enabled.some((t) => t.id === value) ? value : enabled[0]?.id;

  function focusTab(id: string) {
    const want = tabId(idPrefix, id);
    const el = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []).find((b) => b.id === want);
    el?.focus();
    if (activation === 'auto' && id !== value) onChange(id);
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, current: string) {
    if (!enabled.length) return;
    const i = enabled.findIndex((t) => t.id === current);
    const rtl = isRtlElement(listRef.current);
    let next: TabItem | undefined;
    switch (e.key) {
      case 'ArrowRight':
        next = enabled[(i + (rtl ? -1 : 1) + enabled.length) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(i + (rtl ? 1 : -1) + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    e.preventDefault();
    if (next) focusTab(next.id);
  }

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={`gp-tabs${className ? ` ${className}` : ''}`} part="tabs">
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            className="gp-tab"
            part={selected ? 'tab tab-selected' : 'tab'}
            aria-selected={selected}
            aria-controls={hasPanels ? panelId(idPrefix, tab.id) : undefined}
            aria-disabled={tab.disabled || undefined}
            tabIndex={tab.id === focusable ? 0 : -1}
            onClick={() => {
              // Tabs that navigate (no panels) also act when selected: the tab of a section stays
              // selected on its sub-screens (e.g. My Trips on a trip's info) and leads back to it.
              if (!tab.disabled && (!selected || !hasPanels)) onChange(tab.id);
            }}
            onKeyDown={(e) => onKeyDown(e, tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab, labelled by it. */
export function TabPanel({ idPrefix, id, children, className }: { idPrefix: string; id: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
