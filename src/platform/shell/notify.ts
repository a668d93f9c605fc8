import { toast } from 'sonner';
import { toAppError, type AppError } from '../errors/app-error.ts';

/**
 * How the shell pages tell the learner something (ARCHITECTURE.md decision 7): sonner toasts, top right, newest on
 * top, 5000 ms (the <Toaster> in shell-app.tsx). `showError` is the one way a failure reaches the screen.
 */

let translate: (text: string) => string = (text) => text;

/** The page's island sets how SPEC.md's fixed texts are translated (messages.ts localiseMessage). */
export function setMessageTranslator(next: (text: string) => string): void {
  translate = next;
}

/**
 * Shows any failure as an error toast with its SPEC.md section 8 text (toAppError). The same text is shown once
 * however often it happens (the toast id is the text), so a learner pressing a button twice gets one toast.
 */
export function showError(error: unknown): AppError {
  const appError = toAppError(error);
  const text = translate(appError.message);
  toast.error(text, { id: `error:${appError.message}` });
  return appError;
}

/** A confirmation ("Your account is ready"). */
export function showSuccess(text: string): void {
  toast.success(text, { id: `ok:${text}` });
}
