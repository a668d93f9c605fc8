// deploy, rollback, builds, prune and new-tenant as a school admin runs them: the real CLI process, its help, its
// usage errors (exit 2) and a store it cannot reach (one line, exit 1). What they do to storage is in
// cli/lib/deploy.test.ts, against wrangler's emulation.
import { describe, expect, it } from 'vitest';
import http from 'node:http';
import { ApiClient } from '../lib/api-client.ts';
import { runCli } from '../testing/run-cli.ts';

/** Nothing listens here. */
const NOWHERE = 'http://127.0.0.1:9';

const cli = runCli;

describe('building against a deployed school', () => {
  it("names the school by its own host there, and by <slug>.localhost on a local stack", () => {
    const agent = new http.Agent();
    expect(new ApiClient('https://learn.example.edu', 'demo', agent).host).toBe('learn.example.edu');
    expect(new ApiClient('http://127.0.0.1:8787', 'demo', agent).host).toBe('demo.localhost');
    expect(new ApiClient('http://localhost:8787', 'demo', agent).host).toBe('demo.localhost');
    agent.destroy();
  });
});

describe('the site lifecycle commands', () => {
  it('each has its help', async () => {
    const top = await cli(['--help']);
    for (const command of ['deploy', 'rollback', 'builds', 'prune', 'new-tenant']) expect(top.stdout).toContain(command);
    const flags: Record<string, string[]> = {
      deploy: ['--tenant <slug...>', '--all', '--build <id>', '--dry-run', '--store <origin|cloudflare>'],
      rollback: ['--tenant <slug>', '--to <build>', '--dry-run', '--store <origin|cloudflare>'],
      builds: ['--tenant <slug>', '--store <origin|cloudflare>'],
      prune: ['--tenant <slug>', '--keep <n>', '--dry-run', '--store <origin|cloudflare>'],
      'new-tenant': ['<slug>', '--name <name>', '--currency <code>', '--products <n>', '--domain <host>'],
    };
    for (const [command, expected] of Object.entries(flags)) {
      const help = await cli([command, '--help']);
      expect(help.code, command).toBe(0);
      for (const flag of expected) expect(help.stdout, `${command} ${flag}`).toContain(flag);
    }
  });

  it('refuses wrong usage with exit code 2 and one message', async () => {
    for (const [args, message] of [
      [['deploy'], 'name the schools to deploy with --tenant'],
      [['deploy', '--tenant', 'a', '--tenant', 'b', '--build', '20261101T100000Z-aaaaaa'], '--build names one build'],
      [['rollback'], "required option '-t, --tenant <slug>'"],
      [['rollback', '--tenant', 'Nova'], '"Nova" is not a school slug'],
      [['prune', '--tenant', 'nova-academy', '--keep', '-1'], '--keep: "-1" is not a whole number'],
      [['builds', '--tenant', 'nova-academy', '--store', 'ftp://x'], '--store: "ftp://x" must be an http or https origin'],
      [['new-tenant', 'Bad_Slug'], '"Bad_Slug" is not a school slug'],
      [['new-tenant', 'nova-academy'], 'already exists'],
      [['build', '--all', '--api', 'https://learn.example.edu'], "is a school's own host: build one --tenant at a time"],
    ] as const) {
      const run = await cli([...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('ends when its command is done, whatever timers the libraries it loaded leave running', async () => {
    // (A rendered page leaves such timers: nanostores unmounts a store a second after its last listener goes.)
    const run = await cli(['builds', '--tenant', 'nova-academy', '--store', NOWHERE], { NODE_OPTIONS: '--import=data:text/javascript,setInterval(()=>{},1e9)' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^✗ nova-academy: cannot reach the local stack/);
  });

  it('fails a school on one line with exit code 1 when the stack is not there', async () => {
    for (const args of [['builds', '--tenant', 'nova-academy'], ['rollback', '--tenant', 'nova-academy'], ['prune', '--tenant', 'nova-academy', '--keep', '2']]) {
      const run = await cli([...args, '--store', NOWHERE]);
      expect(run.code, args[0]).toBe(1);
      expect(run.stderr.trim().split('\n'), args[0]).toEqual([expect.stringMatching(/^✗ nova-academy: cannot reach the local stack at http:\/\/127\.0\.0\.1:9 \(is `npm start` running\?\)/)]);
    }
  });
});
