import type { Command } from 'commander';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { listTenantDirs, loadTenantsSettled, TENANTS_DIR } from '../../src/tenants/load.ts';
import { UsageError } from '../lib/errors.ts';
import { createTenant, schoolIdsIn } from '../lib/new-tenant.ts';
import { usage } from '../lib/store-options.ts';

interface NewTenantFlags {
  name?: string;
  currency: string;
  products: string;
  domain?: string;
  dir: string;
}

export function registerNewTenant(program: Command): void {
  program
    .command('new-tenant')
    .summary('scaffold a new school')
    .description(
      "Scaffold a new school under tenants/<slug>: school.json, catalogue.json (courses, tests, test series and bundles " +
        "with plans, reviews and FAQs), tests.json (a paper for every test) and its logo, favicon and banner, in colours " +
        'taken from its slug. Its id is the next free one. The school is checked as the seed and the build check it ' +
        '(and against every other school); if it does not pass, nothing is written. Restart `npm start` to seed and see it.',
    )
    .argument('<slug>', 'the new school, by slug (lower-case letters, digits and single hyphens)')
    .option('--name <name>', "the school's name (default: from the slug)")
    .option('--currency <code>', 'USD, INR (with GST) or EUR', 'INR')
    .option('--products <n>', 'how many products (4 to 5,000)', '12')
    .option('--domain <host>', 'its custom domain, e.g. learn.example.edu')
    .option('--dir <dir>', 'where schools live', TENANTS_DIR)
    .addHelpText('after', '\nExamples:\n  schoolfront new-tenant lakeside-prep\n  schoolfront new-tenant berlin-sprachschule --name "Berlin Sprachschule" --currency EUR --products 30\n')
    .action(async (slug: string, flags: NewTenantFlags, command: Command) => {
      try {
        if (!/^\d+$/.test(flags.products)) throw new UsageError(`--products: "${flags.products}" is not a whole number`);
        const { tenants } = await loadTenantsSettled();
        // Schools in --dir count too when it is not tenants/ (a scratch folder of generated schools).
        const extra = (await readdir(flags.dir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory()).map((e) => path.join(flags.dir, e.name));
        const takenIds = await schoolIdsIn([...(await listTenantDirs()), ...extra]);
        const { dir, tenant } = await createTenant({ slug, name: flags.name, currency: flags.currency, products: Number(flags.products), domain: flags.domain ?? null, dir: flags.dir, others: tenants, takenIds });
        const sc = tenant.config.school_config;
        process.stdout.write(`created ${dir}: ${sc.school_name}, school ${sc.school_id}, ${tenant.catalogue.products.length} products\nRestart \`npm start\` to seed it; it will be at http://${sc.slug}.localhost:${process.env['PORT'] ?? '8787'}/${sc.base_prefix}\n`);
      } catch (error) {
        usage(command, error);
      }
    });
}
