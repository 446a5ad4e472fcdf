import r2wc from '@r2wc/react-to-web-component';
import { baseStyles } from './base.styles';
import { ElementRoot, type ElementSpec } from './element-root';
import type { GuestPortalElementOf } from './element-type';
import { adoptStyles, holdServerStyles } from '../styles/css';
import { holdReservedBox, reservedVariableStyles } from './reserved-box';
import { getRuntime } from '../state/runtime';
import { ownProps, propName, type ElementDescriptor } from './descriptor';
import { COMMON_ATTRIBUTES } from './descriptors/common';
import { readElementConfig } from './element-config';
import { warmStart } from './warm-start';
import { renderInSlices } from './render-slices';
import { serverRenderedRoot } from './embedded-state';
import { discardServerMarkup } from './discard-server-markup';
import type { PreparedServerRender } from './hydration/hydrate';

const COMMON_PROPS = COMMON_ATTRIBUTES.map((a) => propName(a.name));

/**
 * Where a host framework puts `authToken` before the element is defined: React 19 sets an attribute
 * named as the prop (`authtoken`, lowercased by HTML), Vue its kebab-case form. Taken into memory and
 * removed at once: a bearer token never stays in the DOM.
 */
const TOKEN_ATTRIBUTES = ['authtoken', 'auth-token'];

// r2wc keeps its props, render hook and connected flag behind these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');

/**
 * Elements upgraded over a server render: the hydration code loading (on demand; the loader preloads it
 * for such a page). Not a private field: r2wc's constructor attaches the shadow root before the
 * subclass's fields exist.
 */
const serverRenders = new WeakMap<HTMLElement, ServerMarkup>();

interface ServerMarkup {
  root: ShadowRoot;
  /** Null when it could not load. */
  hydration: Promise<typeof import('./hydration/hydrate') | null>;
}

type R2wcClass = (new () => R2wcInstance) & { observedAttributes?: string[] };
type R2wcInstance = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [CONNECTED]: boolean;
  [CONTEXT]?: { root: unknown; ReactComponent: unknown };
  [RENDER](): void;
  container: ShadowRoot;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/**
 * Wraps a feature as a custom element: open shadow root with adopted stylesheets, the common
 * attributes, properties set before the code loaded, and attribute removal restoring the default.
 */
export function createElementClass<D extends ElementDescriptor>(spec: ElementSpec & { descriptor: D; styles?: string[] }): new () => GuestPortalElementOf<D> {
  const names = [...COMMON_PROPS, ...ownProps(spec.descriptor)];
  const Component = (props: Record<string, unknown> & { container: ShadowRoot }) => <ElementRoot {...props} spec={spec} />;
  const Base = r2wc(Component, {
    shadow: 'open',
    props: Object.fromEntries(names.map((n) => [n, 'string' as const])),
  }) as unknown as R2wcClass;

  class GuestPortalElement extends Base {
    static override get observedAttributes(): string[] {
      return [...(Base.observedAttributes ?? []), ...TOKEN_ATTRIBUTES];
    }

    /** Until it settles, React's first render waits (r2wc mounts only a connected element). */
    #warm: Promise<void> | null = null;
    #warmed = false;
    /** The token the host gave this element before it was connected: its API client is known only then. */
    #token: string | null | undefined = undefined;
    /** The server render to hydrate at the first mount, once its data is seeded. */
    #serverRender: PreparedServerRender | null = null;
    /**
     * Between the hydration's start and its commit, a host's attribute or property change waits: React
     * hydrates in slices, and an update to a root still hydrating throws the server's markup away for a
     * render anew (React's "early update"). Applied, in one render, once the markup is adopted.
     */
    #hydrating = false;
    #heldUpdate = false;

    /**
     * r2wc attaches its shadow root in its constructor; over the server's declarative root that would
     * empty it. The root is kept as it is when it holds a server render to hydrate.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const root = serverRenderedRoot(this);
      if (!root) return super.attachShadow(init);
      serverRenders.set(this, { root, hydration: import('./hydration/hydrate').catch(() => null) });
      return root;
    }

    constructor() {
      super();
      const server = serverRenders.has(this);
      // Over server markup the server's <style> already styles it, and its content holds the box.
      if (server) holdServerStyles(this.container);
      adoptStyles(this.container, [baseStyles, reservedVariableStyles(spec.descriptor), ...(spec.styles ?? [])], true);
      if (!server) holdReservedBox(this.container);
      // React's first render waits for the warm start (connectedCallback). r2wc would mount on the first
      // attribute callback of an upgrade: not connected, it only records them.
      this[CONNECTED] = false;
      // The classic upgrade trap: values assigned before the class was defined are own properties that
      // shadow the accessors. Take them off and set them again through the accessors.
      for (const name of [...names, 'authToken']) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      // Upgraded with a token attribute: browsers also report it to attributeChangedCallback, some DOMs do not.
      for (const name of TOKEN_ATTRIBUTES) this.#takeTokenAttribute(name, this.getAttribute(name));
    }

    #takeTokenAttribute(name: string, value: string | null): void {
      if (value === null) return;
      this.removeAttribute(name);
      this.authToken = value;
    }

    override connectedCallback() {
      this.#handTokenOver();
      if (this.#warmed) return super.connectedCallback();
      // The first answers and the catalogue, so React's first render shows the screen with its data rather
      // than a loader and then a render of the whole tree per answer (src/element/warm-start.ts). Started
      // here, not in the constructor: an element made with createElement gets its attributes (api-base,
      // locale) only after construction.
      if (!this.#warm) {
        const server = serverRenders.get(this);
        serverRenders.delete(this);
        this.#warm = server ? this.#seedServerRender(server).then(() => warmStart(spec, this)) : warmStart(spec, this);
      }
      void this.#warm.then(() => {
        this.#warmed = true;
        if (this.isConnected) super.connectedCallback();
      });
    }

    /** The server render's answers and texts go into the page's stores before the warm start asks for them. */
    async #seedServerRender(server: ServerMarkup): Promise<void> {
      const hydration = await server.hydration;
      if (hydration) this.#serverRender = hydration.prepareServerRender(this, server.root, spec.catalogues);
      // The hydration code did not load: the element renders in the browser, as without a server.
      else discardServerMarkup(server.root);
    }

    /** The first mount over a server render hydrates it instead of rendering anew. */
    override [RENDER]() {
      if (this.#hydrating) {
        this.#heldUpdate = true;
        return;
      }
      const rendered = this.#serverRender;
      if (rendered && this[CONNECTED] && !this[CONTEXT]) {
        this.#serverRender = null;
        this.#hydrating = true;
        const hydrated = rendered.hydrate(Component, this[PROPS] as Parameters<typeof Component>[0], () => this.#hydrated());
        if (hydrated) {
          this[CONTEXT] = hydrated;
          return;
        }
        this.#hydrating = false;
      }
      // The first mount renders in slices (src/element/render-slices.ts); later updates are the host's
      // or the guest's and render at once.
      if (this[CONNECTED] && !this[CONTEXT]) renderInSlices(() => super[RENDER]());
      else super[RENDER]();
    }

    #hydrated(): void {
      this.#hydrating = false;
      if (!this.#heldUpdate) return;
      this.#heldUpdate = false;
      this[RENDER]();
    }

    override disconnectedCallback() {
      // r2wc unmounts the root, hydrated or not: nothing is left to wait for.
      this.#hydrating = false;
      this.#heldUpdate = false;
      super.disconnectedCallback();
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (TOKEN_ATTRIBUTES.includes(name)) return this.#takeTokenAttribute(name, value);
      if (value === null) {
        // r2wc ignores removals (upstream #230); removing an attribute must restore the default.
        delete this[PROPS][propName(name)];
        this[RENDER]();
        return;
      }
      super.attributeChangedCallback(name, old, value);
    }

    /**
     * Bearer token for `auth="token"`: kept in memory by the element's API client, never reflected to an
     * attribute. Given before the element is connected, it waits on the element (host frameworks set
     * properties before inserting the element, `api-base` maybe after the token).
     */
    get authToken(): string | null {
      // Once connected, the API client is the one place the token lives: a sign-in through the element updates it too.
      if (this.#token !== undefined) return this.#token;
      return getRuntime(readElementConfig(this).apiBase).auth.getState().token;
    }

    set authToken(token: string | null) {
      this.#token = token || null;
      if (this.isConnected) this.#handTokenOver();
    }

    /** Handed over once: a later sign-out through the element must not be undone by reconnecting it. */
    #handTokenOver(): void {
      if (this.#token === undefined) return;
      getRuntime(readElementConfig(this).apiBase).auth.setState({ token: this.#token });
      this.#token = undefined;
    }
  }

  return GuestPortalElement as unknown as new () => GuestPortalElementOf<D>;
}

/** Defines the tag once; a second bundle copy on the same page keeps the first definition. */
export function defineTag(tag: string, cls: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, cls);
}

