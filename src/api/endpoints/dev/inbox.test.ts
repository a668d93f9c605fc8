import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '../../../contract/calls.ts';
import { app } from '../../app.ts';
import { callUrl } from '../../testing/harness.ts';

// The enabled inbox is exercised in workerd by auth.test.ts; here, that a deployment without DEV_INBOX = "1"
// answers as for any unknown path, before touching the database.
describe('dev inbox gate', () => {
  const request = (env: Partial<ApiEnv>) => app.request(callUrl(CALLS.devInbox, null, { to: 'a@b.example' }), {}, env);

  it('is a 404 unless DEV_INBOX is "1"', async () => {
    for (const env of [{}, { DEV_INBOX: '' }, { DEV_INBOX: '0' }]) {
      const response = await request(env);
      expect([response.status, await response.json()]).toEqual([404, { status: 404, data: { message: 'Not found' } }]);
    }
  });

  it('fails loudly on a value it does not know, rather than guessing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await request({ DEV_INBOX: 'yes' })).status).toBe(500);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
