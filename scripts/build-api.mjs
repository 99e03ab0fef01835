// Builds the API into one ES module (api/dist/index.js, packages left external) when it is missing or older than its
// sources: `npm start`, `npm run scale-out` and the start benchmark run it precompiled, not through tsx.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const apiBundle = join(root, 'api', 'dist', 'index.js')
const sources = ['api/src', 'schemas/src', 'client/src', 'migrations', 'knexfile.ts', 'package-lock.json']

/** The newest change under `path`: its files' and its folders' (a deleted file changes its folder). */
const newest = (path) => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

/** Bundles our own modules (the workspaces' TypeScript included); every package of node_modules stays an import. */
const ownModulesOnly = {
  name: 'own-modules-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@spinroom/') ? undefined : { path, external: true }
    )
  }
}

export async function ensureApiBundle() {
  const changed = Math.max(...sources.map((path) => newest(join(root, path))))
  if (existsSync(apiBundle) && statSync(apiBundle).mtimeMs >= changed) return
  console.log('Building the API...')
  const { build } = await import('esbuild')
  await build({
    absWorkingDir: root,
    entryPoints: ['api/src/index.ts'],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [ownModulesOnly],
    logLevel: 'warning'
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureApiBundle()
