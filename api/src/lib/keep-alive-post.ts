import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'

const TIMEOUT_MS = 30_000

export interface PostAnswer {
  status: number
  text: string
}

/**
 * POSTs over connections kept open between calls: for many requests to a few origins (push services), where fetch's
 * own cost per request (its streams, request and response objects) outweighed the work.
 */
export function keepAlivePoster() {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) }
  return {
    post(url: string, headers: Record<string, string>, body: Buffer): Promise<PostAnswer> {
      const target = new URL(url)
      const secure = target.protocol === 'https:'
      const send = secure ? httpsRequest : httpRequest
      return new Promise((resolve, reject) => {
        const req = send(
          target,
          {
            method: 'POST',
            agent: secure ? agents.https : agents.http,
            headers: { ...headers, 'content-length': String(body.length) },
            timeout: TIMEOUT_MS
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString('utf8') }))
            res.on('error', reject)
          }
        )
        req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)))
        req.on('error', reject)
        req.end(body)
      })
    },
    close() {
      agents.http.destroy()
      agents.https.destroy()
    }
  }
}
