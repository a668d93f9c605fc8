import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantSite } from '../../platform/testing/tenant-site.ts';
import { SalesPage } from './sales-page.tsx';

const cards = (html: string): number => html.match(/data-testid="product-card"/g)?.length ?? 0;

describe('a sales page', () => {
  const site = tenantSite('nova-academy');
  const sales = (seo: string) => renderToStaticMarkup(createElement(SalesPage, { site, routeId: 'sales', params: { productSeo: seo } }));

  it("carries a course's own card, inert, for the store's recent row of a learner who owns it", () => {
    const course = site.products.find((p) => p.course_type === 1)!;
    const template = /<template data-product-card="">([\s\S]*?)<\/template>/.exec(sales(course.seo_title))![1]!;
    expect(cards(template)).toBe(1);
    expect(template).toContain(`data-course-id="${course.id}"`);
    expect(template).toContain(course.title);
  });

  it('carries none for a product that is not a course', () => {
    const test = site.products.find((p) => p.course_type === 2)!;
    expect(sales(test.seo_title)).not.toContain('data-product-card');
  });
});
