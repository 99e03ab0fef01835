import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { checkOutboundUrl, guardedLookup, type OutboundAllowance } from './outbound-url.ts'

const TIMEOUT_MS = 30_000

export interface PostAnswer {
  status: number
  text: string
  /** Where a 3xx points; never followed. */
  location?: string
}

const agentsOf = (options: { keepAlive: true; lookup?: ReturnType<typeof guardedLookup> }) => ({
  http: new HttpAgent(options),
  https: new HttpsAgent(options)
})

/**
 * POSTs over connections kept open between calls: for many requests to a few origins (push services), where fetch's
 * own cost per request (its streams, request and response objects) outweighed the work. The URLs may come from users:
 * each goes through the outbound guard (https, public addresses checked as the socket connects, unless `allowed`),
 * and a redirect is answered, never followed.
 */
export function keepAlivePoster(allowed: readonly OutboundAllowance[]) {
  const agents = {
    guarded: agentsOf({ keepAlive: true, lookup: guardedLookup() }),
    trusted: agentsOf({ keepAlive: true })
  }
  return {
    post(url: string, headers: Record<string, string>, body: Buffer): Promise<PostAnswer> {
      const { url: target, trusted } = checkOutboundUrl(url, allowed)
      const secure = target.protocol === 'https:'
      const send = secure ? httpsRequest : httpRequest
      const pool = trusted ? agents.trusted : agents.guarded
      return new Promise((resolve, reject) => {
        const req = send(
          target,
          {
            method: 'POST',
            agent: secure ? pool.https : pool.http,
            headers: { ...headers, 'content-length': String(body.length) },
            timeout: TIMEOUT_MS
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                text: Buffer.concat(chunks).toString('utf8'),
                ...(res.headers.location ? { location: res.headers.location } : {})
              })
            )
            res.on('error', reject)
          }
        )
        req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)))
        req.on('error', reject)
        req.end(body)
      })
    },
    close() {
      for (const pool of Object.values(agents)) {
        pool.http.destroy()
        pool.https.destroy()
      }
    }
  }
}
