import { pushPlatforms, roomPage, type NotificationSent } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { RoomRow } from '../../rooms/room-lookup.ts'
import { deliveriesReady, queueNotification } from './deliveries.ts'
import { claimPermit } from './permits.ts'

/** Tells a DJ's fans the DJ is live in a room, once an interval (429 with the next time otherwise). */
export async function notifyFansOfDj(
  app: Application,
  room: Pick<RoomRow, 'slug' | 'name'>,
  dj: { uuid: string; nickname: string | null }
): Promise<NotificationSent> {
  await deliveriesReady(app)
  return app.get('knex').transaction(async (trx) => {
    await claimPermit(trx, app, 'djFans', dj.uuid)
    const content = {
      title: `${dj.nickname ?? 'A DJ you follow'} is live`,
      body: `DJing now in ${room.name}`,
      link: `${app.get('config').publicUrl}${roomPage(room.slug)}`,
      data: { roomSlug: room.slug, djUuid: dj.uuid }
    }
    const send = {
      kind: 'djLive' as const,
      audience: { fansOf: dj.uuid },
      platforms: pushPlatforms
    }
    return queueNotification(app, { ...send, content, senderUuid: dj.uuid }, trx)
  })
}

/**
 * A user took a DJ seat: their fans hear of it unless they heard within the interval. Off the live action's path; a
 * DJ without fans costs one look-up.
 */
export function announceLiveDj(app: Application, room: Pick<RoomRow, 'slug' | 'name'>, djUuid: string): void {
  void (async () => {
    const knex = app.get('knex')
    if (!(await knex('dj_fans').where('djUuid', djUuid).first('id'))) return
    const dj = await knex('users').where('id', djUuid).first('nickname')
    await notifyFansOfDj(app, room, { uuid: djUuid, nickname: dj?.nickname ?? null })
  })().catch((error: { code?: number }) => {
    if (error.code !== 429) app.get('log').error({ err: error, djUuid }, 'DJ live notification failed')
  })
}
