import type { PageDefinition, PageProps } from '../../platform/feature.ts';
import { pageTitle } from '../../platform/page-props.ts';
import { AboutPage } from './about-page.tsx';
import { AppDownloadPage, DownloadAppPage } from './app-pages.tsx';
import { contentOf } from './content.ts';
import { ContentPreviewPage } from './content-preview-page.tsx';
import { CustomPage, customPageOf } from './custom-page.tsx';
import { FreeResourcePage } from './free-resource-page.tsx';
import { SegmentPage } from './segment-page.tsx';
import { SubProductPage, subProductPair } from './sub-product-page.tsx';

const t = (props: PageProps, key: string, values?: Record<string, string>): string => props.site.i18n.t(key, values ?? {});

const appPage: PageDefinition['meta'] = (props) => {
  const apps = contentOf(props.site.input).apps;
  return {
    title: pageTitle(props, apps ? t(props, 'content.app.heading', { app: apps.app_name }) : t(props, 'content.app.title')),
    description: apps?.tagline || t(props, 'content.app.intro', { school: props.site.config.school_name }),
  };
};

/** The content feature's prerendered pages, by route id (registered through index.ts). */
export const CONTENT_PAGES: Readonly<Record<string, PageDefinition>> = {
  'about-us': {
    component: AboutPage,
    meta: (props) => ({
      title: pageTitle(props, t(props, 'content.about.title', { school: props.site.config.school_name })),
      description: contentOf(props.site.input).about?.headline ?? props.site.config.description,
    }),
  },
  'custom-page': {
    component: CustomPage,
    meta: (props) => {
      const page = customPageOf(props.site, props.params['pageName'] ?? '');
      return { title: pageTitle(props, page.title), description: page.description };
    },
  },
  'download-app': { component: DownloadAppPage, meta: appPage },
  'app-download': { component: AppDownloadPage, meta: appPage },
  'free-resource': {
    component: FreeResourcePage,
    meta: (props) => ({ title: pageTitle(props, t(props, 'content.free.title')), description: t(props, 'content.free.intro', { school: props.site.config.school_name }) }),
  },
  'content-preview': {
    component: ContentPreviewPage,
    meta: (props) => ({ title: pageTitle(props, t(props, 'content.preview.title')), description: t(props, 'content.preview.intro', { school: props.site.config.school_name }) }),
  },
  'custom-segment': {
    component: SegmentPage,
    meta: (props) => {
      const segment = contentOf(props.site.input).segments.find((s) => s.slug === props.params['customSegmentSlug']);
      return { title: pageTitle(props, segment?.name ?? ''), description: segment?.description ?? props.site.config.description };
    },
  },
  'sales-sub': {
    component: SubProductPage,
    meta: (props) => {
      const { parent, child } = subProductPair(props.site, props.params['productSeo'] ?? '', props.params['subProductSeo'] ?? '');
      return { title: pageTitle(props, t(props, 'content.sub.metaTitle', { child: child.title, parent: parent.title })), description: child.short_description };
    },
  },
};
