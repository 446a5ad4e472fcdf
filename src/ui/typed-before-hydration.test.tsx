import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { StyleRootContext } from '../styles/use-adopted-styles';
import { Select } from './select';
import { TextField } from './text-field';
import { replayTypedValue } from './typed-before-hydration';

const collector = { collect: () => undefined };
const TIMES = [
  { value: '16:00', label: '4:00 PM' },
  { value: '17:00', label: '5:00 PM' },
];

/** A form as a screen holds one: its values in state, the fields controlled. */
function Form({ email: initialEmail = '' }: { email?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [time, setTime] = useState('');
  return (
    <StyleRootContext.Provider value={collector}>
      <TextField label="E-mail" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Select label="Arrival" name="time" placeholder="Pick a time" options={TIMES} value={time} onChange={(e) => setTime(e.target.value)} />
      <output>{`${email}|${time}`}</output>
    </StyleRootContext.Provider>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

/** The value a browser keeps in a field typed before the code ran: set past React's value tracker. */
function typeUnseen(el: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')!.set!.call(el, value);
}

/**
 * The server's markup in the page, hydrated, then the state a browser leaves after the guest typed into it
 * before the code ran (happy-dom does not keep a typed value through hydration as browsers do; the Chromium
 * journey in tests/e2e/portal-first-screen.test.ts does the whole flow): the text on screen, not in state.
 */
async function hydrated(props: { email?: string } = {}) {
  // The server's markup: the same tree rendered once (src/server may render with react-dom/server; the UI layer's tests may not).
  const server = document.createElement('div');
  const root = createRoot(server);
  await act(async () => root.render(<Form {...props} />));
  container = document.createElement('div');
  container.innerHTML = server.innerHTML;
  act(() => root.unmount());
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Form {...props} />);
  });
  return { input: container.querySelector('input')!, select: container.querySelector('select')!, state: () => container.querySelector('output')!.textContent };
}

describe('replayTypedValue', () => {
  it("hands what the guest typed and chose to the screen's state, the text staying on screen", async () => {
    const { input, select, state } = await hydrated();
    typeUnseen(input, 'ada@example.com');
    typeUnseen(select, '17:00');
    // Both read before either replays, as the fields' refs read them when hydration attaches them.
    const [email, time] = [input.value, select.value];
    await act(async () => {
      replayTypedValue(input, '', email);
      replayTypedValue(select, '', time);
    });
    expect(state()).toBe('ada@example.com|17:00');
    expect(input.value).toBe('ada@example.com');
    expect(select.value).toBe('17:00');
  });

  it('hands over a value the server filled in and the guest cleared', async () => {
    const { input, state } = await hydrated({ email: 'old@example.com' });
    typeUnseen(input, '');
    await act(async () => replayTypedValue(input, 'old@example.com', input.value));
    expect(state()).toBe('|');
  });

  it('does nothing for a field as the server rendered it', async () => {
    const { input, state } = await hydrated({ email: 'kept@example.com' });
    let events = 0;
    input.addEventListener('input', () => events++);
    await act(async () => replayTypedValue(input, 'kept@example.com', input.value));
    expect(events).toBe(0);
    expect(state()).toBe('kept@example.com|');
  });
});
