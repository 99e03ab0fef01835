import type { Application } from '../../../declarations.ts'
import { roomChannel } from '../../../channels.ts'
import { REDIS_BACK } from '../../../redis.ts'
import { eventName, sequencerOf } from './messages.ts'
import { ioOf, liveTransportsOf } from './sockets.ts'

/**
 * What other processes sent while Redis was away is lost to this one. Once Redis is back, each room this process
 * delivers whose numbers went past what it delivered gets a `roomReset` for its connections here (a socket.io client
 * rejoins within 2 s), and its Primus clients the whole state; a room that saw no message since would stay behind
 * until its next one.
 */
export function resyncAfterRedis(app: Application): void {
  app.on(
    REDIS_BACK,
    () =>
      void resync(app).catch((error: unknown) =>
        app.get('log').error({ err: error }, 'live rooms: re-sync after Redis failed')
      )
  )
}

async function resync(app: Application): Promise<void> {
  const sequencer = sequencerOf(app)
  const positions = new Map(sequencer?.positions() ?? [])
  if (!positions.size) return
  const rows: { uuid: string; seq: number | string }[] = await app
    .get('knex')('room_live_state')
    .join('rooms', 'rooms.id', 'room_live_state.roomId')
    .whereIn('rooms.uuid', [...positions.keys()])
    .select('rooms.uuid', 'room_live_state.seq')
  for (const { uuid, seq } of rows) {
    if (Number(seq) < positions.get(uuid)!) continue
    // Else the room's next change would wait a second for the numbers lost with Redis before going out.
    sequencer!.skipPast(uuid, Number(seq))
    const reset = { roomUuid: uuid, seq: Number(seq), name: 'roomReset', params: {}, sentAt: Date.now() }
    ioOf(app).local.to(roomChannel(uuid)).emit(eventName('stateless'), reset)
    for (const transport of liveTransportsOf(app)) transport.resync(uuid)
  }
}
