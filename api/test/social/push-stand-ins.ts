import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { createServer as createHttp2Server } from 'node:http2'
import type { AddressInfo } from 'node:net'

export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A browser's side of a push subscription: the keys it gives the server, and the private key that reads messages. */
export interface Browser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  read(body: Buffer): unknown
}

/** Decrypts an aes128gcm web push message (RFC 8291) with the browser's keys. */
function decrypt(ecdh: ECDH, auth: Buffer, body: Buffer): unknown {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const serverKey = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const secret = ecdh.computeSecret(serverKey)
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(cipherText.subarray(-16))
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 2, then padding zeros.
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'))
}

/**
 * A local push service: it accepts every message at `/push/…` and answers 410 (the browser unsubscribed) at
 * `/gone/…`, and makes browsers subscribed to it.
 */
export async function startPushService() {
  const received: Received[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) })
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve()
      response.writeHead(request.url!.startsWith('/gone/') ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    /** Resolves once `count` messages have arrived in all. */
    waitFor: (count: number) =>
      new Promise<void>((resolve) => (received.length >= count ? resolve() : waiters.push({ count, resolve }))),
    browser(gone = false): Browser {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const endpoint = `${origin}/${gone ? 'gone' : 'push'}/${randomBytes(12).toString('hex')}`
      return {
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') }
        },
        read: (body) => decrypt(ecdh, auth, body)
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** A local FCM: an OAuth token endpoint and `messages:send`, which refuses tokens starting `gone-` as UNREGISTERED. */
export async function startFcm() {
  const received: { headers: IncomingHttpHeaders; body: any }[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      response.setHeader('content-type', 'application/json')
      if (request.url === '/token') {
        const assertion = new URLSearchParams(text).get('assertion')
        if (!assertion) return response.writeHead(400).end('{"error":"invalid_grant"}')
        return response.end(JSON.stringify({ access_token: 'fcm-access', expires_in: 3600 }))
      }
      const body = JSON.parse(text)
      received.push({ headers: request.headers, body })
      if (String(body.message.token).startsWith('gone-'))
        return response.writeHead(404).end('{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}')
      response.end(JSON.stringify({ name: `projects/p/messages/${received.length}` }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A local APNs over HTTP/2 (cleartext): tokens starting `gone-` answer 410 Unregistered. */
export async function startApns() {
  const received: { headers: Record<string, unknown>; body: any }[] = []
  const server = createHttp2Server()
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({ headers: { ...headers }, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      const gone = String(headers[':path']).startsWith('/3/device/gone-')
      stream.respond({ ':status': gone ? 410 : 200, 'content-type': 'application/json' })
      stream.end(gone ? '{"reason":"Unregistered"}' : '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
