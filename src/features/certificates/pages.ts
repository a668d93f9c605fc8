import type { ShellPage } from '../../platform/feature.ts';
import { CertificateSkeleton } from './skeleton.tsx';

/** The learner's certificate of a course, and anyone's check of one by its code. */
export const CERTIFICATE_PAGES: Readonly<Record<string, ShellPage>> = {
  'certificate-download': { titleKey: 'certificates.title', Skeleton: CertificateSkeleton, load: () => import('./certificate-page.tsx').then((m) => m.CertificatePage) },
  verify: { titleKey: 'certificates.verifyTitle', Skeleton: CertificateSkeleton, load: () => import('./verify-page.tsx').then((m) => m.VerifyPage) },
};
