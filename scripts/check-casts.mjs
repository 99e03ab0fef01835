// `npm run lint`: a cast that switches type checking off (`as never`, `as any`, `as unknown as T`) says why, in a
// comment in the statement that holds it or just above it (docs/contributing.md, "Casts"). Other casts narrow a type
// the checker still checks, and need none.
// `node scripts/check-casts.mjs [root]` checks another tree (the tests give it one with bare casts).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { filesUnder } from './files-under.mjs'

const root = process.argv[2] ?? '.'
const trees = [
  'api/src',
  'api/test',
  'api/bench',
  'console/src',
  'web/src',
  'client/src',
  'schemas/src',
  'e2e',
  'examples',
  'migrations',
  'scripts'
]

const isSource = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts')
const sources = (dir) => filesUnder(dir, isSource)
// The configuration files at the root (knexfile.ts, vitest.config.ts...), without what lies below them.
const rootFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isFile() && isSource(entry.name))
  .map((entry) => join(root, entry.name))

// Tests, benchmarks and browser tests may read an answer `as any`: their assertions check its shape (eslint.config.js).
const testTrees = new Set(['api/test', 'api/bench', 'e2e'])

const unchecked = (node, anyAllowed) =>
  ts.isAsExpression(node) &&
  (node.type.kind === ts.SyntaxKind.NeverKeyword ||
    (node.type.kind === ts.SyntaxKind.AnyKeyword && !anyAllowed) ||
    (ts.isAsExpression(node.expression) && node.expression.type.kind === ts.SyntaxKind.UnknownKeyword))

/** The statement (or class member) a cast belongs to: its reason goes above it or within it. */
const holder = (node) => {
  let at = node
  const top = (parent) =>
    ts.isSourceFile(parent) || ts.isBlock(parent) || ts.isModuleBlock(parent) || ts.isCaseOrDefaultClause(parent)
  while (at.parent && !top(at.parent) && !ts.isClassLike(at.parent)) at = at.parent
  return at
}

/** Whether a comment sits just above the holder, or anywhere from its start to the end of the cast's line. */
function explained(source, cast) {
  const text = source.text
  const start = holder(cast).getStart()
  const lineEnd = text.indexOf('\n', cast.getEnd())
  const span = text.slice(start, lineEnd === -1 ? text.length : lineEnd)
  // A statement that opens with `;(` (no-semicolon style) has its comment before the `;`.
  const above =
    text
      .slice(0, start)
      .replace(/[\s;]*$/, '')
      .split('\n')
      .at(-1)
      ?.trim() ?? ''
  return /\/\/|\/\*/.test(span) || /^(\/\/|\/\*|\*)/.test(above) || explainedByItsFunction(source, holder(cast))
}

/** A function whose body is the one statement that casts: the comment above the function says why. */
function explainedByItsFunction(source, statement) {
  const body = statement.parent
  if (!body || !ts.isBlock(body) || body.statements.length !== 1 || !ts.isFunctionLike(body.parent)) return false
  const fn = ts.isVariableDeclaration(body.parent.parent) ? body.parent.parent.parent.parent : body.parent
  return /\/\/|\/\*/.test(source.text.slice(fn.getFullStart(), fn.getStart()))
}

const bare = []
for (const [tree, files] of [...trees.map((tree) => [tree, sources(join(root, tree))]), ['.', rootFiles]]) {
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node) => {
      if (unchecked(node, testTrees.has(tree) || /\.test\.tsx?$/.test(file)) && !explained(source, node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        bare.push(`${relative(root, file)}:${line + 1}: ${node.getText().split('\n').at(-1).trim()}`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
}

if (bare.length) {
  console.error(`Casts that switch type checking off without a comment saying why (${bare.length}):`)
  for (const line of bare) console.error(`  ${line}`)
  console.error('Give each a one-line comment above it, or type the value so it needs no cast.')
  process.exit(1)
}
console.log('Casts: every unchecked cast says why.')
