// After a failed e2e run: what each failed test's page was saying when it failed, read from the page
// snapshot Playwright writes beside its trace (error-context.md). A CI log keeps only text: this puts
// the page's alerts, toasts, dialogs and main heading in it, so the log alone tells why a journey
// stopped (a refusal, a stale message, a page that never came).
import fs from 'node:fs';
import path from 'node:path';

/** The lines of an ARIA snapshot that say what the page was telling its user. */
const TELLING = /^- (alert|status|alertdialog|dialog)\b|^- heading .*\[level=1\]/;
const MAX_LINES_PER_PAGE = 40;

const indent = (line: string) => line.length - line.trimStart().length;

/** The telling parts of one page snapshot (ARIA YAML), each with what it contains. */
export function tellingLines(snapshot: string): string[] {
  const lines = snapshot.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!TELLING.test(line.trimStart())) continue;
    const depth = indent(line);
    out.push(line);
    while (i + 1 < lines.length && lines[i + 1]!.trim() && indent(lines[i + 1]!) > depth) out.push(lines[++i]!);
  }
  return out.slice(0, MAX_LINES_PER_PAGE);
}

/** Prints, per failed test, the telling parts of its page (test results in `dir`). */
export function printFailedPages(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const test of fs.readdirSync(dir)) {
    const file = path.join(dir, test, 'error-context.md');
    if (!fs.existsSync(file)) continue;
    // The page snapshot is the ARIA YAML block of the error's details.
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (!snapshot) continue;
    const telling = tellingLines(snapshot);
    console.log(`\n--- The page when "${test}" failed ---`);
    console.log(telling.length ? telling.join('\n') : '(no alert, message, dialog or main heading on the page)');
  }
}
