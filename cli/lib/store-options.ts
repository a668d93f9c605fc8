import type { Command } from 'commander';
import { Slug } from '../../src/contract/common.ts';
import { cloudflareConfig, cloudflareStore } from './cloudflare-store.ts';
import { reasonOf, SchoolError, UsageError } from './errors.ts';
import { localSiteStore, type SiteStore } from './site-store.ts';
import { parseOrigin } from './tenants.ts';

/** The `--store` option every storage command takes: the local stack whose emulated R2 and KV it writes. */
export function storeOption(command: Command): Command {
  return command.option(
    '--store <origin|cloudflare>',
    'the local stack (`npm start`) whose R2 and KV to use, by origin; or "cloudflare": the account that CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY and SCHOOLFRONT_SITE_KV_ID name (SCHOOLFRONT_SITE_BUCKET: default schoolfront-site)',
    `http://127.0.0.1:${process.env['PORT'] ?? '8787'}`,
  );
}

/** A store every call of which fails with `error`: each school then fails on that one line. */
const failing = (error: Error): SiteStore => {
  const fail = () => Promise.reject(error);
  return { name: 'no store', list: fail, get: fail, has: fail, put: fail, putMany: fail, delete: fail, kvGet: fail, kvPut: fail, kvDelete: fail };
};

/** The store `--store` names; a malformed origin is a usage error (exit 2). */
export function storeFrom(command: Command, flags: { store: string }): SiteStore {
  if (flags.store === 'cloudflare') {
    try {
      return cloudflareStore(cloudflareConfig());
    } catch (error) {
      if (error instanceof SchoolError) return failing(error);
      throw error;
    }
  }
  try {
    return localSiteStore(parseOrigin(flags.store));
  } catch (error) {
    usage(command, error instanceof UsageError ? new UsageError(error.message.replace('--api', '--store')) : error);
  }
}

/** Runs `work` for each school; a school that fails prints one line and sets exit code 1, the others go on. */
export async function eachSchool(slugs: readonly string[], work: (slug: string) => Promise<string>): Promise<void> {
  for (const slug of slugs) {
    try {
      process.stdout.write(`${await work(slug)}\n`);
    } catch (error) {
      process.stderr.write(`✗ ${slug}: ${reasonOf(error)}\n`);
      process.exitCode = 1;
    }
  }
}

/** The one school `--tenant` names; anything but a slug is a usage error (exit 2). */
export function oneSchool(command: Command, slug: string): string {
  if (!Slug.safeParse(slug).success) usage(command, new UsageError(`"${slug}" is not a school slug (lower-case letters, digits and single hyphens)`));
  return slug;
}

/** A usage error as commander prints it: `error: ...`, exit code 2. */
export function usage(command: Command, error: unknown): never {
  if (error instanceof UsageError) command.error(`error: ${error.message}`, { exitCode: 2, code: 'schoolfront.usage' });
  throw error;
}
