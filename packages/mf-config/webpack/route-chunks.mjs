// Writes into a remote's mf-manifest.json the files each of its routes needs (`routeChunks`: route id ->
// files, from the chunk groups its app.tsx names `route-<id>`, or `route-<id>+<id>` for one page module
// that two routes render) and each language's texts
// (`localeChunks`: language -> files, `locale-<lng>`). A page fetches them as it fetches the manifest,
// beside the shell's main.js (shell/src/prerender/runtime-files.ts), instead of after the shell has
// started and the remote's App has asked for them (~2 round trips later on a phone). In the manifest,
// so the list always belongs to the remote's own deploy.
const MANIFEST = 'mf-manifest.json';

function filesOf(group) {
  return [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))].sort();
}

export class RouteChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation writes its manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: 'RouteChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new compiler.webpack.WebpackError(`RouteChunksPlugin: no ${MANIFEST} (Module Federation's manifest must be on)`));
            return;
          }
          const routeChunks = {};
          const localeChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const route = /^route-(.+)$/.exec(name);
            const locale = /^locale-(?:.*[^a-z])?([a-z]{2})-json$/.exec(name);
            if (route) for (const id of route[1].split('+')) routeChunks[id] = filesOf(group);
            else if (locale) localeChunks[locale[1]] = filesOf(group);
          }
          const manifest = JSON.parse(asset.source.source().toString());
          const out = JSON.stringify({ ...manifest, routeChunks, localeChunks }, null, 2);
          compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(out));
        },
      );
    });
  }
}
