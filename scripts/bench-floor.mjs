// The benchmark's floor: the least any React element costs its host page. React 19 + react-dom render
// one paragraph into an open shadow root of a custom element; nothing else (no stores, i18n, API).
// Built by scripts/bench-build-floor.mjs with the SDK's own rollup plugins and output settings.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

class BareReactElement extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    createRoot(this.attachShadow({ mode: 'open' })).render(createElement('p', null, 'A bare React custom element.'));
  }
}

customElements.define('bare-react-element', BareReactElement);
