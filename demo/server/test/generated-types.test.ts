// src/api/openapi-types.ts must be what openapi-typescript generates from src/api/openapi.yaml today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error — plain ESM script without type declarations
import { generateApiTypes, TYPES_PATH } from '../../../scripts/gen-api-types.mjs';

describe('generated API types', () => {
  it('src/api/openapi-types.ts is up to date with the contract (run npm run gen:api)', async () => {
    const expected = (await generateApiTypes()) as string;
    const committed = readFileSync(TYPES_PATH as string, 'utf8');
    expect(committed === expected, 'src/api/openapi-types.ts is stale: run npm run gen:api').toBe(true);
  });

  it('the generated types name the contract operations', () => {
    const committed = readFileSync(TYPES_PATH as string, 'utf8');
    for (const path of ['/api/tourist-data/{code}', '/api/check-in/{id}', '/api/tourist/store-items-menu/{menuId}/price']) {
      expect(committed).toContain(`"${path}"`);
    }
  });
});
