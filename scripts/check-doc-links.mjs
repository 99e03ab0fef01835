// `npm run lint`: every relative link in the README and docs/ reaches a file, and every #anchor a heading of it
// (GitHub's heading ids: lower case, punctuation dropped, spaces as hyphens).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'

const markdown = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? markdown(path) : name.endsWith('.md') ? [path] : []
  })
const files = ['README.md', ...markdown('docs')]
const headingId = (text) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')
const anchorsOf = (file) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#+ (.*)$/gm)].map(([, text]) => headingId(text)))

const broken = []
for (const file of files) {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '')
  for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(link)) continue
    const [path, anchor] = link.split('#')
    const target = path ? normalize(join(dirname(file), decodeURI(path))) : file
    if (!existsSync(target)) broken.push(`${file}: ${link} (no such file)`)
    else if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor))
      broken.push(`${file}: ${link} (no such heading)`)
  }
}
if (broken.length) {
  console.error(`Broken links in the docs:\n${broken.join('\n')}`)
  process.exit(1)
}
console.log(`Doc links: ${files.length} files checked.`)
