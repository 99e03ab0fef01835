import type { Application } from '../../../declarations.ts'
import { awardPoints } from './points.ts'
import type { EndedPlay } from '../../rooms/live/dj-engine.ts'
import type { Mutation } from '../../rooms/live/store.ts'

/** The ledger source of points earned by playing; the play's id is the idempotency key. */
export const PLAY_POINTS_SOURCE = 'room-plays'

/**
 * The rule: 1 point per like and 2 per star from listeners (the DJ's own votes do not count), dislikes take nothing
 * away, a skipped or cut-short play earns nothing.
 */
export function playPoints(play: EndedPlay): number {
  if (play.skipped) return 0
  const likes = play.voteCounts.likes - (play.djVotes.like === true ? 1 : 0)
  const stars = play.voteCounts.stars - (play.djVotes.star === true ? 1 : 0)
  return Math.max(0, likes) + 2 * Math.max(0, stars)
}

/**
 * Awards the play's points to its DJ in the room's transaction, so the play and its points commit together and once;
 * with no season running nothing is awarded. The DJ's connections learn their new status after the commit.
 */
export async function awardPlay(app: Application, m: Mutation, play: EndedPlay): Promise<void> {
  const points = playPoints(play)
  if (!points) return
  const { likes, stars } = play.voteCounts
  const announce = await awardPoints(m.trx, {
    userUuid: play.djUuid,
    points,
    reason: `DJ play ${play.id} in room ${m.roomUuid}: ${likes} likes, ${stars} stars`,
    source: PLAY_POINTS_SOURCE,
    idempotencyKey: String(play.id)
  })
  if (announce)
    m.afterCommit(
      () =>
        void announce(app).catch((error) =>
          app.get('log').error({ err: error }, 'live rooms: announcing play points failed')
        )
    )
}
