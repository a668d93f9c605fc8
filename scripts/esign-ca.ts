/**
 * Makes the platform's document-signing CA (docs/decisions/0080-e-signed-documents.md) and prints it as the JSON the
 * API's `ESIGN_CA` secret holds: `npx node scripts/esign-ca.ts | npx wrangler secret put ESIGN_CA -c src/api/wrangler.jsonc`.
 * The API issues each school's certificate from it the first time the school signs a document.
 */
import { issueCertificate } from '../src/api/lib/esign-crypto.ts';

const years = Number(process.argv[2] ?? 10);
const ca = await issueCertificate({ name: 'Schoolfront Document Signing CA', organization: 'Schoolfront', unit: 'platform' }, years);
process.stdout.write(`${JSON.stringify(ca)}\n`);
