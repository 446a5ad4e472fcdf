import type { ElementDescriptor } from '../src/element/descriptor';

interface Descriptors {
  DESCRIPTORS: readonly ElementDescriptor[];
  COMMON_ATTRIBUTES: readonly { name: string; type: string | readonly string[]; default?: string; description: string }[];
  COMMON_EVENTS: readonly { name: string; description: string }[];
  EVENT_DETAILS: Record<string, string>;
}
interface Manifest {
  modules: { path: string; declarations?: Record<string, unknown>[] }[];
}
export function descriptorsPlugin(descriptors: Descriptors): { name: string; packageLinkPhase(arg: { customElementsManifest: Manifest }): void };
