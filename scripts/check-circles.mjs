// Import circles: madge reads every tree once, type-only imports included (a type circle still means two files that
// cannot be read apart), and `npm run lint` fails on a circle, an import madge could not resolve or a file it could not
// read. Each circle is printed as the chain of files that closes it. `node scripts/check-circles.mjs [root]` checks
// another tree (the tests give it small ones).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import madge from 'madge'

const repoRoot = process.argv[2] ?? join(import.meta.dirname, '..')

const trees = [
  'schemas/src',
  'client/src',
  'api/src',
  'api/test',
  'api/bench',
  'console/src',
  'web/src',
  'e2e',
  'examples',
  'migrations',
  'scripts'
]
const workspaces = ['.', 'api', 'client', 'console', 'schemas', 'web']

const missing = trees.filter((tree) => !existsSync(join(repoRoot, tree)))
if (missing.length) {
  console.error(`No such folder to check for import circles: ${missing.join(', ')}`)
  process.exit(1)
}

const started = performance.now()
const graph = await madge(
  trees.map((tree) => join(repoRoot, tree)),
  {
    baseDir: repoRoot,
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    // The JSON as written: from a path, madge hands on parsed options that filing-cabinet, on every import, slowly
    // fails to read as JSON again.
    tsConfig: { compilerOptions: JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions },
    // madge's default, spelled out: the check stands on it.
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } }
  }
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
const imports = graph.obj()
const files = Object.keys(imports)
const problems = []

for (const circle of graph.circular()) problems.push(`import circle: ${[...circle, circle[0]].join(' > ')}`)

// filing-cabinet has no resolver for .mjs files, so a package a script imports lands here too: it lies outside the
// graph either way; anything else (a relative path, a workspace) is an import that leads nowhere.
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const installed = (specifier) =>
  !specifier.startsWith('.') &&
  !specifier.startsWith('@spinroom/') &&
  workspaces.some((workspace) => existsSync(join(repoRoot, workspace, 'node_modules', packageName(specifier))))
const skipped = new Set(graph.warnings().skipped)
// A file's text, read only for the rare questions below (an unresolved import, a file with no imports).
const texts = new Map()
const textOf = (file) => {
  if (!texts.has(file)) texts.set(file, readFileSync(join(repoRoot, file), 'utf8'))
  return texts.get(file)
}
// madge keeps the specifier alone: it is imported by the files that quote it (and, if relative, have no such file).
const importers = (specifier) =>
  files.filter(
    (file) =>
      [`'${specifier}'`, `"${specifier}"`].some((quoted) => textOf(file).includes(quoted)) &&
      !(specifier.startsWith('.') && existsSync(join(repoRoot, dirname(file), specifier)))
  )
for (const specifier of skipped)
  if (!installed(specifier)) problems.push(`unresolved import '${specifier}' in ${importers(specifier).join(', ')}`)

// madge gives a file it cannot parse no imports at all: one without any, whose text imports a file of ours that madge
// did not report unresolved, was not read.
const ownImports = /^(?:(?:import|export|\})[^'"\n]*\bfrom|import)\s*['"]((?:\.{1,2}\/|@spinroom\/)[^'"]+)['"]/gm
for (const file of files.filter((file) => imports[file].length === 0))
  if ([...textOf(file).matchAll(ownImports)].some(([, specifier]) => !skipped.has(specifier)))
    problems.push(`not read (a parse error?): ${file}`)

for (const problem of problems) console.error(problem)
const summary = `${files.length} files of ${trees.join(', ')} in ${seconds} s`
if (problems.length) {
  console.error(`\n${problems.length} import problem(s) in ${summary}`)
  process.exit(1)
}
console.log(`No import circles: ${summary}`)
