import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os'
import type { Figure } from './figures.ts'

/** How the figures were taken: printed above the table so that a reader can weigh them. */
export interface RunContext {
  command: string
  suites: string[]
  failed: string[]
  /** `BENCH_NOTE`: what the person running the bench wants said about the machine (busy, virtualised…). */
  note?: string
  loadBefore: number[]
}

const number = (n: number) =>
  n.toLocaleString('en-US', { maximumFractionDigits: n >= 100 ? 0 : n >= 10 ? 1 : 2, minimumFractionDigits: 0 })

/** The PostgreSQL server the suites' default address answers with, if any (the suites that need one use it). */
function postgresVersion(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL
  if (url === 'embedded') return undefined
  try {
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('show server_version')).then((r)=>{console.log(r.rows[0].server_version);return c.end()})",
        url || 'postgres://postgres@127.0.0.1:5432/postgres'
      ],
      { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] }
    )
    return out.trim() || undefined
  } catch {
    return undefined
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

const DATE_LINE = /^- \*\*Date:\*\* (\S+)/m

/**
 * The rows of an earlier page whose suite gave no figures this time, each with the date it was measured (the page's
 * date for a row written before the table had that column).
 */
export function keptRows(previous: string, suites: string[]): string[] {
  const pageDate = DATE_LINE.exec(previous)?.[1]?.slice(0, 10) ?? 'unknown'
  return previous
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| suite |'))
    .map((line) => line.slice(2, -2).split(' | '))
    .filter((cells) => !suites.includes(cells[0]))
    .map((cells) => (cells.length === 6 ? [...cells, pageDate] : cells).join(' | '))
}

/**
 * The page: one table of the run's figures, each beside its target and the bare stack's figure; the rows of suites
 * that did not run are kept from `previous` (the page as it was).
 */
export function benchmarksMarkdown(figures: Figure[], context: RunContext, previous = ''): string {
  const postgres = postgresVersion()
  const cores = availableParallelism()
  const model = cpus()[0]?.model.trim() ?? 'unknown cpu'
  const memoryGb = totalmem() / 1024 ** 3
  const today = new Date().toISOString().slice(0, 10)
  const rows = figures.map((f) =>
    [
      f.suite,
      cell(f.figure),
      `${number(f.value)} ${f.unit}`,
      f.target ? cell(f.target) : 'reported only',
      f.met === undefined ? '' : f.met ? 'met' : '**missed**',
      f.baseline === undefined ? '' : `${number(f.baseline)} ${f.unit}`,
      today
    ].join(' | ')
  )
  const kept = keptRows(previous, [...new Set(figures.map((f) => f.suite))])
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench -- --markdown`, never by hand: each suite returns its headline figures and the bench',
    "replaces that suite's rows with them, keeping the rows of suites without figures this time (the last column dates",
    'each row; the lines below describe the latest run). What each suite measures, its settings and the history of past',
    'runs: [development](contributing/development.md#benchmarks).',
    '',
    `- **Date:** ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- **Command:** \`${context.command}\` (suites: ${context.suites.join(', ')})`,
    `- **Machine:** ${cores} cores (${model}), ${number(memoryGb)} GB memory, Node ${process.version}, load average ` +
      `${context.loadBefore.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
    `- **Database:** ${postgres ? `PostgreSQL ${postgres}` : 'no PostgreSQL server reachable'} for the suites that take one ` +
      '(`BENCH_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432`), embedded PGlite for the others ' +
      '(see each suite in development.md)',
    ...(context.failed.length
      ? [
          `- **Not passed:** ${context.failed.join(', ')} (a target missed, or the run failed and its figures are missing)`
        ]
      : []),
    ...(context.note ? [`- **Note:** ${context.note}`] : []),
    '',
    '"Bare" is the same work done by the thinnest stack that can do it (a bare Koa handler, a bare SQL statement, a',
    'bare socket.io server, a static-file handler), or what the figure names in parentheses.',
    '',
    '| suite | figure | value | target | | bare | measured |',
    '|---|---|---|---|---|---|---|',
    ...[...rows, ...kept].sort((a, b) => a.split(' | ')[0].localeCompare(b.split(' | ')[0])).map((row) => `| ${row} |`),
    ''
  ].join('\n')
}

export function writeBenchmarksMarkdown(path: string, figures: Figure[], context: RunContext): void {
  writeFileSync(path, benchmarksMarkdown(figures, context, existsSync(path) ? readFileSync(path, 'utf8') : ''))
}
