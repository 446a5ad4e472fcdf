#!/usr/bin/env node
// Generates src/api/openapi-types.ts from the API contract src/api/openapi.yaml with openapi-typescript.
// `node scripts/gen-api-types.mjs` writes the file; `--check` exits 1 when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC_PATH = path.join(root, 'src/api/openapi.yaml');
export const TYPES_PATH = path.join(root, 'src/api/openapi-types.ts');

const HEADER = `/**
 * GENERATED FILE — do not edit. Source: src/api/openapi.yaml.
 * Regenerate with \`npm run gen:api\` (scripts/gen-api-types.mjs); a server test fails when it is stale.
 */
/* eslint-disable -- generated from src/api/openapi.yaml, not written by hand */
`;

/** @returns {Promise<string>} the TypeScript source generated from the contract */
export async function generateApiTypes() {
  const ast = await openapiTS(pathToFileURL(SPEC_PATH), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const source = await generateApiTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(TYPES_PATH, 'utf8').catch(() => '');
    if (current !== source) {
      console.error('src/api/openapi-types.ts is stale: run npm run gen:api');
      process.exit(1);
    }
    console.log('src/api/openapi-types.ts is up to date');
  } else {
    await writeFile(TYPES_PATH, source);
    console.log(`wrote ${path.relative(process.cwd(), TYPES_PATH)}`);
  }
}
