-- E-signed legal documents (src/api/lib/esign.ts; docs/decisions/0080-e-signed-documents.md).
-- Each school's signing key and its certificate from the platform's CA, made the first time the school signs. The key
-- is sealed (AES-GCM under the API's ESIGN_KEY_SECRET, bound to the school's id); the certificate is public.
CREATE TABLE school_signing_keys (
  school_id INTEGER PRIMARY KEY,
  cert_pem TEXT NOT NULL,
  key_sealed TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
-- One signature per learner and document, with its audit trail: what was signed (the document's SHA-256 and
-- version), when, from which address and user agent, and the signed PDF (in R2 under r2_key, its SHA-256 here).
-- The school's record of consent: it stays when the learner deletes their account, as their invoices do.
CREATE TABLE legal_signatures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  document_id TEXT NOT NULL,
  document_version TEXT NOT NULL,
  document_title TEXT NOT NULL,
  document_kind TEXT NOT NULL CHECK (document_kind IN ('enrolment_agreement', 'parent_consent')),
  document_sha256 TEXT NOT NULL,
  signer_name TEXT NOT NULL,
  mark_kind TEXT NOT NULL CHECK (mark_kind IN ('typed', 'drawn')),
  client_address TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  signed_at INTEGER NOT NULL,
  signed_sha256 TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  UNIQUE (school_id, user_id, course_id, document_id)
);
CREATE INDEX legal_signatures_by_user ON legal_signatures (school_id, user_id, signed_at DESC);
