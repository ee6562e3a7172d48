import { spawn } from 'node:child_process';

/** Runs a command with the terminal's output and also hands that output back. */
export type Exec = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<{ code: number; output: string }>;

/**
 * The real one for `root`: the child's output goes to the terminal as it comes (unless `echo` is
 * false, as in the tests), and is kept for the run's summary.
 */
export const runIn =
  (root: string, { echo = true } = {}): Exec =>
  (command, args, env) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
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
