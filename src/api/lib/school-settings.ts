import type { ProfileFieldConfig } from '../../contract/auth.ts';
import { SchoolFeature } from '../../contract/school-config.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { notFound } from './errors.ts';

/** What accounts need from the school's configuration; read only by the calls that use it. */
export interface AccountSettings {
  schoolName: string;
  /** First path segment of the school's app, for links in messages. */
  basePrefix: string;
  singleDeviceLogin: boolean;
  profileFields: ProfileFieldConfig[];
  profileSkipLimit: number;
  /** The school's `Languages`: the interface languages a learner may choose. */
  languages: string[];
}

const AccountFeatures = SchoolFeature.pick({ single_device_login: true, profile_fields: true, profile_skip_limit: true });

export async function accountSettings(db: Db, school: School): Promise<AccountSettings> {
  // Three values out of the configuration's JSON, typed as the seeded SchoolConfigResponse holds them.
  const row = await db
    .selectFrom('schools')
    .select([
      sql<string>`json_extract(config_json, '$.school_config.school_name')`.as('name'),
      sql<string | null>`json_extract(config_json, '$.school_config.base_prefix')`.as('base'),
      sql<string>`json_extract(config_json, '$.school_feature')`.as('feature'),
      sql<string | null>`json_extract(config_json, '$.school_config.Languages')`.as('languages'),
    ])
    .where('id', '=', school.id)
    .executeTakeFirst();
  if (!row) throw notFound('School');
  // Defaults apply to a configuration seeded before these fields existed.
  const feature = AccountFeatures.parse(JSON.parse(row.feature));
  return {
    schoolName: row.name,
    basePrefix: row.base ?? 'learn',
    singleDeviceLogin: feature.single_device_login,
    profileFields: feature.profile_fields,
    profileSkipLimit: feature.profile_skip_limit,
    languages: JSON.parse(row.languages ?? '["en"]') as string[],
  };
}
