import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { Parser, type ParseOutput } from '@asyncapi/parser'
import {
  liveRoomActionNames,
  liveRoomActions,
  liveRoomPath,
  sitePaths,
  statefulMessageNames,
  statelessMessageNames
} from '@spinroom/schemas'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { plain } from '../../src/lib/openapi.ts'
import { repoRoot } from '../../src/lib/repo-root.ts'
import { liveRoomAsyncApi } from '../../src/services/rooms/live/asyncapi/document.ts'
import { testConfig, type TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'
import { TtfmBot, closeTtfmBots } from './ttfm-bot.ts'

type Json = Record<string, any>
let s: TestServer
withLiveServer((server) => (s = server))
afterAll(closeTtfmBots)

const sorted = (names: Iterable<string | undefined>) => [...names].sort()
const document = (overrides = {}) => liveRoomAsyncApi(testConfig(overrides)) as Json

/** The document's payload schemas, their `$ref`s resolved against the document itself. */
function payloads(doc: Json) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(doc, 'live')
  return (message: string) => {
    const validate = ajv.getSchema(`live#/components/messages/${message.replace(/\//g, '~1')}/payload`)
    if (!validate) throw new Error(`no message ${message}`)
    return (value: unknown) => (validate(value) ? [] : ajv.errorsText(validate.errors).split(', '))
  }
}

let parsed: ParseOutput
beforeAll(async () => {
  parsed = await new Parser().parse(JSON.stringify(document()))
}, 30_000)

describe('the live room as an AsyncAPI document', { timeout: 30_000 }, () => {
  it('is a valid AsyncAPI 3 document', () => {
    const { diagnostics } = parsed
    const warnings = diagnostics.filter((d) => d.severity === 1)
    if (warnings.length) console.log('AsyncAPI warnings:', warnings.map((d) => `${d.code}: ${d.message}`).join('\n'))
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.path.join('.')}: ${d.message}`)).toEqual([])
    expect(parsed.document?.version()).toBe('3.1.0')
  })

  it("covers the engine's actions and messages and nothing else", () => {
    const operations = parsed.document!.operations().all()
    const onServer = (server: string) =>
      operations.filter((o) =>
        o
          .servers()
          .all()
          .some((x) => x.id() === server)
      )
    const socketio = onServer('socketio')
    const primus = onServer('primus')

    // socket.io: one received (and answered) operation per action, one sent one per event.
    const calls = socketio.filter((o) => o.isReceive())
    expect(sorted(calls.map((o) => o.id()))).toEqual(sorted(liveRoomActionNames))
    expect(calls.every((o) => o.reply()?.messages().length === 2)).toBe(true)
    expect(sorted(socketio.filter((o) => o.isSend()).map((o) => o.id()))).toEqual([
      'statefulMessage',
      'statelessMessage'
    ])
    const sent = (id: string) =>
      sorted(
        socketio
          .find((o) => o.id() === id)!
          .messages()
          .all()
          .map((m) => m.name()!)
      )
    expect(sent('statefulMessage')).toEqual(sorted(statefulMessageNames))
    expect(sent('statelessMessage')).toEqual(sorted(statelessMessageNames))
    const events = parsed
      .document!.channels()
      .all()
      .filter((c) => c.address()?.startsWith(`${liveRoomPath} `))
    expect(sorted(events.map((c) => c.address()!))).toEqual([
      `${liveRoomPath} statefulMessage`,
      `${liveRoomPath} statelessMessage`
    ])

    // Primus: the same actions as frames, and one frame for every room message.
    const frames = primus.filter((o) => o.isReceive()).map((o) => o.messages().all()[0].name()!)
    expect(sorted(frames)).toEqual(sorted(liveRoomActionNames))
    const userFrame = document().components.messages['primus.user'].payload.properties.message.oneOf as Json[]
    expect(sorted(userFrame.map((m) => m.title))).toEqual(sorted([...statefulMessageNames, ...statelessMessageNames]))
    expect(operations).toHaveLength(socketio.length + primus.length)
  })

  it("takes each payload from the action's schemas and states its rate limit as configured", () => {
    const doc = document({ rateLimits: { ...testConfig().rateLimits, vote: { points: 7, seconds: 30 } } })
    for (const [name, def] of Object.entries(liveRoomActions)) {
      expect(doc.components.schemas[`${name}Input`], name).toEqual(plain(def.input))
      expect(doc.components.schemas[`${name}Result`], name).toEqual(plain(def.result))
      const rateLimit = 'rateLimit' in def ? def.rateLimit : undefined
      expect(doc.operations[name]['x-rate-limit'], name).toBe(rateLimit)
    }
    expect(doc.operations.voteOnSong.description).toContain('7 calls per 30 s per user and room (`RATE_LIMIT_VOTE`)')
    expect(doc.operations['primus.voteOnSong'].description).toContain('7 calls per 30 s')
  })

  it("names this server's address and how to authenticate", () => {
    const doc = document({ publicUrl: 'https://music.example.org' })
    expect(doc.servers.socketio).toMatchObject({ host: 'music.example.org', protocol: 'wss', pathname: '/socket.io' })
    expect(doc.servers.primus).toMatchObject({ host: 'music.example.org', protocol: 'wss', pathname: '/primus' })
    expect(doc.components.securitySchemes.primusToken).toMatchObject({ type: 'httpApiKey', in: 'query', name: 'token' })
    expect(doc.info.description).toContain('## Numbering (`seq`)')
    expect(doc.components.securitySchemes.jwt.description).toContain("strategy: 'jwt', accessToken")
  })

  it('is served at /asyncapi.json by a running server, and what the room sends matches it', async () => {
    const res = await s.request('GET', sitePaths.asyncApi)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.body).toEqual(liveRoomAsyncApi(s.app.get('config')))
    expect(res.body.servers.socketio.host).toBe(new URL(s.app.get('config').publicUrl).host)

    const payload = payloads(res.body)
    const room = await createRoom(s.knex)
    const [ana, ben] = await Promise.all([s.signIn(['user'], 'asyncapi-ana'), s.signIn(['user'], 'asyncapi-ben')])
    const a = await LiveClient.signIn(s.url, ana)
    const joined = await a.join(room.uuid)
    expect(payload('joinRoom.answer')(joined)).toEqual([])
    const b = await LiveClient.signIn(s.url, ben)
    await b.join(room.uuid)
    const userJoined = await a.message('userJoined')
    expect(payload('stateful.userJoined')(userJoined)).toEqual([])
    expect(payload('stateful.userLeft')(userJoined)).not.toEqual([])

    const chat = await b.call('sendChatMessage', { uuid: randomUUID(), message: 'hello' })
    expect(payload('sendChatMessage.answer')(chat)).toEqual([])
    const heard = await a.message('chatMessage')
    expect(payload('stateless.chatMessage')(heard)).toEqual([])
    const refused = await b.call('voteOnSong', { songVotes: {} }).catch((error) => error.toJSON())
    expect(payload('call.error')(refused)).toEqual([])
  })

  it("is what a ttfm-socket bot's Primus frames carry", async () => {
    const payload = payloads((await s.request('GET', sitePaths.asyncApi)).body)
    const room = await createRoom(s.knex)
    const [ana, bot] = await Promise.all([s.signIn(['user'], 'asyncapi-pa'), s.signIn(['user'], 'asyncapi-pb')])
    const b = await TtfmBot.join(s.url, bot.accessToken, room.uuid)
    const frames: Json[] = []
    // The bot's Primus connection: ttfm-socket keeps it to itself, and emits each frame it reads as `data`.
    ;(
      b.client as unknown as { connection: { on(event: 'data', listener: (frame: Json) => void): void } }
    ).connection.on('data', (frame) => frames.push(frame))
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    await b.message('userJoined')
    await b.action('sendChatMessage', { uuid: randomUUID(), message: 'hello' })
    await b.message('chatMessage')
    await expect(b.action('voteOnSong', { songVotes: {} })).rejects.toThrow()

    const answer = frames.find((f) => f.context === 'response' && f.status === 'OK')
    expect(payload('primus.sendChatMessage.answer')(answer)).toEqual([])
    expect(payload('primus.error')(frames.find((f) => f.context === 'response' && f.status !== 'OK'))).toEqual([])
    const user = frames.filter((f) => f.context === 'user')
    expect(sorted(new Set(user.map((f) => f.message.name)))).toEqual(
      expect.arrayContaining(['chatMessage', 'userJoined'])
    )
    for (const frame of user) expect(payload('primus.user')(frame), frame.message.name).toEqual([])
  })

  it('renders at /docs/live from local files', async () => {
    const page = await fetch(`${s.url}${sitePaths.liveRoomReference}`)
    const html = await page.text()
    if (!existsSync(join(repoRoot, 'web/dist/live-docs.html'))) {
      expect(page.status).toBe(503)
      return expect(html).toContain('npm run build')
    }
    expect(page.status).toBe(200)
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/liveDocs-[\w-]+\.js"/)
    expect(html).not.toMatch(/https?:\/\//)
  })
})
