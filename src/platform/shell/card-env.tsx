import { createContext, useContext, type ReactNode } from 'react';
import type { CurrencyCode } from '../../contract/currency.ts';

/**
 * What product cards, prices, ratings and status badges need to know about the school: enough to render them
 * both in prerendered store pages (from the build's Site) and inside shell-page islands (from the school
 * configuration the island loaded). Keeps those components free of the build-only Site object.
 */
export interface CardEnv {
  /** The base prefix, without slashes (`learn`). */
  readonly base: string;
  readonly currency: CurrencyCode;
  /** Intl locale for dates in text. */
  readonly locale: string;
  /** Where a school asset is served from. */
  media(url: string): string;
}

const CardEnvContext = createContext<CardEnv | null>(null);

export function CardEnvProvider({ env, children }: { env: CardEnv; children: ReactNode }) {
  return <CardEnvContext.Provider value={env}>{children}</CardEnvContext.Provider>;
}

export function useCardEnv(): CardEnv {
  const env = useContext(CardEnvContext);
  if (!env) throw new Error('useCardEnv() outside <CardEnvProvider> (PageRoot or a shell page provides it)');
  return env;
}
