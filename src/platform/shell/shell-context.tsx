import { createContext, useContext } from 'react';
import type { SchoolConfigResponse } from '../../contract/school-config.ts';

/** What every shell page knows: where it is and the school's configuration, loaded before it renders. */
export interface ShellContextValue {
  readonly base: string;
  readonly slug: string;
  readonly routeId: string;
  readonly config: SchoolConfigResponse;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside a shell page');
  return value;
}
