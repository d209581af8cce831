import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** antd-mobile's imperative render (Toast, Dialog) becomes React 19's createRoot: src/app/antdRender.ts. */
const antdReact19Render: Plugin = {
  name: 'parley-antd-mobile-react19-render',
  enforce: 'pre',
  resolveId(source, importer) {
    if (/(^|\/)unstable-render$/.test(source) && importer && /antd-mobile[\\/]es[\\/]/.test(importer))
      return fileURLToPath(new URL('./src/app/antdRender.ts', import.meta.url));
    return null;
  },
};

/**
 * W-SH8: antd-mobile's CascaderView draws its Tabs left to right whatever the page (Tabs takes a `direction` prop the
 * view never passes, and sets it inline), so an Arabic or Persian cascader listed its places on the left. The view
 * now passes the page's direction. A newer antd-mobile that changed the line fails the build here rather than
 * dropping the fix silently.
 */
const antdCascaderDirection: Plugin = {
  name: 'parley-antd-mobile-cascader-direction',
  enforce: 'pre',
  transform(code, id) {
    if (!/antd-mobile[\\/]es[\\/]components[\\/]cascader-view[\\/]cascader-view\.js$/.test(id)) return null;
    const patched = code.replace(
      'React.createElement(Tabs, {',
      "React.createElement(Tabs, {\n    direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',",
    );
    if (patched === code) this.error('antd-mobile cascader-view.js changed: its right-to-left patch no longer applies');
    return patched;
  },
};

/**
 * The entry script and its preloads go to the end of <body>: a module script never blocks the first paint (index.html
 * paints the loading spinner), and Lighthouse's simulation treats scripts in <head> as blocking it.
 */
const scriptsAfterBody: Plugin = {
  name: 'parley-scripts-after-body',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const tags = html.match(/ *<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/g) ?? [];
      let out = html;
      for (const tag of tags) out = out.replace(tag, '');
      return out.replace(/\s*<\/body>/, `\n    ${tags.map((t) => t.trim()).join('\n    ')}\n  </body>`);
    },
  },
};

// The widget is served by the Parley server under /chat_online/ (chat-session.md §2).
export default defineConfig({
  base: '/chat_online/',
  plugins: [antdReact19Render, antdCascaderDirection, react(), scriptsAfterBody],
  resolve: {
    // 'source' makes @parley/protocol resolve to its TypeScript source; the defaults stay after it.
    conditions: ['source', ...defaultClientConditions],
    // One React for the widget and antd-mobile, even if a workspace install ever nests a second copy.
    dedupe: ['react', 'react-dom'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rolldownOptions: {
      // @parley/protocol builds its zod schemas at module level. The widget uses the protocol's constants and
      // types, not its schemas; marking zod's builders pure lets the unused schemas, and zod with them, drop out.
      treeshake: { manualPureFunctions: ['z'] },
      // antd-mobile's configuration (with its Chinese default texts) is loaded with the first popup or the locale
      // pack (i18n/antdLocale.ts), never with the first screen; left alone, rolldown folds it into the entry chunk.
      // Everything else the page imports statically is one script: shared with lazy chunks, it was a dozen files of
      // under 1 KB, each a round trip over a phone's six connections (Lighthouse's LCP, W-ST10).
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'antd-config', test: /antd-mobile[\\/]es[\\/](components[\\/]config-provider|locales[\\/](zh-CN|base))/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
