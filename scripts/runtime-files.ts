// Writes the per-environment files the shell reads at run time, never baked into a build:
//   /remotes.json  remote name -> URL of its mf-manifest.json
//   /env.json      Firebase web config, functions region, emulator addresses (local only)
// Usage: tsx scripts/runtime-files.ts <environment> [outDir=shell/dist]
// Production reads the public Firebase web API key from FIREBASE_WEB_API_KEY.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS, type EnvironmentDef } from '@rides/mf-config/environments';
import { REMOTE_NAMES } from '@rides/mf-config/remotes';

export function remotesJson(env: EnvironmentDef) {
  return Object.fromEntries(REMOTE_NAMES.map((n) => [n, `${env.remotes[n]}/mf-manifest.json`]));
}

export function envJson(env: EnvironmentDef, apiKey = env.apiKey) {
  return {
    name: env.name,
    firebase: { apiKey, authDomain: env.emulators ? 'localhost' : `${env.projectId}.firebaseapp.com`, projectId: env.projectId },
    functionsRegion: env.functionsRegion,
    ...(env.emulators ? { emulators: env.emulators } : {}),
  };
}

export function writeRuntimeFiles(env: EnvironmentDef, outDir: string, apiKey?: string): void {
  fs.writeFileSync(path.join(outDir, 'remotes.json'), `${JSON.stringify(remotesJson(env), null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'env.json'), `${JSON.stringify(envJson(env, apiKey), null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const env = ENVIRONMENTS[process.argv[2] ?? ''];
  if (!env) throw new Error(`usage: runtime-files.ts <${Object.keys(ENVIRONMENTS).join('|')}> [outDir]`);
  const apiKey = env.emulators ? undefined : process.env.FIREBASE_WEB_API_KEY;
  if (!env.emulators && !apiKey) throw new Error('Set FIREBASE_WEB_API_KEY (the public web API key of the project).');
  const out = process.argv[3] ?? path.resolve(__dirname, '../shell/dist');
  writeRuntimeFiles(env, out, apiKey);
  console.log(`wrote remotes.json and env.json for ${env.name} into ${out}`);
}
