import type { StatefulMessage, StatelessMessage } from '@spinroom/schemas'

/**
 * The frames of the protocol `ttfm-socket` speaks (Actionhero's websocket frames over Primus): what a client sends, and
 * the answers and room messages it expects.
 */

/** A client's call: `{ event: 'action', params: { action, roomUuid, ... }, messageId }`. */
export interface ClientFrame {
  event?: unknown
  params?: unknown
  messageId?: unknown
}

/** Who a room message is from: the room itself (Actionhero names the connection that said it). */
const FROM_ROOM = 'server'

const framed = new WeakMap<object, object>()

/**
 * A room message as `ttfm-socket` emits it: stateful `{ name, statePatch }` or stateless `{ name, params }`. One frame
 * per message, whose JSON the encoder then makes once for all the links it goes to.
 */
export function userFrame(body: StatefulMessage | StatelessMessage): object {
  const known = framed.get(body)
  if (known) return known
  const message = 'statePatch' in body ? { name: body.name, statePatch: body.statePatch } : messageWithParams(body)
  const frame = { context: 'user', room: body.roomUuid, from: FROM_ROOM, sentAt: body.sentAt, message }
  framed.set(body, frame)
  return frame
}

const messageWithParams = ({ name, params }: StatelessMessage) =>
  params && typeof params === 'object' && Object.keys(params).length ? { name, params } : { name }

/**
 * The whole state in one patch: a client whose state fell behind (a message lost with a process, or a reconnect)
 * replaces its state with it, as it applies any other patch.
 */
export function replacedState(roomUuid: string, state: object): object {
  return userFrame({
    roomUuid,
    seq: 0,
    name: 'updatedUserData',
    statePatch: [{ op: 'replace', path: '', value: state }],
    sentAt: Date.now()
  })
}

/**
 * The answer to a call: its result's fields (a list under `data`), or the error `ttfm-socket` rejects with. The
 * frame's head says what it is, before a join answer's whole state.
 */
export function answerFrame(messageId: unknown, result: unknown): object {
  const fields = result && typeof result === 'object' && !Array.isArray(result) ? result : { data: result }
  const head = { context: 'response', status: 'OK', messageId }
  return { ...head, ...fields, ...head }
}

export function errorFrame(messageId: unknown, error: unknown): object {
  const { name, message, code, data } = error as { name?: string; message?: string; code?: number; data?: unknown }
  return {
    context: 'response',
    status: name ?? 'Error',
    error: message || name || 'Error',
    ...(code ? { code } : {}),
    ...(data !== undefined ? { data } : {}),
    messageId
  }
}
