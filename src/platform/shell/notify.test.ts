import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { httpFailure } from '../errors/app-error.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { setMessageTranslator, showError, showSuccess } = await import('./notify.ts');

afterEach(() => {
  toast.error.mockReset();
  setMessageTranslator((text) => text);
});

describe('the one way errors reach the screen', () => {
  it("shows SPEC.md section 8's text for whatever failed, once per text", () => {
    const error = showError(httpFailure({ status: 401 }, { status: 401, data: { message: 'token revoked' } }));
    expect(error.code).toBe(401);
    expect(toast.error).toHaveBeenCalledWith(ERROR_TEXT.sessionExpired, { id: `error:${ERROR_TEXT.sessionExpired}` });
    showError(new TypeError('Failed to fetch'));
    expect(toast.error).toHaveBeenLastCalledWith(ERROR_TEXT.network, expect.anything());
    showError(new Error('internal detail'));
    expect(toast.error).toHaveBeenLastCalledWith(ERROR_TEXT.generic, expect.anything());
  });

  it("in the page's language", () => {
    setMessageTranslator((text) => (text === ERROR_TEXT.generic ? 'कुछ गलत हो गया!' : text));
    showError(new Error('x'));
    expect(toast.error).toHaveBeenLastCalledWith('कुछ गलत हो गया!', { id: `error:${ERROR_TEXT.generic}` });
  });

  it('confirmations are toasts too', () => {
    showSuccess('Saved');
    expect(toast.success).toHaveBeenCalledWith('Saved', { id: 'ok:Saved' });
  });
});
