import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { edgeConfig, type EdgeEnv } from './env.ts';

const env = (API_ORIGIN: string, CLIENT_IP = 'cloudflare'): EdgeEnv => ({ SITE: {} as R2Bucket, SITE_KV: {} as KVNamespace, API: {} as Fetcher, API_ORIGIN, CLIENT_IP });

describe('edgeConfig', () => {
  it('uses the API binding when API_ORIGIN is empty', () => {
    expect(edgeConfig(env(''))).toEqual({ apiOrigin: null, clientIp: 'cloudflare' });
  });

  it('accepts a bare http(s) origin', () => {
    expect(edgeConfig(env('https://api.example.com'))).toEqual({ apiOrigin: 'https://api.example.com', clientIp: 'cloudflare' });
    expect(edgeConfig(env('http://localhost:8788/', 'local'))).toEqual({ apiOrigin: 'http://localhost:8788', clientIp: 'local' });
  });

  it('refuses anything else', () => {
    for (const value of ['api.example.com', 'ftp://api.example.com', 'https://api.example.com/v1', 'https://api.example.com/?x=1', 'https://u:p@api.example.com']) {
      expect(() => edgeConfig(env(value)), value).toThrow(/API_ORIGIN/);
    }
  });

  it('refuses a client address source it does not know, rather than trusting a header', () => {
    for (const value of ['', 'Cloudflare', 'x-forwarded-for']) expect(() => edgeConfig(env('', value)), value).toThrow(/CLIENT_IP/);
  });
});

describe('wrangler.jsonc', () => {
  // EdgeEnv is written by hand (see env.ts); this keeps it and the configuration in step.
  it('declares exactly the bindings EdgeEnv describes, with the bundled API by default', () => {
    const { rawConfig } = experimental_readRawConfig({ config: fileURLToPath(new URL('../../wrangler.jsonc', import.meta.url)) });
    expect(rawConfig.name).toBe('schoolfront-edge');
    expect(rawConfig.main).toBe('src/edge/worker.ts');
    expect(rawConfig.assets).toBeUndefined();
    expect(rawConfig.r2_buckets).toEqual([{ binding: 'SITE', bucket_name: 'schoolfront-site' }]);
    expect(rawConfig.kv_namespaces).toEqual([{ binding: 'SITE_KV', id: 'schoolfront-site-kv' }]);
    // No door to the site store: only a local configuration binds SITE_STORE (cli/lib/local-config.ts).
    expect(rawConfig.services).toEqual([{ binding: 'API', service: 'schoolfront-api' }]);
    // Deployable as it stands: the address Cloudflare vouches for (`npm start` and the tests say "local").
    expect(rawConfig.vars).toEqual({ API_ORIGIN: '', CLIENT_IP: 'cloudflare' });
  });
});
