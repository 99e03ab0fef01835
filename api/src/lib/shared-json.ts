import { randomUUID } from 'node:crypto'
import type { Server } from 'socket.io'
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser'
import { MAX_NESTING } from '@spinroom/schemas'

/** A value sent as it is to many sockets: its JSON, made once, and that JSON as bytes per text that follows it. */
interface Shared {
  text: string
  bytes: Map<string, Buffer>
}

const encoded = new WeakMap<object, Shared>()
const TOKEN = `shared-json-${randomUUID()}`

/**
 * A copy of a value that goes unchanged in many socket.io messages (a room's state in the answers to a window's
 * joiners): its JSON is made once here, and each message carries it instead of serialising the copy again.
 */
export function sharedCopy<T extends object>(value: T): T {
  const text = JSON.stringify(value)
  const copy = JSON.parse(text) as T
  encoded.set(copy, { text, bytes: new Map() })
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

/** An answer whose one shared value ends it but for `tail`: what its connection sends as a prepared frame. */
interface Answer {
  data: string
  head: string
  shared: Shared
  tail: string
}

// socket.io encodes an answer and hands it to its connection in one synchronous step, so one slot carries it across.
let lastAnswer: Answer | undefined

/**
 * socket.io's encoder; a message holding shared values is written here (as socket.io writes a packet without binary)
 * with their JSON spliced in: no binary check walks them, no JSON.stringify serialises them again. An answer (ack)
 * ending in its one shared value is written as a string of parts joined without a copy, for `preparedAnswers`.
 */
class SharedJsonEncoder extends Encoder {
  encode(packet: Packet): unknown[] {
    const plain = packet.type === PacketType.EVENT || packet.type === PacketType.ACK
    if (!plain || !holdsShared(packet.data)) return super.encode(packet)
    const parts: Shared[] = []
    const json = JSON.stringify(packet.data, (_key, value: unknown) => {
      const shared = typeof value === 'object' && value !== null ? encoded.get(value) : undefined
      if (shared === undefined) return value
      parts.push(shared)
      return `${TOKEN}${parts.length - 1}`
    })
    const nsp = packet.nsp && packet.nsp !== '/' ? `${packet.nsp},` : ''
    const prefix = `${packet.type}${nsp}${packet.id ?? ''}`
    if (packet.type === PacketType.ACK && parts.length === 1) {
      const at = json.indexOf(`"${TOKEN}0"`)
      const head = prefix + json.slice(0, at)
      const tail = json.slice(at + TOKEN.length + 3)
      lastAnswer = { data: head + parts[0]!.text + tail, head, shared: parts[0]!, tail }
      return [lastAnswer.data]
    }
    const data = json.replace(new RegExp(`"${TOKEN}(\\d+)"`, 'g'), (_match, i: string) => parts[Number(i)]!.text)
    return [prefix + data]
  }
}

/** The header of an unmasked, final WebSocket text frame of `length` bytes (RFC 6455 §5.2). */
function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length])
  if (length < 65536) {
    const header = Buffer.from([0x81, 126, 0, 0])
    header.writeUInt16BE(length, 2)
    return header
  }
  const header = Buffer.from([0x81, 127, 0, 0, 0, 0, 0, 0, 0, 0])
  header.writeBigUInt64BE(BigInt(length), 2)
  return header
}

/**
 * Answers holding a shared value go to WebSocket connections as a frame of two buffers, the answer's own head and the
 * shared value's bytes, made once for all its answers (engine.io sends socket.io's broadcasts so): no answer copies
 * the shared JSON again. Other transports send the answer's string.
 */
export function preparedAnswers(io: Server): void {
  io.engine.on('connection', (connection: { transport: { name: string }; on: Server['on'] }) =>
    connection.on('packetCreate', (packet: { data?: unknown; options?: { wsPreEncodedFrame?: Buffer[] } }) => {
      const answer = lastAnswer
      lastAnswer = undefined
      if (!answer || packet.data !== answer.data || connection.transport.name !== 'websocket') return
      const { shared, tail } = answer
      const body = shared.bytes.get(tail) ?? Buffer.from(shared.text + tail)
      shared.bytes.set(tail, body)
      // engine.io's message packets are "4" and their data.
      const head = Buffer.from(`4${answer.head}`)
      packet.options = {
        ...packet.options,
        wsPreEncodedFrame: [Buffer.concat([textFrameHeader(head.length + body.length), head]), body]
      }
    })
  )
}

/** Whether JSON text nests objects and arrays deeper than `limit`, told by counting brackets outside strings. */
export function jsonNestsDeeper(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

/** Binary packets (`5`, `6`): the only ones socket.io walks by recursion as it reads them. */
const BINARY_PACKET = /^[56]/

/**
 * socket.io's decoder, refusing a binary packet whose arguments nest deeper than MAX_NESTING before socket.io puts its
 * attachments back by recursion (the connection closes). Other packets reach the endpoint, which answers a 400.
 */
class NestingDecoder extends Decoder {
  add(data: unknown): void {
    // The packet's arguments are an array: one level above the inputs it carries.
    if (typeof data === 'string' && BINARY_PACKET.test(data) && jsonNestsDeeper(data, MAX_NESTING + 1))
      throw new Error(`socket.io packet nested deeper than ${MAX_NESTING} levels`)
    super.add(data)
  }
}

/** The parser for socket.io's `parser` option. */
export const sharedJsonParser = { Encoder: SharedJsonEncoder, Decoder: NestingDecoder }
