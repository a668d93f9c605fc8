import { Skeleton } from '../../ui/skeleton.tsx';
import * as s from './styles.ts';

/** The certificate pages' shape while their code and data load. */
export function CertificateSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <Skeleton width="40%" height="2.25rem" />
      <Skeleton width="100%" height="20rem" />
    </div>
  );
}
