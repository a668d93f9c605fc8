import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness, experimental_readRawConfig, type TestHarness } from 'wrangler';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { ALPHA } from './testing/fixtures.ts';

// What `wrangler deploy` would ship: src/api/wrangler.jsonc as it stands, with nothing turned on for development.
const CONFIG = fileURLToPath(new URL('./wrangler.jsonc', import.meta.url));

describe('the deployable configuration', () => {
  it('has the dev-only paths off', () => {
    const { rawConfig } = experimental_readRawConfig({ config: CONFIG });
    // MEDIA_URL_SECRET, like the gateway's keys, is a secret (`wrangler secret put`), never written here.
    expect(rawConfig.vars).toEqual({ DEV_INBOX: '', GATEWAY: 'razorpay' });
  });

  it('pays through Razorpay, with no key or secret written in it (they are secrets), and no local gateway', () => {
    const { rawConfig } = experimental_readRawConfig({ config: CONFIG });
    expect(JSON.stringify(rawConfig)).not.toMatch(/RAZORPAY_|rzp_|MEDIA_URL_SECRET/);
    expect(rawConfig.triggers?.crons).toEqual(['*/5 * * * *']);
  });

  describe('in workerd, as configured', () => {
    let server: TestHarness;
    beforeAll(async () => {
      // As deployed: with the Python grader's worker, which its PYTHON binding names.
      server = createTestHarness({ workers: [{ configPath: CONFIG }, { configPath: fileURLToPath(new URL('../python-grader/wrangler.jsonc', import.meta.url)) }] });
      await server.listen();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers the dev inbox, its page and dev enrolment with 404, like any unknown path', async () => {
      const calls: [string, string][] = [
        ['GET', '/learner/dev/inbox?to=learner%40alpha-school.example'],
        ['GET', '/learner/dev/inbox.html'],
        ['POST', '/learner/dev/enrolments'],
        ['GET', '/learner/dev/gateway/checkout?order_id=order_AAAAAAAAAAAAAA'],
        ['POST', '/learner/dev/gateway/pay'],
      ];
      for (const [method, path] of calls) {
        const response = (await server.fetch(path, {
          method,
          headers: { [SCHOOL_HEADER]: ALPHA.slug, 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: JSON.stringify({ email: 'learner@alpha-school.example', course_id: 101 }) } : {}),
        })) as unknown as Response;
        expect([path, response.status, await response.json()]).toEqual([path, 404, { status: 404, data: { message: ERROR_TEXT.notFound } }]);
      }
    });
  });
});
