/**
 * Another CMS process on the test app's database (`strapi start` on the compiled CMS), for the tests of several
 * processes: it inherits the test process's environment after `startApp` (database, secrets, Redis prefix), so
 * a session made on one process is valid on the other. Stopped with SIGTERM.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

export type CmsProcess = { url: string; output: () => string; stop: () => Promise<void> };

export async function startCmsProcess(port: number, env: Record<string, string> = {}): Promise<CmsProcess> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: path.join(root, 'cms'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), STARTUP_MESSAGE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CMS process exited (${child.exitCode}):\n${text.slice(-3000)}`);
    if (Date.now() > until) throw new Error(`CMS process not healthy in 120 s:\n${text.slice(-3000)}`);
    const healthy = await fetch(`${url}/_health`).then(
      (res) => res.status === 204,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => text,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
