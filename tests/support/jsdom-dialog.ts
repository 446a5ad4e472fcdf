import { beforeEach } from 'vitest';

/** jsdom has <dialog> without showModal/close; these stand-ins toggle `open` as a browser would. */
export function polyfillJsdomDialog(): void {
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
}
