import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const running = new Set<Proc>();

/** Stops every process started here, newest first: for Ctrl-C at any moment, even mid-start-up. */
export async function stopAll(): Promise<void> {
  for (const p of [...running].reverse()) await stop(p);
}

/** Starts a long-running process in its own process group, its output prefixed or sent to a log file. */
export function start(name: string, cmd: string, args: string[], opts: SpawnOptions & { logFile?: string } = {}): Proc {
  const child = spawn(cmd, args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const sink = opts.logFile ? fs.createWriteStream(opts.logFile, { flags: 'a' }) : null;
  const forward = (stream: NodeJS.ReadableStream | null) =>
    stream?.on('data', (chunk: Buffer) => {
      if (sink) sink.write(chunk);
      else for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${name}] ${line}`);
    });
  forward(child.stdout);
  forward(child.stderr);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const proc = { name, child, exited };
  running.add(proc);
  void exited.then(() => running.delete(proc));
  return proc;
}

/** Stops a process group: SIGINT first (the emulators export their data on it), SIGKILL after a grace period. */
export async function stop(p: Proc, graceMs = 15_000): Promise<void> {
  if (p.child.exitCode !== null || p.child.pid === undefined) return;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-p.child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGINT');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

/** Polls `check` until it returns true, or fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${proc.name} exited before ${what}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export const answers = (url: string, init?: RequestInit) => async () => (await fetch(url, init)).status < 500;
