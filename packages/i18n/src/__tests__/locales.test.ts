import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../languages';

/** Every namespace of every app: packages/i18n/locales/<lng>/<ns>.json, packages/content/locales/<lng>/<topic>.json and <app>/src/locales/<lng>.json. */
const root = path.resolve(__dirname, '../../../..');
function namespaces(): Record<string, (lng: string) => string> {
  const out: Record<string, (lng: string) => string> = {};
  for (const f of fs.readdirSync(path.join(root, 'packages/i18n/locales/en'))) {
    out[f] = (lng) => path.join(root, 'packages/i18n/locales', lng, f);
  }
  for (const f of fs.readdirSync(path.join(root, 'packages/content/locales/en'))) {
    out[`content/${f}`] = (lng) => path.join(root, 'packages/content/locales', lng, f);
  }
  for (const app of fs.readdirSync(root).filter((d) => d === 'shell' || d.startsWith('remote-'))) {
    const dir = path.join(root, app, 'src/locales');
    if (fs.existsSync(path.join(dir, 'en.json'))) out[app] = (lng) => path.join(dir, `${lng}.json`);
  }
  return out;
}

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

const read = (file: string) => flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();

describe.each(Object.entries(namespaces()))('namespace %s', (_ns, fileFor) => {
  const en = read(fileFor('en'));
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key of en, no more, with the same placeholders', (lng) => {
    const other = read(fileFor(lng));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(en[key] ?? '')]);
    for (const [key, value] of Object.entries(other)) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });
});
