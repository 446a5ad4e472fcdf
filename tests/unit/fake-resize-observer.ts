// happy-dom has a ResizeObserver that never reports. This one reports what a browser would after its
// next layout: each observed element's box, as the test sets it with `resize` (an element that has no
// box, as a display:none one, is not reported at first, as in a browser).
import { vi } from 'vitest';

interface Box {
  width: number;
  height: number;
}

export function installResizeObserver() {
  const boxes = new WeakMap<Element, Box>();
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element>; self: ResizeObserver }>();
  const entry = (target: Element): ResizeObserverEntry => {
    const { width, height } = boxes.get(target) ?? { width: 0, height: 0 };
    const size = [{ inlineSize: width, blockSize: height }];
    return { target, contentRect: { width, height } as DOMRectReadOnly, borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size };
  };
  class FakeResizeObserver {
    #record;
    constructor(callback: ResizeObserverCallback) {
      this.#record = { callback, targets: new Set<Element>(), self: this as unknown as ResizeObserver };
      observers.add(this.#record);
    }
    observe(target: Element) {
      this.#record.targets.add(target);
      const box = boxes.get(target);
      if (box && (box.width || box.height)) queueMicrotask(() => this.#record.targets.has(target) && this.#record.callback([entry(target)], this.#record.self));
    }
    unobserve(target: Element) {
      this.#record.targets.delete(target);
    }
    disconnect() {
      this.#record.targets.clear();
      observers.delete(this.#record);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    /** Lays `target` out at this size and reports it to the observers watching it. */
    resize(target: Element, width: number, height: number) {
      boxes.set(target, { width, height });
      for (const o of observers) if (o.targets.has(target)) o.callback([entry(target)], o.self);
    },
    /** Whether any observer is watching `target`. */
    watched: (target: Element) => [...observers].some((o) => o.targets.has(target)),
  };
}
