import { type ChildProcess, spawn } from 'node:child_process';

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
    const child = spawn(command, args, { cwd, env: { ...env, ...extra }, stdio: 'inherit' });
    child.on('exit', (code) => {
      console.error(`${name} stopped (${code ?? 'signal'}); stopping the shop.`);
      stop(code ?? 1);
    });
    children.push(child);
  };
}
