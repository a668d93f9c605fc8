/**
 * The signed document's PDFs and keys in Node (docs/decisions/0080-e-signed-documents.md): one text is one file, byte
 * for byte; text outside the standard fonts never breaks a file; the signed copy verifies up to the CA and names
 * the hash read; a school's sealed key opens only for that school with that secret.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ESIGN_CA } from '../../../cli/lib/local-config.ts';
import { verifySignedPdf } from '../testing/verify-signed-pdf.ts';
import { issueCertificate, sealKey, unsealKey, type KeyAndCertificate } from './esign-crypto.ts';
import { documentPdf, readableMark, signedPdf, type DocumentFacts } from './esign-pdf.ts';

const CA = JSON.parse(LOCAL_ESIGN_CA) as KeyAndCertificate;
const PNG = new Uint8Array(readFileSync(new URL('../../../e2e/fixtures/working.png', import.meta.url)));
const facts: DocumentFacts = {
  school: 'Test School',
  course: 'Chemistry Lab',
  document: { id: 'lab-consent', kind: 'parent_consent', title: 'Lab consent', version: '2026-03-01', body: `${'Safety first. '.repeat(300)}\n\nA ${'x'.repeat(400)} word.` },
};
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let school: KeyAndCertificate;
beforeAll(async () => {
  school = await issueCertificate({ name: 'Test School', organization: 'Test School', unit: 'school:7' }, 3, CA);
});

describe('the document PDF', () => {
  it('is the same bytes for the same text, and other bytes for another', async () => {
    const one = await documentPdf(facts);
    expect(sha(await documentPdf(facts))).toBe(sha(one));
    expect(sha(await documentPdf({ ...facts, document: { ...facts.document, body: 'Changed.' } }))).not.toBe(sha(one));
    expect(Buffer.from(one.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('writes text outside the standard fonts as "?" rather than failing', async () => {
    const bytes = await documentPdf({ ...facts, course: 'रसायन प्रयोगशाला', document: { ...facts.document, title: 'सहमति ₹ 🧪' } });
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe('the signed copy', () => {
  it('verifies up to the CA as signed by the school, and any changed byte breaks it', async () => {
    const document = await documentPdf(facts);
    const signed = await signedPdf(document, facts, {
      name: 'अनु Rao', markPng: PNG, markKind: 'drawn', documentSha256: sha(document), at: new Date('2026-11-30T10:00:00Z'), address: '203.0.113.5', userAgent: 'Test',
    }, school, [CA.certPem]);
    expect(await verifySignedPdf(signed, CA.certPem)).toMatchObject({ signer: 'Test School', unit: 'school:7', subFilter: 'ETSI.CAdES.detached' });
    const changed = Uint8Array.from(signed);
    changed[signed.length - 40] = changed[signed.length - 40]! ^ 1;
    await expect(verifySignedPdf(changed, CA.certPem)).rejects.toBeDefined();
    // A CA the file was not issued under does not vouch for it.
    const other = await issueCertificate({ name: 'Other CA', organization: 'Other', unit: 'platform' }, 1);
    await expect(verifySignedPdf(signed, other.certPem)).rejects.toBeDefined();
  });

  it('takes only a mark pdf-lib can read', async () => {
    expect(await readableMark(PNG)).toBe(true);
    expect(await readableMark(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]))).toBe(false);
  });
});

describe("a school's sealed key", () => {
  it('opens with the secret for that school only', async () => {
    const sealed = await sealKey(school.keyPem, 'a-sealing-secret-of-length', 7);
    expect(sealed).not.toContain('PRIVATE');
    expect(await unsealKey(sealed, 'a-sealing-secret-of-length', 7)).toBe(school.keyPem);
    await expect(unsealKey(sealed, 'a-sealing-secret-of-length', 8)).rejects.toBeDefined();
    await expect(unsealKey(sealed, 'another-sealing-secret-xx', 7)).rejects.toBeDefined();
  });
});
