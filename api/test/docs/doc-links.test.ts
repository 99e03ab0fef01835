// The link check of `npm run lint` (scripts/check-doc-links.mjs), run on small trees: it passes good links and anchors
// as GitHub makes them, and fails on a missing file or heading.
import { describe, expect, it } from 'vitest'
import { lintScriptOnTrees } from '../helpers/lint-script.ts'

const check = lintScriptOnTrees('check-doc-links')

const page = [
  '# Scaling out',
  '## Turntable LIVE bots (`ttfm-socket`)',
  '## Rate limits',
  '## Rate limits',
  '```sh',
  '# not a heading',
  '```'
].join('\n\n')

describe('the doc link check', () => {
  it('passes links to files and to headings as GitHub names them', async () => {
    const result = await check({
      'README.md': '[a](docs/a.md) [b](docs/a.md#turntable-live-bots-ttfm-socket) [c](docs/a.md#rate-limits-1)',
      'docs/a.md': page
    })
    expect(result).toEqual({ code: 0, output: 'Doc links: 2 files checked.\n' })
  })

  it('fails on a missing file, a missing heading and a heading that only a code block holds', async () => {
    const result = await check({
      'README.md': '[a](docs/gone.md) [b](docs/a.md#scaling) [c](docs/a.md#not-a-heading) [d](#nowhere)',
      'docs/a.md': page
    })
    expect(result.code).toBe(1)
    expect(result.output.trim().split('\n')).toEqual([
      'Broken links in the docs:',
      'README.md: docs/gone.md (no such file)',
      'README.md: docs/a.md#scaling (no such heading)',
      'README.md: docs/a.md#not-a-heading (no such heading)',
      'README.md: #nowhere (no such heading)'
    ])
  })
})
