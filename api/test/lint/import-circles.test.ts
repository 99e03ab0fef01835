// The circle check of `npm run lint` (scripts/check-circles.mjs), run on small trees: it passes a tree whose imports
// go one way, and fails on a circle (of type-only imports too), an import of no file and a file it could not parse.
import { describe, expect, it } from 'vitest'
import { lintScriptOnTrees } from '../helpers/lint-script.ts'

const folders = ['schemas/src', 'client/src', 'api/src', 'api/test', 'api/bench', 'console/src', 'web/src', 'e2e']
folders.push('examples', 'migrations', 'scripts')
// Each check is a node process that loads madge and TypeScript: seconds alone, far more on a loaded machine.
const slow = 120_000
const inTree = lintScriptOnTrees('check-circles', folders)
const inEmptyTree = lintScriptOnTrees('check-circles')
const tsconfig = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true }
})
const check = (files: Record<string, string>) => inTree({ 'tsconfig.json': tsconfig, ...files })

describe('the import circle check', { timeout: slow }, () => {
  it('passes imports that go one way, a package a script imports and import-like text', async () => {
    const result = await check({
      'api/src/app.ts': "import { row } from './lib/row.ts'\nexport const app = row",
      'api/src/lib/row.ts': "import type { Shape } from '../shape.ts'\nexport const row: Shape = {}",
      'api/src/shape.ts': 'export type Shape = object',
      'api/src/sample.ts': `export const sample = "import { row } from './nowhere.ts'"`,
      'web/src/App.tsx': "import { label } from './label.ts'\nexport const App = () => <p>{label}</p>",
      'web/src/label.ts': "export const label = 'Spinroom'",
      'scripts/build.mjs': "import { build } from 'some-package'\nbuild()",
      'node_modules/some-package/package.json': '{ "name": "some-package" }'
    })
    expect(result.code).toBe(0)
    expect(result.output).toMatch(/^No import circles: 7 files of schemas\/src, client\/src, .* in [\d.]+ s\n$/)
  })

  it('fails on a circle of type-only imports, an import of no file and a file it cannot parse', async () => {
    const result = await check({
      'api/src/declarations.ts': "import type { Row } from './row.ts'\nexport type App = { row: Row }",
      'api/src/row.ts': "import type { App } from './declarations.ts'\nexport type Row = { app?: App }",
      'console/src/App.tsx': "import { gone } from './gone.ts'\nexport const App = () => <p>{gone}</p>",
      'web/src/broken.ts': "import { label } from './label.ts'\nexport const = label",
      'web/src/label.ts': "export const label = 'Spinroom'"
    })
    expect(result.code).toBe(1)
    expect(result.output.trim().split('\n')).toEqual([
      'import circle: api/src/declarations.ts > api/src/row.ts > api/src/declarations.ts',
      "unresolved import './gone.ts' in console/src/App.tsx",
      'not read (a parse error?): web/src/broken.ts',
      '',
      expect.stringMatching(/^3 import problem\(s\) in 5 files of schemas\/src, .* in [\d.]+ s$/)
    ])
  })

  it('fails when a folder it checks is gone', async () => {
    expect(await inEmptyTree({})).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^No such folder to check for import/)
    })
  })
})
