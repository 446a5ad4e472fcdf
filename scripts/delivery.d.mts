export function buildId(dist: string): string;
export function precompress(dist: string): Promise<number>;
export function writeDeliveryManifest(dist: string): string;
export function writeDelivery(dist: string): Promise<{ id: string; compressed: number }>;
