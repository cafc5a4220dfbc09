// Bundles the functions with the workspace packages they import into dist/, a self-contained
// package that `firebase deploy` uploads (firebase.json functions.source): only the npm
// dependencies in package.json stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
};
fs.rmSync('dist', { recursive: true, force: true });
await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({ ...common, entryPoints: ['src/tools/cli.ts'], outfile: 'dist/cli.js' });
fs.cpSync('migrations', 'dist/migrations', { recursive: true });
// Each project's non-secret parameters (src/params.ts): a deploy to a project without its file stops.
for (const file of fs.readdirSync('deploy-env')) fs.cpSync(`deploy-env/${file}`, `dist/${file}`);
fs.cpSync('src/places/data/fr-towns.json', 'dist/data/fr-towns.json');
// The PDF documents' fonts (src/documents/fonts.ts): only the files used, not their packages' every weight.
const fonts = JSON.parse(fs.readFileSync(new URL('./src/documents/fonts.json', import.meta.url), 'utf8'));
for (const [file, { package: name, path, license }] of Object.entries(fonts)) {
  fs.cpSync(`node_modules/${name}/${path}`, `dist/fonts/${file}`);
  fs.cpSync(`node_modules/${name}/${license}`, `dist/fonts/${file.replace(/\.ttf$/, '')}.LICENSE.txt`); // SIL OFL: the licence travels with the font
}
const deployPkg = { name: 'rides-functions', private: true, main: 'index.js', engines: pkg.engines, dependencies: pkg.dependencies };
fs.writeFileSync('dist/package.json', `${JSON.stringify(deployPkg, null, 2)}\n`);
// The emulator loads the SDK from <source>/node_modules; deploys ignore node_modules and install afresh.
fs.symlinkSync('../node_modules', 'dist/node_modules', 'dir');
