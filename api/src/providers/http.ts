import { FeathersError } from '@feathersjs/errors'

const TIMEOUT_MS = 10_000

/** 502: the provider answered, but not with what we asked for; the message names it. */
export class BadGateway extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'BadGateway', 502, 'bad-gateway', data)
  }
}

export interface ProviderResponse<T> {
  status: number
  body: T
}

/** A JSON call to an outside provider: a timeout, and failures as 502s naming the provider (never its secrets). */
export async function providerFetch<T>(
  provider: string,
  url: string,
  init: RequestInit = {}
): Promise<ProviderResponse<T>> {
  let res: Response
  try {
    res = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers }
    })
  } catch (error) {
    throw new BadGateway(
      `${provider} could not be reached: ${(error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message}`
    )
  }
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // keep the text: the provider's error pages are not always JSON
  }
  return { status: res.status, body: body as T }
}

/** Throws a 502 unless the provider answered 2xx. */
export function expectOk<T>(provider: string, what: string, res: ProviderResponse<T>): T {
  if (res.status >= 200 && res.status < 300) return res.body
  const detail = res.body as { error?: { message?: string }; message?: string } | undefined
  throw new BadGateway(
    `${provider} refused to ${what} (${res.status}${detail?.error?.message || detail?.message ? `: ${detail.error?.message ?? detail.message}` : ''})`
  )
}
