/**
 * The keys signed documents are signed with (docs/decisions/0080-e-signed-documents.md): the platform's CA, a school's
 * key and certificate issued by it, and the CMS signature a PAdES PDF carries. WebCrypto and PKI.js only, so the
 * same code runs in workerd (signing) and in Node (making the CA, checking a file in tests).
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { Buffer } from 'node:buffer';
import { Signer } from '@signpdf/utils';
import { seal, unseal } from './sealed.ts';

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

export interface KeyAndCertificate {
  /** PKCS#8 PEM. */
  keyPem: string;
  certPem: string;
}

const pem = (label: string, der: ArrayBuffer): string =>
  `-----BEGIN ${label}-----\n${Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;

export const pemToDer = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(text.replace(/-----[^-]+-----|\s/g, ''), 'base64'));

export const parseCertificate = (certPem: string): pkijs.Certificate => pkijs.Certificate.fromBER(pemToDer(certPem));

/** A distinguished name of one attribute per RDN (PKI.js would put them all in one multi-valued RDN). */
function name(parts: readonly [oid: string, value: string][]): pkijs.RelativeDistinguishedNames {
  const sequence = new asn1js.Sequence({
    value: parts.map(([type, value]) => new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value }) }).toSchema()] })),
  });
  return new pkijs.RelativeDistinguishedNames({ schema: asn1js.fromBER(sequence.toBER(false)).result });
}

/** keyUsage bits, first bit highest: digitalSignature 0x80, nonRepudiation 0x40, keyCertSign 0x04, cRLSign 0x02. */
function keyUsage(byte: number): pkijs.Extension {
  let unused = 0;
  while (unused < 7 && (byte & (1 << unused)) === 0) unused++;
  const value = new asn1js.BitString({ valueHex: new Uint8Array([byte]).buffer, unusedBits: unused });
  return new pkijs.Extension({ extnID: OID.keyUsage, critical: true, extnValue: value.toBER(false) });
}

function basicConstraints(ca: boolean): pkijs.Extension {
  return new pkijs.Extension({ extnID: OID.basicConstraints, critical: true, extnValue: new pkijs.BasicConstraints({ cA: ca }).toSchema().toBER(false) });
}

/**
 * A new RSA-2048 key and its certificate: self-signed for the CA (`issuer` absent), else issued by `issuer`. The
 * subject is the school's name with `school:{id}` as its unit, so a reader of the file sees whose signature it is.
 */
export async function issueCertificate(
  subject: { name: string; organization: string; unit: string },
  years: number,
  issuer?: KeyAndCertificate,
): Promise<KeyAndCertificate> {
  const keys = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['sign', 'verify']);
  const cert = new pkijs.Certificate();
  cert.version = 2;
  const serial = crypto.getRandomValues(new Uint8Array(16));
  serial[0] = serial[0]! & 0x7f; // positive
  cert.serialNumber = new asn1js.Integer({ valueHex: serial.buffer });
  cert.subject = name([[OID.commonName, subject.name], [OID.organization, subject.organization], [OID.organizationalUnit, subject.unit]]);
  const now = Date.now();
  cert.notBefore.value = new Date(now - 60_000);
  cert.notAfter.value = new Date(now + years * 365 * 86_400_000);
  cert.extensions = issuer ? [basicConstraints(false), keyUsage(0xc0)] : [basicConstraints(true), keyUsage(0x06)];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);
  if (issuer) {
    cert.issuer = parseCertificate(issuer.certPem).subject;
    await cert.sign(await importSigningKey(issuer.keyPem), 'SHA-256');
  } else {
    cert.issuer = cert.subject;
    await cert.sign(keys.privateKey, 'SHA-256');
  }
  return {
    keyPem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', keys.privateKey)),
    certPem: pem('CERTIFICATE', cert.toSchema(true).toBER(false)),
  };
}

export const importSigningKey = (keyPem: string): Promise<CryptoKey> => crypto.subtle.importKey('pkcs8', pemToDer(keyPem), RSA, false, ['sign']);

/** A school's private key as stored: sealed under the API's ESIGN_KEY_SECRET, bound to the school's id. */
export const sealKey = (keyPem: string, secret: string, schoolId: number): Promise<string> => seal(keyPem, secret, 'esign key', `school:${schoolId}`);

export const unsealKey = (sealed: string, secret: string, schoolId: number): Promise<string> => unseal(sealed, secret, 'esign key', `school:${schoolId}`);

/**
 * @signpdf's signer as PAdES baseline B-B wants it: a detached CMS SignedData whose signed attributes are the
 * content type, the SHA-256 of the covered bytes and the signing certificate (ESS signing-certificate-v2); no
 * signing-time attribute (ETSI EN 319 142-1: the time is the signature dictionary's /M). The chain goes in the CMS
 * so a reader can build it to the platform's CA.
 */
export class PadesSigner extends Signer {
  private readonly signer: KeyAndCertificate;
  private readonly chain: readonly string[];

  constructor(signer: KeyAndCertificate, chain: readonly string[]) {
    super();
    this.signer = signer;
    this.chain = chain;
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    const cert = parseCertificate(this.signer.certPem);
    const certDer = pemToDer(this.signer.certPem);
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(pdf));
    const certHash = await crypto.subtle.digest('SHA-256', certDer);
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2 ::= SEQUENCE { certHash
    // (SHA-256, the default algorithm, so omitted), issuerSerial SEQUENCE { issuer GeneralNames, serialNumber } }
    const issuerSerial = new asn1js.Sequence({
      value: [
        new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [cert.issuer.toSchema()] })] }),
        cert.serialNumber,
      ],
    });
    const signingCertificate = new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash }), issuerSerial] })] })] });
    const attribute = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
              attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: digest })),
              attribute(OID.signingCertificateV2, signingCertificate),
            ],
          }),
        }),
      ],
      certificates: [cert, ...this.chain.map(parseCertificate)],
    });
    await signedData.sign(await importSigningKey(this.signer.keyPem), 0, 'SHA-256');
    const cms = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return Buffer.from(cms.toSchema().toBER(false));
  }
}
