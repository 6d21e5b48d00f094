import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freshAddress } from './auth-client.ts';
import { adminGraphql, freshStaffEmail, insertStaffMember, ME, SIGN_IN } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const SECRET = 'test-staff-cli-secret';
const { api, db } = useTestApi({ products: 10, server: { staffCliSecret: SECRET } });
const cli = fileURLToPath(new URL('../src/staff-cli.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- ...` as a process of its own, pointed at the test's database and service. */
function staff(args: string[], options: { stdin?: string; secret?: string } = {}): Promise<Run> {
  const { url, dataDir } = api().location;
  const child = spawn(process.execPath, [cli, ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? '',
      COMMERCE_URL: api().url,
      STAFF_CLI_SECRET: options.secret ?? SECRET,
      ADMIN_URL: 'http://admin.test:3100',
      LOG_LEVEL: 'silent',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const lastLine = (run: Run) => run.stdout.trim().split('\n').at(-1) as string;
const signIn = (email: string, password: string) =>
  adminGraphql(api().url, SIGN_IN, { email, password }, { headers: freshAddress() });

// Each run starts a Node process that loads the service's modules: seconds apiece on a busy machine.
describe('npm run staff', { timeout: 300_000 }, () => {
  it('asks the running shop: adds members with a link or a password, hands out tokens, lists and disables', {
    timeout: 300_000,
  }, async () => {
    const email = freshStaffEmail('orders');
    const added = await staff(['add', '--email', email, '--role', 'orders', '--name', 'Olle Order']);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    // The running shop writes the link with its own ADMIN_URL.
    const link = new URL(lastLine(added));
    expect(link.pathname).toBe('/sv/set-password');
    const holder = await adminGraphql(
      api().url,
      'query ($token: String!) { staffPasswordLink(token: $token) { email } }',
      { token: link.searchParams.get('token') },
    );
    expect(holder.body.data.staffPasswordLink).toEqual({ email });

    const scripted = freshStaffEmail('support');
    const password = 'ett lösenord från ett skript';
    const withPassword = await staff(['add', '--email', scripted, '--role', 'support', '--password-stdin'], {
      stdin: `${password}\n`,
    });
    expect(withPassword.code).toBe(0);
    expect((await signIn(scripted, password)).body.data.signIn.token).toMatch(/^sst_/);

    const tokenRun = await staff(['token', '--email', scripted, '--name', 'export']);
    expect(tokenRun.code).toBe(0);
    const token = lastLine(tokenRun);
    expect(token).toMatch(/^spt_/);
    expect((await adminGraphql(api().url, ME, {}, { token })).body.data.me.email).toBe(scripted);

    const listed = await staff(['list']);
    expect(listed.stdout).toContain(`${email}\torders\tno password yet`);
    expect(listed.stdout).toContain(`${scripted}\tsupport\tactive`);

    expect((await staff(['disable', '--email', scripted])).code).toBe(0);
    const refused = await adminGraphql(api().url, ME, {}, { token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses what the API refuses, with the code, and a wrong secret or command', async () => {
    const member = await insertStaffMember(db(), 'catalog');
    const taken = await staff(['add', '--email', member.email, '--role', 'orders']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^EMAIL_TAKEN: /);
    const badRole = await staff(['add', '--email', freshStaffEmail('x'), '--role', 'boss']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/INVALID_COMMAND: role/);
    if (!api().location.url) {
      const wrongSecret = await staff(['list'], { secret: 'not the secret' });
      expect(wrongSecret.code).toBe(1);
      expect(wrongSecret.stderr).toMatch(/refused/);
    }
  });

  it('opens the database itself when no shop runs, and the shop started again knows the member', {
    timeout: 300_000,
  }, async () => {
    const email = freshStaffEmail('marketing');
    const password = 'lösenordet när butiken var stängd';
    await api().stop();
    try {
      const added = await staff(['add', '--email', email, '--role', 'marketing', '--password-stdin'], {
        stdin: password,
      });
      expect(added.stderr).toBe('');
      expect(added.code).toBe(0);
      const tokenRun = await staff(['token', '--email', email]);
      expect(tokenRun.code).toBe(0);
      // The one active owner cannot be disabled from the command line either.
      const owner = freshStaffEmail('owner');
      const ownerAdded = await staff(['add', '--email', owner, '--role', 'owner']);
      expect(lastLine(ownerAdded)).toMatch(/^http:\/\/admin\.test:3100\/sv\/set-password\?token=spl_/);
      const lastOwner = await staff(['disable', '--email', owner]);
      expect(lastOwner.code).toBe(1);
      expect(lastOwner.stderr).toMatch(/^LAST_OWNER: /);
      await api().start();
      expect((await signIn(email, password)).body.data.signIn.token).toMatch(/^sst_/);
      const me = await adminGraphql(api().url, ME, {}, { token: lastLine(tokenRun) });
      expect(me.body.data.me.email).toBe(email);
    } finally {
      await api()
        .start()
        .catch(() => {});
    }
  });
});
