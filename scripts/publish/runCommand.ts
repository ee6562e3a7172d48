import { spawn } from 'node:child_process';

/** Runs a command with the terminal's output and also hands that output back. */
export type Exec = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<{ code: number; output: string }>;

/**
 * How to start `command` on this platform. Windows runs npx and npm as .cmd files, which only a
 * shell starts (spawn without one fails with ENOENT), so there the command line goes to cmd.exe
 * with each argument that needs it quoted (a folder such as `C:\Users\Sekar Ayu\toko-sekar`).
 */
export function spawnLine(command: string, args: string[], platform: NodeJS.Platform = process.platform): { file: string; args: string[]; shell: boolean } {
  if (platform !== 'win32') return { file: command, args, shell: false };
  const quote = (arg: string) => (/^[\w@+=:,./\\-]+$/.test(arg) ? arg : `"${arg.replace(/"/g, '""')}"`);
  return { file: [command, ...args].map(quote).join(' '), args: [], shell: true };
}

/**
 * The real one for `root`: the child's output goes to the terminal as it comes (unless `echo` is
 * false, as in the tests), and is kept for the run's summary.
 */
export const runIn =
  (root: string, { echo = true } = {}): Exec =>
  (command, args, env) =>
    new Promise((resolve) => {
      const line = spawnLine(command, args);
      const child = spawn(line.file, line.args, { cwd: root, env, shell: line.shell, stdio: ['inherit', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        if (echo) process.stdout.write(chunk);
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (echo) process.stderr.write(chunk);
        output += chunk.toString();
      });
      child.on('error', (error) => resolve({ code: 1, output: output + String(error) }));
      child.on('close', (code) => resolve({ code: code ?? 1, output }));
    });
