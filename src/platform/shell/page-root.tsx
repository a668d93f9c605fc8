import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CardEnvProvider } from './card-env.tsx';
import type { Site } from './site.ts';

const SiteContext = createContext<Site | null>(null);

/** The school the page is rendered for. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <PageRoot>');
  return site;
}

/** Wraps a page's React tree with the school and its strings. Rendered on the server only. */
export function PageRoot({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <I18nextProvider i18n={site.i18n}>
      <SiteContext.Provider value={site}>
        <CardEnvProvider env={site}>{children}</CardEnvProvider>
      </SiteContext.Provider>
    </I18nextProvider>
  );
}
