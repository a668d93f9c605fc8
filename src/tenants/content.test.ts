import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_THEME_TYPE, parseSiteContent } from '../contract/site-content.ts';
import { loadTenant, loadTenants, loadTenantsSettled, TENANTS_DIR, TenantError } from './load.ts';

const DEMO = path.join(TENANTS_DIR, 'nova-academy');

describe('the demo schools authored content', () => {
  it('parses for every demo school: about-us, pages, app links, segments, free resources and a form', async () => {
    for (const tenant of await loadTenants(['nova-academy', 'harbor-code', 'atelier-lingua'])) {
      const { content, problems } = parseSiteContent(tenant.config.custom_templates);
      expect(problems, tenant.slug).toEqual([]);
      expect(content.about, tenant.slug).not.toBeNull();
      expect(content.pages.length, tenant.slug).toBeGreaterThanOrEqual(1);
      expect(content.apps, tenant.slug).not.toBeNull();
      expect(content.segments.length, tenant.slug).toBeGreaterThanOrEqual(2);
      expect(content.freeResources.map((r) => r.kind).sort(), tenant.slug).toEqual(['link', 'pdf', 'video']);
      expect(content.embedForms, tenant.slug).toHaveLength(1);
    }
  });
});

describe('the tenant check of authored content', () => {
  let root: string;
  let dir: string;
  let schoolFile: string;
  let templates: { theme_type: string; base_ui_data: Record<string, any> }[];

  const indexOf = (type: string) => templates.findIndex((t) => t.theme_type === type);
  const save = async () => {
    const data = JSON.parse(await readFile(schoolFile, 'utf8'));
    data.custom_templates = templates;
    await writeFile(schoolFile, JSON.stringify(data));
  };
  const rejection = async (field: string, reason: string): Promise<void> => {
    await save();
    let error: unknown;
    try {
      await loadTenant(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TenantError);
    expect((error as TenantError).message).toBe(`${schoolFile}: ${field}: ${reason}`);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'schoolfront-content-'));
    dir = path.join(root, 'nova-academy');
    await cp(DEMO, dir, { recursive: true });
    schoolFile = path.join(dir, 'school.json');
    templates = JSON.parse(await readFile(schoolFile, 'utf8')).custom_templates;
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('rejects a template that does not parse, at its field', async () => {
    const i = indexOf(CONTENT_THEME_TYPE.embedForm);
    templates[i]!.base_ui_data.fields[0].kind = 'signature';
    await rejection(`custom_templates[${i}].base_ui_data.fields[0].kind`, "Invalid discriminator value. Expected 'name' | 'email' | 'phone' | 'text' | 'textarea' | 'select' | 'checkbox'");
  });

  it('rejects triple-stash in a page body', async () => {
    const i = indexOf(CONTENT_THEME_TYPE.customPage);
    templates[i]!.base_ui_data.body = 'Fees: {{{school.name}}}';
    await rejection(`custom_templates[${i}].base_ui_data.body`, '{{{…}}} and {{& …}} print markup unescaped and are not allowed: use {{…}} (line 1, column 7)');
  });

  it('rejects a variable the template context does not have', async () => {
    const i = indexOf(CONTENT_THEME_TYPE.aboutUs);
    templates[i]!.base_ui_data.body = 'Write to {{support.phone}}';
    await rejection(`custom_templates[${i}].base_ui_data.body`, 'unknown variable "phone" (line 1, column 12)');
  });

  it('rejects a segment naming a category or product the school does not have, or selecting nothing', async () => {
    const i = indexOf(CONTENT_THEME_TYPE.segments);
    templates[i]!.base_ui_data.segments[1].category_names = ['neet-ug', 'neet-pg'];
    await rejection(`custom_templates[${i}].base_ui_data.segments[1].category_names[1]`, 'unknown category custom_name "neet-pg"');
    templates[i]!.base_ui_data.segments[1].category_names = ['neet-ug'];
    templates[i]!.base_ui_data.segments[1].product_ids = [999];
    await rejection(`custom_templates[${i}].base_ui_data.segments[1].product_ids[0]`, 'unknown product id 999');
  });

  it('rejects a free resource whose media file is not in media/, or a path outside the media files', async () => {
    const i = indexOf(CONTENT_THEME_TYPE.freeResources);
    templates[i]!.base_ui_data.resources[0].url = '/learner/v1/media/missing.pdf';
    await rejection(`custom_templates[${i}].base_ui_data.resources[0].url`, 'media file "missing.pdf" not found in media/');
    templates[i]!.base_ui_data.resources[0].url = '/learn/secret';
    await rejection(`custom_templates[${i}].base_ui_data.resources[0].url`, 'must be an https URL or a school media file (/learner/v1/media/<name>)');
  });

  it('rejects the bad school alone; the others load', async () => {
    templates[indexOf(CONTENT_THEME_TYPE.customPage)]!.base_ui_data.page_name = 'Refund Policy';
    await save();
    const others = ['harbor-code', 'atelier-lingua'].map((slug) => path.join(TENANTS_DIR, slug));
    const { tenants, rejected } = await loadTenantsSettled(undefined, [dir, ...others]);
    expect(tenants.map((t) => t.slug)).toEqual(['harbor-code', 'atelier-lingua']);
    expect(rejected.map((e) => e.field)).toEqual([`custom_templates[${indexOf(CONTENT_THEME_TYPE.customPage)}].base_ui_data.page_name`]);
  });

  it('ignores templates of kinds it does not know', async () => {
    templates.push({ theme_type: 'spotlight_carousel_v2', base_ui_data: { slides: 'whatever' } });
    await save();
    expect((await loadTenant(dir)).config.custom_templates).toHaveLength(templates.length);
  });
});
