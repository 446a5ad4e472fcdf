// What the stories' play functions do as a guest would: wait for the element, type, press.
import { waitFor } from 'storybook/test';

/** Retries `find` until it answers, for at most 10 s (the element renders after its catalogue and calls). */
export const until = <T,>(find: () => T | null | undefined): Promise<T> =>
  waitFor(
    () => {
      const found = find();
      if (!found) throw new Error('the element did not render what the story waits for');
      return found;
    },
    { timeout: 10_000 },
  );

/** Types into an input, React-controlled or not: the native value setter, then `input`. */
export function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks a button of the element's shadow root once it is enabled. */
export async function press(root: ShadowRoot, selector: string) {
  const button = await until(() => {
    const b = root.querySelector<HTMLButtonElement>(selector);
    return b && !b.disabled ? b : null;
  });
  button.click();
}

/** Enters a test card into the card fields the provider mounted in the element's light DOM. */
export async function enterCard(host: Element) {
  const field = (name: string) => until(() => host.querySelector<HTMLInputElement>(`input[name="${name}"]`));
  typeInto(await field('cardnumber'), '4242 4242 4242 4242');
  typeInto(await field('exp-date'), '12 / 34');
  typeInto(await field('cvc'), '123');
}

/** What a guest types into the card holder form's fields the account did not fill in. */
const HOLDER: Record<string, string> = { firstName: 'Alex', lastName: 'Morgan', fullName: 'Alex Morgan', email: 'guest@demo.test', phone: '+1 305 555 0101', zip: '33139' };

/** Fills the empty fields of the card holder form in the element's shadow root (when it has one). */
function fillHolder(root: ShadowRoot) {
  for (const input of Array.from(root.querySelectorAll<HTMLInputElement>('.gp-checkout__holder input[name]'))) {
    if (!input.value && HOLDER[input.name]) typeInto(input, HOLDER[input.name]!);
  }
}

/** A play function: the guest enters the holder and the test card in the element `tag` and presses its pay button. */
export const payWithTestCard =
  (tag: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const host = await until(() => canvasElement.querySelector(tag));
    // The card fields mount with the form: once they are there, so is the holder form.
    await enterCard(host);
    fillHolder(host.shadowRoot!);
    await press(host.shadowRoot!, 'button.gp-checkout__submit');
  };

/** Finds `selector` in the shadow root of the first element under `canvas` that has one. */
const inShadow = <E extends Element>(canvas: HTMLElement, selector: string) =>
  until(() => {
    for (const el of Array.from(canvas.querySelectorAll('*'))) {
      const found = el.shadowRoot?.querySelector<E>(selector);
      if (found) return found;
    }
    return null;
  });

/** A play function: the guest picks the first option menu of the open item dialog (its fields then show). */
export const chooseFirstMenu = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  (await inShadow<HTMLInputElement>(canvasElement, '.gp-store-dialog__menus input[type="radio"]')).click();
};
