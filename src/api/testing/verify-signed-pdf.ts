/**
 * Checks a signed PDF as any holder of the file can (docs/decisions/0080-e-signed-documents.md): one signature whose
 * byte range covers the whole file but its own hole, a CMS whose message digest is the SHA-256 of those bytes and
 * whose signature verifies with the signer's certificate, and a certificate chain up to the platform's CA. PKI.js
 * over WebCrypto, in Node: the tests' independent reader of what the API wrote.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';

export interface SignedPdfFacts {
  /** The signer certificate's common name: the school's name. */
  signer: string;
  /** Its organisational unit: `school:{id}`. */
  unit: string;
  subFilter: string | null;
  /** SHA-256 of the whole file. */
  sha256: string;
}

const pemToDer = (pem: string) => new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'));

function attribute(cert: pkijs.Certificate, oid: string): string {
  const found = cert.subject.typesAndValues.find((t) => t.type === oid);
  return found ? String((found.value as { valueBlock: { value: string } }).valueBlock.value) : '';
}

/** Throws with the reason when the file's signature does not hold; else what it says of the signer. */
export async function verifySignedPdf(bytes: Uint8Array, trustedCaPem: string): Promise<SignedPdfFacts> {
  const pdf = Buffer.from(bytes);
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  if (ranges.length !== 1) throw new Error(`expected one signature, found ${ranges.length}`);
  const [a, b, c, d] = ranges[0]!.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || c <= b || c + d !== pdf.length) throw new Error('the signature does not cover the whole file');
  if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) throw new Error('the byte range hole is not the signature');
  const covered = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const cms = Buffer.from(text.slice(b + 1, c - 1), 'hex');
  const parsed = asn1js.fromBER(new Uint8Array(cms).buffer);
  if (parsed.offset === -1) throw new Error('the signature is not a CMS structure');
  const signedData = new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: parsed.result }).content });
  const result = await signedData.verify({
    signer: 0,
    data: new Uint8Array(covered).buffer,
    checkChain: true,
    trustedCerts: [pkijs.Certificate.fromBER(pemToDer(trustedCaPem))],
    extendedMode: true,
  });
  if (!result.signatureVerified) throw new Error(`the signature does not verify: ${result.message ?? result.code}`);
  const cert = result.signerCertificate;
  if (!cert) throw new Error('no signer certificate');
  return {
    signer: attribute(cert, '2.5.4.3'),
    unit: attribute(cert, '2.5.4.11'),
    subFilter: /\/SubFilter\s*\/([A-Za-z0-9.]+)/.exec(text)?.[1] ?? null,
    sha256: createHash('sha256').update(pdf).digest('hex'),
  };
}
