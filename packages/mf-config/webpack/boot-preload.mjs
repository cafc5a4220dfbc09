// The shell's app.html preloads the chunks of its "app" group (shell/src/boot-stages.ts: React, the
// design system, the shell) beside main.js: they were asked for only once main.js had arrived and run,
// a round trip and main.js's parse later on a phone. A prerendered page with a start script has them
// taken out of its <head> by scripts/prerender and preloads them as it loads main.js, after its paint.
// It also names, on <html> (SESSION_FILES_ATTRIBUTE), the chunks of the "session" group (the Firebase
// SDK: shell/src/auth/connect.ts), which main.js preloads at once when someone is signed in: webpack
// asks for them only once the page's remote's manifest is in (the federation runtime's share scope
// waits for it), ~0.6 s later on a phone.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const BOOT_CHUNK_GROUP = 'app';
const SESSION_CHUNK_GROUP = 'session';
/** SESSION_FILES_ATTRIBUTE of @rides/mf-config/prerender-guard (this build file cannot import TypeScript). */
const SESSION_FILES_ATTRIBUTE = 'data-session-files';

const jsFilesOf = (groups) => [...new Set(groups.flatMap((g) => g.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')))))];

/** The group's files, and those of the groups it imports whose request matches `nested` (firebase-backend's imports of the SDK). */
function groupFiles(compilation, name, nested = /(?!)/) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`The shell has no "${name}" chunk group`);
  const groups = [group];
  for (let i = 0; i < groups.length; i++) {
    for (const child of groups[i].getChildren()) if (!groups.includes(child) && child.origins.some((o) => nested.test(o.request ?? ''))) groups.push(child);
  }
  return jsFilesOf(groups);
}

export class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      const publicPath = () => compilation.outputOptions.publicPath;
      hooks.alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const links = groupFiles(compilation, BOOT_CHUNK_GROUP).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath()}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
      hooks.beforeEmit.tap('BootPreloadPlugin', (data) => {
        const boot = new Set(groupFiles(compilation, BOOT_CHUNK_GROUP));
        // The SDK's app, auth and functions; not Cloud Messaging (only a driver who turned notifications on needs it).
        const session = groupFiles(compilation, SESSION_CHUNK_GROUP, /^firebase\/(app|auth|functions)$/)
          .filter((f) => !boot.has(f))
          .map((f) => `${publicPath()}${f}`);
        const html = data.html.replace(/<html([^>]*)>/, (_m, attrs) => `<html${attrs} ${SESSION_FILES_ATTRIBUTE}="${session.join(' ')}">`);
        if (html === data.html) throw new Error('app.html has no <html> tag');
        return { ...data, html };
      });
    });
  }
}
