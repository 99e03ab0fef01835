import { randomUUID } from 'node:crypto'
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser'

/** Values sent as they are to many sockets, with their JSON made once. */
const encoded = new WeakMap<object, string>()
const TOKEN = `shared-json-${randomUUID()}`

/**
 * A copy of a value that goes unchanged in many socket.io messages (a room's state in the answers to a window's
 * joiners): its JSON is made once here, and each message carries it instead of serialising the copy again.
 */
export function sharedCopy<T extends object>(value: T): T {
  const text = JSON.stringify(value)
  const copy = JSON.parse(text) as T
  encoded.set(copy, text)
  return copy
}

/** Whether one of a packet's arguments, or one of their properties, is a shared value. */
function holdsShared(data: unknown): boolean {
  if (!Array.isArray(data)) return false
  return data.some(
    (arg) =>
      typeof arg === 'object' &&
      arg !== null &&
      (encoded.has(arg) || Object.values(arg).some((v) => typeof v === 'object' && v !== null && encoded.has(v)))
  )
}

/**
 * socket.io's encoder; a message holding shared values is written here (as socket.io writes a packet without binary)
 * with their JSON spliced in: no binary check walks them, no JSON.stringify serialises them again.
 */
class SharedJsonEncoder extends Encoder {
  encode(packet: Packet): unknown[] {
    const plain = packet.type === PacketType.EVENT || packet.type === PacketType.ACK
    if (!plain || !holdsShared(packet.data)) return super.encode(packet)
    const parts: string[] = []
    const json = JSON.stringify(packet.data, (_key, value: unknown) => {
      const text = typeof value === 'object' && value !== null ? encoded.get(value) : undefined
      if (text === undefined) return value
      parts.push(text)
      return `${TOKEN}${parts.length - 1}`
    })
    const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : ''
    const data = json.replace(new RegExp(`"${TOKEN}(\\d+)"`, 'g'), (_match, i: string) => parts[Number(i)])
    return [`${packet.type}${nsp}${packet.id ?? ''}${data}`]
  }
}

/** The parser for socket.io's `parser` option. */
export const sharedJsonParser = { Encoder: SharedJsonEncoder, Decoder }
