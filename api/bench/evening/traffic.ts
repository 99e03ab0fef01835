// What else goes on during the evening: the console's admin lists polled, uploads transcoding, tokens spent on
// consumables in the rooms. Every answer is counted; what the server acknowledged is kept to be looked for afterwards.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import type { Account } from './accounts.ts'
import { call, failureKind, type Answer } from './http.ts'
import type { Room } from './stage.ts'
import type { Tally } from './tally.ts'

export const ADMIN_LISTS = [
  '/api/user-service/admin/users?limit=20',
  '/api/room-service/moderation/rooms?$limit=20',
  '/api/audit-service/moderation-actions?limit=20',
  '/api/upload-service/uploads?limit=20'
]
export const UPLOAD_PATH = '/api/upload-service/upload/song'

export interface Buyer {
  account: Account
  accountId: string
  room: Room
}

export interface Traffic {
  /** Purchases the server acknowledged (201), by id, with the account they spent from. */
  purchases: { id: string; accountId: string }[]
  /** Uploads the server acknowledged (201), by id; and every upload's answer, with its message when refused. */
  uploads: { id: string }[]
  uploadAnswers: { at: number; status: number; message: string; during: string | null }[]
  stop(): Promise<void>
}

/** A sine tune of `seconds` made by ffmpeg: the song the evening uploads. */
export async function tune(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'spinroom-evening-tune-'))
  const out = join(dir, 'tune.mp3')
  // Tagged: an upload without a title and an artist waits for them before its transcode.
  const tags = ['-metadata', 'title=Evening tune', '-metadata', 'artist=Spinroom bench']
  const args = [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}`,
    ...tags,
    '-b:a',
    '64k',
    out
  ]
  await promisify(execFile)(ffmpegInstaller.path, args)
  const bytes = await readFile(out)
  await rm(dir, { recursive: true, force: true })
  return bytes
}

/** Uploads one song as `account`; the answer. */
export function upload(url: string, account: Account, bytes: Buffer, name: string): Promise<Answer> {
  const form = new FormData()
  form.set('song', new Blob([new Uint8Array(bytes)]), name)
  return call(url, 'POST', UPLOAD_PATH, { token: account.token, body: form, timeoutMs: 30_000 })
}

export function startTraffic(
  url: string,
  people: { admin: Account; buyers: Buyer[]; consumableId: string; song: Buffer },
  tally: Tally,
  pace: { pollSeconds: number; uploadsPerMinute: number; purchaseSeconds: number }
): Traffic {
  const traffic: Traffic = { purchases: [], uploads: [], uploadAnswers: [], stop: async () => undefined }
  const loops: Promise<void>[] = []
  let running = true
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const loop = (seconds: number, action: () => Promise<void>) =>
    loops.push(
      (async () => {
        await wait(Math.random() * seconds * 1000)
        while (running) {
          await action()
          await wait(seconds * 1000 * (0.5 + Math.random()))
        }
      })()
    )
  const counted = (answer: Answer, label: string, ok: number) => {
    if (answer.status !== ok) tally.count(label.split(' ')[0], failureKind(answer, label), Date.now() - answer.ms)
    return answer.status === ok
  }
  loop(pace.pollSeconds, async () => {
    for (const path of ADMIN_LISTS)
      counted(await call(url, 'GET', path, { token: people.admin.token }), `admin GET ${path.split('?')[0]}`, 200)
  })
  let uploads = 0
  loop(60 / pace.uploadsPerMinute, async () => {
    const answer = await upload(url, people.admin, people.song, `evening-${++uploads}.mp3`)
    const message = String((answer.body as { message?: string } | undefined)?.message ?? answer.error ?? '')
    traffic.uploadAnswers.push({ at: Date.now(), status: answer.status, message, during: tally.during })
    if (counted(answer, `upload POST ${UPLOAD_PATH}`, 201))
      traffic.uploads.push({ id: String((answer.body as { id: unknown }).id) })
  })
  for (const buyer of people.buyers)
    loop(pace.purchaseSeconds, async () => {
      const answer = await call(url, 'POST', '/api/merch-service/api/v1/consumable-purchases', {
        token: buyer.account.token,
        body: { roomUuid: buyer.room.uuid, consumableId: people.consumableId, accountId: buyer.accountId, tokenCost: 1 }
      })
      if (counted(answer, 'purchase POST /consumable-purchases', 201))
        traffic.purchases.push({
          id: (answer.body as { purchase: { id: string } }).purchase.id,
          accountId: buyer.accountId
        })
    })
  traffic.stop = async () => {
    running = false
    await Promise.all(loops)
  }
  return traffic
}
