// `npm run lint`: every relative link in the README and docs/ reaches a file, and every #anchor a heading of it, as
// GitHub makes heading ids: lower case, punctuation dropped, spaces as hyphens, the second of two equal ids `-1`.
// `node scripts/check-doc-links.mjs [root]` checks another tree (the tests give it one with broken links).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { filesUnder } from './files-under.mjs'

const root = process.argv[2] ?? '.'
const files = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), (name) => name.endsWith('.md'))]
const withoutCode = (text) => text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
const headingId = (text) =>
  text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')
const anchorsOf = (file) => {
  const seen = new Map()
  const ids = new Set()
  for (const [, text] of withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6} +(.*?)#*\s*$/gm)) {
    const id = headingId(text)
    const n = seen.get(id) ?? 0
    seen.set(id, n + 1)
    ids.add(n ? `${id}-${n}` : id)
  }
  return ids
}

const broken = []
for (const file of files.filter((f) => existsSync(f))) {
  const text = withoutCode(readFileSync(file, 'utf8')).replace(/`[^`\n]*`/g, '')
  for (const [, link] of text.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue
    const [path, anchor] = link.split('#')
    const target = path ? normalize(join(dirname(file), decodeURI(path))) : file
    const where = relative(root, file)
    if (!existsSync(target)) broken.push(`${where}: ${link} (no such file)`)
    else if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor))
      broken.push(`${where}: ${link} (no such heading)`)
  }
}
if (broken.length) {
  console.error(`Broken links in the docs:\n${broken.join('\n')}`)
  process.exit(1)
}
console.log(`Doc links: ${files.length} files checked.`)
