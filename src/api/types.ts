import type { ProductType } from '../contract/common.ts';
import type { Db } from './db/database.ts';

/** The school a request is for, resolved once per request from the edge's header (lib/school.ts). */
export interface School {
  id: number;
  slug: string;
  /** Course types in the school's store order: the default list sort. */
  productsOrder: ProductType[];
  locked: boolean;
}

/** Hono's environment for every route: the worker's bindings (generated `ApiEnv`) and per-request values. */
export interface AppEnv {
  Bindings: ApiEnv;
  Variables: {
    school: School;
    /**
     * The school's learner data, typed: every endpoint reaches it this way and no other, so that where it lives is
     * decided in one place (lib/school.ts; docs/decisions/0087-school-shards.md).
     */
    db: Db;
  };
}
