// The cast check of `npm run lint` (scripts/check-casts.mjs), run on small trees: a cast that switches type checking
// off passes with a comment saying why, above its statement or within it, and fails without one.
import { describe, expect, it } from 'vitest'
import { lintScriptOnTrees } from '../helpers/lint-script.ts'

const check = lintScriptOnTrees('check-casts')

const explained = [
  '// A reason above the statement.',
  'export const a = JSON.parse("1") as never',
  'export const b = {',
  '  // A reason within the statement, before the cast.',
  '  c: 1',
  '} as unknown as string',
  '// Said once for the function whose one statement casts.',
  'export function two(x: unknown) {',
  '  return x as never',
  '}',
  'export const narrowed = [1] as number[]'
].join('\n')

describe('the cast check', () => {
  it('passes casts that say why, and casts that narrow a type the checker still checks', async () => {
    const result = await check({ 'api/src/a.ts': explained, 'api/test/b.test.ts': 'export const c = 1 as any' })
    expect(result).toEqual({ code: 0, output: 'Casts: every unchecked cast says why.\n' })
  })

  it('fails on a bare `as never`, `as any` in app code and `as unknown as`, naming file and line', async () => {
    const result = await check({
      'web/src/a.ts': ['export const a = 1', 'export const b = a as never', 'export const c = a as any'].join('\n'),
      'console/src/b.tsx': [
        'export function f(x: number) {',
        '  const y = x + 1',
        '  return y as unknown as string',
        '}'
      ].join('\n')
    })
    expect(result.code).toBe(1)
    expect(result.output.trim().split('\n')).toEqual([
      'Casts that switch type checking off without a comment saying why (3):',
      '  console/src/b.tsx:3: y as unknown as string',
      '  web/src/a.ts:2: a as never',
      '  web/src/a.ts:3: a as any',
      'Give each a one-line comment above it, or type the value so it needs no cast.'
    ])
  })
})
