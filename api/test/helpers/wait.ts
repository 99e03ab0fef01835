export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Polls `read` until its answer satisfies `ok` or the deadline passes; the caller's expectation then reports the last
 * answer.
 */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() - started > timeoutMs) return value
    await sleep(50)
  }
}
