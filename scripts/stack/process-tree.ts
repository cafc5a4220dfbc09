// The processes under a process, read from /proc (Linux): for the probe's memory figure
// (scripts/bench/api-all.ts) and the check that Ctrl-C leaves nothing behind (lifecycle-check.ts).
import fs from 'node:fs';

export interface ProcessInfo {
  pid: number;
  parent: number;
  /** Resident memory, bytes. */
  rss: number;
  command: string;
}

/** Every process readable now. */
export function allProcesses(): ProcessInfo[] {
  const out: ProcessInfo[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      out.push({ pid, parent, rss, command });
    } catch {
      /* ended meanwhile */
    }
  }
  return out;
}

/** `root` and every process under it. */
export function processTree(root: number, all = allProcesses()): ProcessInfo[] {
  const parentOf = new Map(all.map((p) => [p.pid, p.parent]));
  const under = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parentOf.get(p)) if (p === root) return true;
    return false;
  };
  return all.filter((p) => under(p.pid));
}

/** Whether `pid` runs (a zombie has ended; a process that ends between the reads has too). */
export function isAlive(pid: number): boolean {
  try {
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
