import { type ChildProcess, spawn } from 'node:child_process';

/**
 * What every app a start script runs is told: it serves a production shop. `next start` says so to
 * the storefront by itself; the commerce API learns it here, and refuses introspection unless
 * GRAPHQL_INTROSPECTION=true (nothing else in it reads NODE_ENV).
 */
export const PRODUCTION_APP_ENV = { NODE_ENV: 'production' } as const;

/**
 * The apps a start script runs: when one stops, or the script is stopped, every one is stopped
 * with it, so that no app is left serving alone.
 */
export function appProcesses(env: NodeJS.ProcessEnv) {
  const children: ChildProcess[] = [];
  function stop(code: number) {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(code);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return function start(
    name: string,
    command: string,
    args: string[],
    cwd: string,
    extra: NodeJS.ProcessEnv = {},
  ) {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...PRODUCTION_APP_ENV, ...extra },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      console.error(`${name} stopped (${code ?? 'signal'}); stopping the shop.`);
      stop(code ?? 1);
    });
    children.push(child);
  };
}
