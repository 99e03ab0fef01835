// What the faults share: waiting for a condition, what the REST probe saw during a window, the listeners' return.
import { JOIN_STEPS } from '../crowd.ts'
import type { Evening } from '../evening.ts'
import { call, type Answer } from '../http.ts'
import { percentile } from '../../numbers.ts'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls `ready` every 100 ms until it holds; answers the ms it took, or null after `timeoutMs`. */
export async function until(ready: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number | null> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await ready()) return Date.now() - started
    await sleep(100)
  }
  return null
}

/** The REST probe's answers between two times: how many of each status, and the slowest. */
export function probed(evening: Evening, from: number, to: number): { statuses: string; slowestMs: number } {
  const samples = evening.probes.rest.api.filter((s) => s.at >= from && s.at <= to)
  const counts = new Map<number, number>()
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1)
  const statuses = [...counts].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ')
  return { statuses: statuses || 'no probe', slowestMs: Math.max(0, ...samples.map((s) => s.ms)) }
}

/** Calls `paths` over and over while `going()`, each answer kept: what a user's clicks got during an outage. */
export async function clickWhile(
  evening: Evening,
  going: () => boolean,
  requests: { method: string; path: string; body?: () => unknown }[]
): Promise<Answer[]> {
  const answers: Answer[] = []
  while (going()) {
    for (const r of requests)
      answers.push(await call(evening.world.url, r.method, r.path, { token: evening.admin.token, body: r.body?.() }))
    await sleep(250)
  }
  return answers
}

/** Answers by status and message: `12× 503 The database is unavailable…`. */
export function byKind(answers: Answer[]): string {
  const counts = new Map<string, number>()
  for (const a of answers) {
    const message = (a.body as { message?: string } | undefined)?.message ?? a.error ?? ''
    const kind = `${a.status || 'no answer'} ${message}`.trim()
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return [...counts].map(([kind, n]) => `${n}× ${kind}`).join('; ') || 'none'
}

/**
 * How long until every listener cut from `since` on is in its room again, and how many were cut. The churn's reloads go
 * on meanwhile, so the crowd is never whole for long: the cut ones are counted, not the joined ones.
 */
export async function listenersBack(evening: Evening, since: number, timeoutMs = 30_000) {
  const { crowd } = evening
  const allBack = () => crowd.returnsSince(since).length >= crowd.lostSince(since)
  // Cuts are reported a little after they happen: the first ones, then the others within the second after.
  await until(() => crowd.lostSince(since) > 0, 3000)
  await sleep(1000)
  const waited = await until(allBack, timeoutMs)
  const returns = crowd.returnsSince(since)
  const took = returns.map((r) => r.backAt - since)
  const slowest = Math.max(0, ...took)
  // Half of them back by then: a slow last one alone, or the whole crowd slow.
  const half = took.length ? percentile(took, 50) : 0
  const splits = returns.flatMap((r) => (r.split ? [r.split] : []))
  const steps = JOIN_STEPS.map(
    (step) =>
      `${step} ${
        splits.length
          ? percentile(
              splits.map((s) => s[step]),
              50
            ).toFixed(0)
          : 'n/a'
      } ms`
  )
  return {
    allBack: waited !== null,
    cut: crowd.lostSince(since),
    slowestMs: slowest,
    halfMs: half,
    joined: evening.crowd.joined(),
    lastTry: steps.join(', ')
  }
}
