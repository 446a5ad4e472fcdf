import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { StyleRootContext } from '../../styles/use-adopted-styles';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { FIELD_MOUNT_EVENT as FIRED } from '../../ui/field-mount';
import { FIELD_MOUNT_EVENT, replayTypedValue, replayTypedValues } from './typed-values';

const TIMES = [
  { value: '16:00', label: '4:00 PM' },
  { value: '17:00', label: '5:00 PM' },
];

/** A form as a screen holds one: its values in state, the fields controlled. */
function Form({ root, email: initialEmail = '', time: initialTime = '' }: { root: ShadowRoot; email?: string; time?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [time, setTime] = useState(initialTime);
  return (
    <StyleRootContext.Provider value={root}>
      <TextField label="E-mail" id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <Select label="Arrival" id="time" placeholder="Pick a time" options={TIMES} value={time} onChange={(e) => setTime(e.target.value)} />
      <output>{`${email}|${time}`}</output>
    </StyleRootContext.Provider>
  );
}

let host: HTMLElement;
afterEach(() => host?.remove());

function shadow(): ShadowRoot {
  host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

/** The value a browser keeps in a field typed before the code ran: set past React's value tracker. */
function typeUnseen(el: HTMLInputElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')!.set!.call(el, value);
}

/**
 * The server's markup (the same tree rendered once: only src/server may use react-dom/server), hydrated.
 * happy-dom does not keep a typed value through hydration as browsers do, so the tests set the state a
 * browser leaves (the text on screen, not in state) after hydrating; the Chromium journey in
 * tests/e2e/portal-first-screen.test.ts types before the code runs.
 */
async function hydrated(props: { email?: string; time?: string } = {}) {
  const root = shadow();
  const server = document.createElement('div');
  const first = createRoot(server);
  await act(async () => first.render(<Form root={root} {...props} />));
  const wrapper = document.createElement('div');
  wrapper.innerHTML = server.innerHTML;
  act(() => first.unmount());
  root.append(wrapper);
  await act(async () => {
    hydrateRoot(wrapper, <Form root={root} {...props} />);
  });
  const input = root.querySelector('input')!;
  const select = root.querySelector('select')!;
  return { root, input, select, state: () => root.querySelector('output')!.textContent };
}

describe('replayTypedValue', () => {
  it("hands what the guest typed and chose to the screen's state, the text staying on screen", async () => {
    const { input, select, state } = await hydrated();
    typeUnseen(input, 'ada@example.com');
    typeUnseen(select, '17:00');
    // Both read before either replays, as the fields' mount events read them.
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
});

describe('replayTypedValues', () => {
  it('listens for the event the fields fire', () => {
    expect(FIELD_MOUNT_EVENT).toBe(FIRED);
  });

  it("replays a field that mounts holding another value than React rendered, and only that", async () => {
    const root = shadow();
    const changes: string[] = [];
    replayTypedValues(root);
    const el = document.createElement('div');
    root.append(el);
    const app = createRoot(el);
    await act(async () =>
      app.render(
        <StyleRootContext.Provider value={root}>
          <TextField label="E-mail" value="kept@example.com" onChange={(e) => changes.push(e.target.value)} />
          {/* A value none of its options has: the select shows another, which is not the guest's doing. */}
          <Select label="Arrival" options={TIMES} value="15:00" onChange={(e) => changes.push(e.target.value)} />
        </StyleRootContext.Provider>,
      ),
    );
    await act(async () => undefined);
    // A field React created holds what it rendered: nothing to replay.
    expect(changes).toEqual([]);
    const input = root.querySelector('input')!;
    typeUnseen(input, 'typed@example.com');
    await act(async () => {
      input.dispatchEvent(new CustomEvent(FIELD_MOUNT_EVENT, { bubbles: true, detail: 'kept@example.com' }));
    });
    expect(changes).toEqual(['typed@example.com']);
    act(() => app.unmount());
  });
});
