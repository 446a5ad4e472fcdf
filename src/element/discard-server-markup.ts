import { releaseServerStyles } from '../styles/css';
import { holdReservedBox } from './reserved-box';

/**
 * Throws a server render away (its data invalid, its locale not the browser's, the hydration code not
 * loaded): the element then renders in the browser as without a server. The sheets the server's
 * `<style>` stood in for are adopted, and the box is held until that render is in place, as at any
 * other upgrade.
 */
export function discardServerMarkup(root: ShadowRoot): void {
  releaseServerStyles(root);
  root.replaceChildren();
  holdReservedBox(root);
}
