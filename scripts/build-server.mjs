// Compiles Flota's server (server/main.ts) with everything of ours it imports — the API's router
// and handlers, the gateway, auth, the embedded Fleet API — into one module graph:
//   node scripts/build-server.mjs          → dist/server/main.mjs (run by `npm run serve`)
// `npm run build` runs it after `next build`; `npm run dev` uses serverBuild() in watch mode.
// npm packages stay outside (Node loads them from node_modules); only `server-only` is bundled,
// resolved with the `react-server` condition, as Next resolves it for its own server bundles.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Every npm package stays an import Node resolves at run time, but for `server-only`. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/') || args.path === 'server-only') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` keeps meaning the module's own source file, as under tsx (`npm run sim`):
 * the embedded Fleet API finds its event worker's source beside its own.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

export function serverBuild(outfile) {
  return {
    entryPoints: ['server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    conditions: ['react-server'],
    tsconfig: 'tsconfig.json',
    plugins: [packagesOutside, sourceUrls],
    logLevel: 'warning',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await build(serverBuild('dist/server/main.mjs'));
  console.log('[flota] servidor compilado: dist/server/main.mjs');
}
