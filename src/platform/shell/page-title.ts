import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from './shell-context.tsx';

/** The document's title in the page's current language (the built one is the school default's). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const { config } = useShell();
  useEffect(() => {
    if (title) document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
}
