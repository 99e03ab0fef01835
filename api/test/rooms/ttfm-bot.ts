import jsonpatch, { type Operation } from 'fast-json-patch'
import { SocketClient, type RoomState, type ServerMessage } from 'ttfm-socket'

/** A message as a `ttfm-socket` client emits it. */
export interface TtfmMessage {
  name: string
  statePatch?: Operation[]
  params?: Record<string, unknown>
}

const clients: SocketClient[] = []
export const closeTtfmBots = () => clients.splice(0).forEach((client) => client.disconnect())

/**
 * A bot written as the `ttfm-socket` README writes one, unchanged: the join answer's state, patched by every stateful
 * message with `applyPatch(state, patch, true, false)`. What it lived through is kept for the tests to look at.
 */
export class TtfmBot {
  readonly client: SocketClient
  state?: RoomState
  readonly messages: TtfmMessage[] = []
  /** The connection's events (`connected`, `disconnected`, `reconnecting`, ...) in order. */
  readonly events: string[] = []
  /** Patches that did not apply, and messages that came before the join's answer. */
  readonly problems: string[] = []

  constructor(url: string) {
    this.client = new SocketClient(url)
    clients.push(this.client)
    for (const event of ['connected', 'disconnected', 'reconnecting', 'reconnect', 'timeout'] as const)
      this.client.on(event, () => this.events.push(event))
    this.client.on('statefulMessage', (message: TtfmMessage) => {
      this.messages.push(message)
      if (!this.state) return void this.problems.push(`${message.name} before the join's answer`)
      try {
        this.state = jsonpatch.applyPatch(this.state, message.statePatch!, true, false).newDocument
      } catch (error) {
        this.problems.push(`${message.name}: ${(error as Error).message}`)
      }
    })
    this.client.on('statelessMessage', (message: TtfmMessage) => this.messages.push(message))
  }

  static async join(url: string, token: string, roomUuid: string, password?: string): Promise<TtfmBot> {
    const bot = new TtfmBot(url)
    const { state } = await bot.client.joinRoom(token, { roomUuid, ...(password ? { password } : {}) })
    bot.state = state
    return bot
  }

  /** An action as a bot sends it: `client.action(name, params)`, the room filled in by the client. */
  action(name: string, params: Record<string, unknown> = {}): Promise<ServerMessage> {
    // ttfm-socket types its actions by Turntable's own names; ours include those and more.
    return (this.client.action as (name: string, params: object) => Promise<ServerMessage>)(name, params)
  }

  async until(predicate: (state: RoomState) => boolean, timeoutMs = 5000): Promise<RoomState> {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (this.state && predicate(this.state)) return this.state
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`bot state condition not met within ${timeoutMs} ms; problems: ${this.problems.join('; ')}`)
  }

  /** The first message of this name (and, given, matching `where`), waited for. */
  async message(name: string, where: (m: TtfmMessage) => boolean = () => true, timeoutMs = 5000) {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      const found = this.messages.find((m) => m.name === name && where(m))
      if (found) return found
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`the bot got no such ${name} within ${timeoutMs} ms`)
  }

  /** Waits for the connection's events to reach `event`. */
  async event(event: string, timeoutMs = 5000): Promise<void> {
    const started = Date.now()
    while (Date.now() - started < timeoutMs) {
      if (this.events.includes(event)) return
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`the bot's connection was not ${event} within ${timeoutMs} ms: ${this.events.join(', ')}`)
  }

  count(name: string): number {
    return this.messages.filter((m) => m.name === name).length
  }
}
