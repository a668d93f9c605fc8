/**
 * The last system check this browser finished (issue 44; docs/decisions/0082-system-check.md), kept for a support
 * ticket to attach in one click: written by the system check, read by the raise-ticket page.
 */
import { SystemCheckResult } from '../contract/system-check.ts';

const LAST_CHECK_KEY = 'systemCheck:last';

/** Keeps the finished check for a support ticket to attach in one click. */
export function saveSystemCheck(result: SystemCheckResult): void {
  try {
    localStorage.setItem(LAST_CHECK_KEY, JSON.stringify(result));
  } catch {
    // Storage refused (the step above says so): the ticket goes without it.
  }
}

/** The last check this browser finished, if any (parsed: a stored value is input like any other). */
export function lastSystemCheck(): SystemCheckResult | null {
  try {
    const parsed = SystemCheckResult.safeParse(JSON.parse(localStorage.getItem(LAST_CHECK_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
