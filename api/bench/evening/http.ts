/** One REST call's answer: status (0 when none came), body (parsed when JSON), how long it took. */
export interface Answer {
  status: number
  body: unknown
  text: string
  ms: number
  /** Why no answer came: `timeout`, `connection refused`, ... */
  error?: string
}

/** A REST call that never hangs: after `timeoutMs` it answers status 0, error `timeout`. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}
): Promise<Answer> {
  const started = performance.now()
  try {
    const res = await fetch(url + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined && !(options.body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers
      },
      body:
        options.body === undefined || options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000)
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      // Not JSON: the text stays.
    }
    return { status: res.status, body, text, ms: performance.now() - started }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    const name = (error as Error).name
    const reason = name === 'TimeoutError' ? 'timeout' : cause === 'ECONNREFUSED' ? 'connection refused' : cause || name
    return { status: 0, body: undefined, text: '', ms: performance.now() - started, error: reason }
  }
}

/** The kind of a failed answer, as the tally counts it: `http 503 POST /x`, `timeout GET /y`. */
export const failureKind = (answer: Answer, label: string) =>
  answer.status ? `http ${answer.status} ${label}` : `${answer.error ?? 'no answer'} ${label}`
