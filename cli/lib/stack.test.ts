import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortFree, startStack } from './stack.ts';

describe('local stack', () => {
  let taken: net.Server | null = null;
  afterEach(async () => {
    await new Promise<void>((resolve) => (taken ? taken.close(() => resolve()) : resolve()));
    taken = null;
  });

  const listen = (): Promise<number> =>
    new Promise((resolve) => {
      taken = net.createServer().listen({ host: '127.0.0.1', port: 0 }, () => resolve((taken!.address() as net.AddressInfo).port));
    });

  it('refuses a port something already listens on, before touching the database', async () => {
    const port = await listen();
    await expect(ensurePortFree(port)).rejects.toThrow(`port ${port} is already in use (another stack?)`);
    // The check comes first in startStack: it gives up before seeding the database or starting wrangler.
    await expect(startStack({ port, slugs: ['nova-academy'] })).rejects.toThrow(`port ${port} is already in use`);
  });

  it('takes a free port, and leaves it free', async () => {
    const port = await listen();
    await new Promise<void>((resolve) => taken!.close(() => resolve()));
    taken = null;
    await ensurePortFree(port);
    await ensurePortFree(port);
  });
});
