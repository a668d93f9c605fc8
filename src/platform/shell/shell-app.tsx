import { useStore } from '@nanostores/react';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Toaster } from 'sonner';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import type { LanguageCode } from '../../contract/school-config.ts';
import { INTL_LOCALE } from '../../i18n/locales.ts';
import { callQuery } from '../../lib/query-client.ts';
import { CardEnvProvider, type CardEnv } from './card-env.tsx';
import { toAppError } from '../errors/app-error.ts';
import { isSignedIn } from '../session/session-state.ts';
import { $session, startSession } from '../session/session-store.ts';
import { $colourMode } from './colour-mode.ts';
import { ErrorBoundary, SchoolConfigError } from './error-views.tsx';
import { localiseMessage } from './messages.ts';
import { setMessageTranslator } from './notify.ts';
import { guardTarget, readPageContext } from './page-context.ts';
import { QueryProvider } from './query-provider.tsx';
import { ShellContext, type ShellContextValue } from './shell-context.tsx';
import { createShellI18n, type ShellMessages } from './shell-i18n.ts';
import type { ShellPage } from '../feature.ts';
import { shellPageFor } from '../features.ts';
import { followStoredLanguage } from './language-preference.ts';

export interface ShellAppProps {
  routeId: string;
  slug: string;
  base: string;
  language: LanguageCode;
  /** The shell string groups per offered language (shell-i18n.ts). */
  messages: ShellMessages;
}

const lazyPages = new Map<string, ComponentType>();

/** The route's page as a lazy component, made once per route, so a re-render never remounts the page. */
function lazyPage(routeId: string): ComponentType {
  let page = lazyPages.get(routeId);
  if (!page) {
    const { load } = shellPageFor(routeId);
    page = lazy(() => load().then((component) => ({ default: component })));
    lazyPages.set(routeId, page);
  }
  return page;
}

/** SPEC.md section 9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Whether the page's guard is sending the learner elsewhere (app-shell.ts does the navigating). */
function useLeaving(): boolean {
  const [leaving] = useState(() => {
    if (typeof document === 'undefined') return false;
    startSession();
    const page = readPageContext(document.documentElement.dataset, window.location.pathname);
    return guardTarget(page, isSignedIn($session.get()), window.location.href) !== null;
  });
  return leaving;
}

/**
 * Loads the school configuration before the page renders (SPEC.md section 1): the page's skeleton meanwhile, the
 * full-page error with the returned code and message if it fails.
 */
function SchoolGate({ page, context }: { page: ShellPage; context: Omit<ShellContextValue, 'config'> }) {
  const config = useQuery(callQuery(context.slug, CATALOGUE_CALLS.schoolConfig));
  // While the persisted cache is restored (always so on the first render) the page stays the server's skeleton:
  // React may yield during hydration and the restore land meanwhile, and the first render must match the HTML.
  const restoring = useIsRestoring();
  const leaving = useLeaving();
  const value = useMemo(() => (config.data ? { ...context, config: config.data } : null), [config.data, context]);
  const { i18n } = useTranslation();
  const language = (i18n.language in INTL_LOCALE ? i18n.language : 'en') as keyof typeof INTL_LOCALE;
  // Product cards in islands: the school's currency from its configuration; media through the API as served.
  const cardEnv = useMemo<CardEnv | null>(
    () => (config.data ? { base: context.base, currency: config.data.school_config.currency, locale: INTL_LOCALE[language], media: (url) => url } : null),
    [config.data, context.base, language],
  );
  const Page = lazyPage(context.routeId);
  if (config.isError && !config.data) return <SchoolConfigError error={toAppError(config.error)} />;
  if (!value || leaving || restoring) return <page.Skeleton />;
  return (
    <ShellContext.Provider value={value}>
      <CardEnvProvider env={cardEnv!}>
        <Suspense fallback={<page.Skeleton />}>
          <Page />
        </Suspense>
      </CardEnvProvider>
    </ShellContext.Provider>
  );
}

/**
 * The island of every shell page: strings, the page's QueryClient (persisted), the toaster, the error boundary
 * and the school configuration gate around the route's page.
 */
export function ShellApp({ routeId, slug, base, language, messages }: ShellAppProps) {
  const page = shellPageFor(routeId);
  const [i18n] = useState(() => createShellI18n(language, messages));
  const mode = useStore($colourMode) ?? 'light';
  const context = useMemo(() => ({ base, slug, routeId }), [base, slug, routeId]);
  useEffect(() => {
    setMessageTranslator((text) => localiseMessage(i18n.t, text));
    // Fetch the page's code while the configuration loads, not after.
    void page.load();
  }, [i18n, page]);
  // The learner's language (chosen on the language list) replaces the school default once hydrated.
  useEffect(() => followStoredLanguage(i18n, Object.keys(messages)), [i18n, messages]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider>
        <ErrorBoundary>
          <SchoolGate page={page} context={context} />
        </ErrorBoundary>
        <Toaster
          position="top-right"
          expand
          duration={TOAST_DURATION_MS}
          theme={mode}
          closeButton
          containerAriaLabel={i18n.t('shell.notifications')}
          style={{
            // sonner's own palette, pointed at the school's theme.
            ['--normal-bg' as string]: 'var(--sf-surface)',
            ['--normal-text' as string]: 'var(--sf-text)',
            ['--normal-border' as string]: 'var(--sf-border)',
            fontFamily: 'var(--sf-font)',
          }}
        />
      </QueryProvider>
    </I18nextProvider>
  );
}
