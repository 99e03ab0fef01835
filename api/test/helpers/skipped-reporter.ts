// A vitest reporter: at the end of the run, every skipped test with the reason its options give (`needing`), grouped
// by reason. scripts/test.sh names a file in SKIPPED_TESTS_FILE to print the list again at the very end of `npm test`,
// after the browser tests.
import { writeFileSync } from 'node:fs'
import type { Reporter, TestCase, TestModule } from 'vitest/node'

function reasonOf(test: TestCase): string {
  for (let task: TestCase | TestCase['parent'] = test; ; task = task.parent) {
    const needs = task.meta().needs
    if (needs) return needs
    if (task.type === 'module') return 'skipped in its file, with no reason given'
  }
}

export default class SkippedReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, string[]>()
    for (const module of modules)
      for (const test of module.children.allTests('skipped')) {
        const reason = reasonOf(test)
        byReason.set(reason, [...(byReason.get(reason) ?? []), `${module.relativeModuleId}: ${test.fullName}`])
      }
    const count = [...byReason.values()].reduce((n, tests) => n + tests.length, 0)
    const text = count
      ? [
          `Skipped API tests: ${count} (docs/contributing/development.md, "Tests that need a server")`,
          ...[...byReason].flatMap(([reason, tests]) => [`- ${reason}:`, ...tests.map((t) => `    ${t}`)])
        ].join('\n')
      : 'Skipped API tests: none'
    if (process.env.SKIPPED_TESTS_FILE) writeFileSync(process.env.SKIPPED_TESTS_FILE, `${text}\n`)
    console.log(`\n${text}`)
  }
}
