// The wire protocols of the benchmarks' listeners (live-listeners.ts, evening/crowd-worker.ts): socket.io's over a
// bare WebSocket, or the ttfm-socket one over Primus. Each reads only the head of a message: a real client would parse
// every join answer (the whole room) for each of thousands of listeners, and the bench would measure itself.
import WebSocket from 'ws'

export interface WireListener {
  ws: WebSocket
  /**
   * Resolves once the listener is in its room (its join answered), with the access token it is in with (on the API);
   * rejects after `JOIN_TIMEOUT_MS`.
   */
  joined: Promise<string | undefined>
  /** When each step of the join was answered (ms since the epoch), to tell where a slow join spent its time. */
  steps: JoinSteps
}

/** socket.io: the engine's open, the namespace's connect, the authentication's answer; both: the join's answer. */
export interface JoinSteps {
  opened?: number
  connected?: number
  authenticated?: number
  joined?: number
}

const now = () => performance.timeOrigin + performance.now()

/** A join that has not answered by then is given up (the connection closed), as a client's connect timeout does. */
export const JOIN_TIMEOUT_MS = 20_000

const timed = <T>(ws: WebSocket, joined: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      ws.terminate()
      reject(new Error(`no join answer within ${JOIN_TIMEOUT_MS / 1000} s`))
    }, JOIN_TIMEOUT_MS)
  })
  return Promise.race([joined, timeout]).finally(() => clearTimeout(timer))
}

/** A room message's head as it arrived (its first `headLength` characters), and the whole frame. */
export type OnMessage = (head: string, data: Buffer) => void

const TOKEN = /"accessToken":"([^"]+)"/

/**
 * One socket.io listener: engine.io's open and pings, socket.io's namespace connect, event acks by id; on the API
 * (`livePath`) signed in (with `token` given with the connect, else as a new guest) and a joinRoom, on a bare server a
 * `join`. Events go to `onEvent`.
 */
export function openSocketIo(
  url: string,
  livePath: string | null,
  roomUuid: string,
  onEvent: OnMessage,
  token?: string
): WireListener {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`)
  const acks = new Map<number, (ok: boolean, answer: Buffer) => void>()
  const steps: JoinSteps = {}
  let nextId = 0
  const call = (...args: unknown[]) =>
    new Promise<Buffer>((resolve, reject) => {
      const id = nextId++
      acks.set(id, (ok, answer) =>
        ok ? resolve(answer) : reject(new Error(`${String(args[0])}: ${answer.toString('utf8', 0, 300)}`))
      )
      ws.send(`42${id}${JSON.stringify(args)}`)
    })
  const joined = new Promise<string | undefined>((resolve, reject) => {
    ws.on('error', reject)
    ws.on('close', () => reject(new Error('closed before joining')))
    ws.on('message', (data: Buffer) => {
      const head = data.toString('utf8', 0, 200)
      if (head === '2') return ws.send('3')
      if (head.startsWith('0')) {
        steps.opened = now()
        // A listener coming back with its token gives it with the connect, as socket.io's `auth`.
        return ws.send(livePath && token ? `40${JSON.stringify({ accessToken: token })}` : '40')
      }
      if (head.startsWith('44')) return reject(new Error(`connect refused: ${data.toString('utf8', 0, 300)}`))
      if (head.startsWith('40')) {
        steps.connected = now()
        const signedIn = async () => {
          if (token) return token
          const answer = await call('create', 'api/user-service/authentication', { strategy: 'guest' }, {})
          return TOKEN.exec(answer.toString('utf8', 0, 2000))?.[1]
        }
        const joining = livePath
          ? signedIn().then(async (accessToken) => {
              steps.authenticated = now()
              await call('joinRoom', livePath, { roomUuid }, {})
              steps.joined = now()
              return accessToken
            })
          : call('join', roomUuid).then(() => void (steps.joined = now()))
        return void joining.then(resolve, reject)
      }
      const ack = /^43(\d+)\[/.exec(head)
      if (ack) {
        const done = acks.get(Number(ack[1]))
        acks.delete(Number(ack[1]))
        return done?.(head.startsWith(`${ack[0]}null`), data)
      }
      if (head.startsWith('42[')) onEvent(head, data)
    })
  })
  return { ws, joined: timed(ws, joined), steps }
}

/** A new guest's access token. */
async function guestToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/user-service/auth/guest`, { signal: AbortSignal.timeout(JOIN_TIMEOUT_MS) })
  const guest = (await answer.json().catch(() => ({}))) as { accessToken?: string }
  if (!guest.accessToken) throw new Error(`no guest token: ${answer.status}`)
  return guest.accessToken
}

/**
 * One ttfm-socket listener: `/primus?token=` (`token`, else a new guest's), Primus's pongs, a joinRoom action, the
 * room's frames.
 */
export async function openPrimus(
  url: string,
  roomUuid: string,
  onFrame: OnMessage,
  token?: string
): Promise<WireListener> {
  const accessToken = token ?? (await guestToken(url))
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/primus?token=${accessToken}`)
  const steps: JoinSteps = {}
  const joined = new Promise<string>((resolve, reject) => {
    ws.on('error', reject)
    ws.on('close', () => reject(new Error('closed before joining')))
    ws.on('open', () => {
      steps.opened = now()
      ws.send(JSON.stringify({ event: 'action', params: { action: 'joinRoom', roomUuid }, messageId: 1 }))
    })
    ws.on('message', (data: Buffer) => {
      const head = data.toString('utf8', 0, 300)
      if (head.startsWith('"primus::ping::')) return ws.send(head.replace('ping', 'pong'))
      if (!head.startsWith('{"')) return
      if (head.includes('"context":"response"')) {
        if (head.includes('"error":')) return reject(new Error(head))
        steps.joined = now()
        return resolve(accessToken)
      }
      onFrame(head, data)
    })
  })
  return { ws, joined: timed(ws, joined), steps }
}
