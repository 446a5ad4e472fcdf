import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { TabPanel, Tabs, type TabItem } from './tabs';

const TABS: TabItem[] = [
  { id: 'all', label: 'All' },
  { id: 'upcoming', label: 'Upcoming', disabled: true },
  { id: 'past', label: 'Past' },
  { id: 'current', label: 'Current' },
];

function Harness({ activation }: { activation?: 'auto' | 'manual' }) {
  const [value, setValue] = useState('all');
  return (
    <>
      <Tabs tabs={TABS} value={value} onChange={setValue} label="Trips" idPrefix="t" activation={activation} />
      <TabPanel idPrefix="t" id={value}>
        panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('has one tab stop and wires tabs to panels', async () => {
    await renderInElement(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tablist', { name: 'Trips' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('panel all');
  });

  it('arrow keys move and select, skipping the disabled tab, wrapping around; Home and End', async () => {
    await renderInElement(<Harness />);
    const all = screen.getByRole('tab', { name: 'All' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(document.activeElement).toBe(past);
    expect(past.getAttribute('aria-selected')).toBe('true');
    expect(past.tabIndex).toBe(0);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Current' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(all);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Current' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(all);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Current' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a navigating tab (no panels) reports a click on the selected tab; a panel tab does not', async () => {
    const calls: string[] = [];
    await renderInElement(<Tabs tabs={TABS} value="all" onChange={(id) => calls.push(id)} label="Nav" idPrefix="n" activation="manual" hasPanels={false} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(calls).toEqual(['all']);
  });

  it('a click on the selected panel tab changes nothing', async () => {
    const calls: string[] = [];
    await renderInElement(<Tabs tabs={TABS} value="all" onChange={(id) => calls.push(id)} label="Trips" idPrefix="p" />);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(calls).toEqual([]);
  });

  it('a disabled tab cannot be selected by click', async () => {
    await renderInElement(<Harness />);
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(upcoming);
    expect(upcoming.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    await renderInElement(<Harness />, { locale: 'he' });
    screen.getAllByRole('tab')[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[0]);
  });

  it('manual activation: arrows move focus only, Enter selects', async () => {
    await renderInElement(<Harness activation="manual" />);
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    expect(document.activeElement).toBe(past);
    expect(past.getAttribute('aria-selected')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(past.getAttribute('aria-selected')).toBe('true');
  });
});
