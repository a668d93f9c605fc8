// The certificates area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

/** Texts the certificate calls answer with. */
export const CERTIFICATE_TEXT = {
  /** 404 of a verification code the school never issued (or another school's). */
  notFound: 'No certificate with this code was issued by this school',
  /** 403 of a course that issues none. */
  noneOffered: 'This course does not issue a certificate',
} as const;
