// The local stand-in for Cloud Scheduler: POSTs to a key-guarded HTTP function (dispatchOutbox, runJobs)
// every `everyMs`, as the production scheduler does. Quiet: it reports work done and changes of state
// (not wired, failing, back), not every tick.

export interface KeyedTimer {
  /** The function's name, for the log lines. */
  name: string;
  url: string;
  key: string;
  everyMs: number;
  timeoutMs: number;
  /** A line about the work the answer reports, or null when there was none. */
  report: (answer: Record<string, number | undefined>) => string | null;
  log: (line: string) => void;
}

export function startKeyedTimer(t: KeyedTimer): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastState = 'ok';
  const state = (s: string, line: string) => {
    if (s !== lastState) t.log(line);
    lastState = s;
  };
  const tick = async () => {
    try {
      const res = await fetch(t.url, { method: 'POST', headers: { 'x-outbox-key': t.key }, signal: AbortSignal.timeout(t.timeoutMs) });
      if (res.status === 404) state('missing', `${t.name} not found at ${t.url} (is it exported from packages/functions/src/index.ts?)`);
      else if (!res.ok) state(`http-${res.status}`, `${t.name} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      else {
        state('ok', `${t.name} answers`);
        const line = t.report((await res.json()) as Record<string, number | undefined>);
        if (line) t.log(line);
      }
    } catch (e) {
      if (!stopped) state('down', `${t.name} unreachable: ${(e as Error).message}`);
    }
    if (!stopped) timer = setTimeout(tick, t.everyMs).unref();
  };
  timer = setTimeout(tick, t.everyMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
