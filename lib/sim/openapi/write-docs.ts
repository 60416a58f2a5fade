import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocsText } from './document';

/** `npm run docs:openapi`: writes the OpenAPI document the embedded API serves to `docs/openapi.json`. */
const file = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
writeFileSync(file, openApiDocsText());
console.log(`escrito ${file}`);
