import type { djFanRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import * as fans from './dj-fans.ts'

export const djFanHandlers: Handlers<typeof djFanRoutes> = {
  followDj: fans.follow,
  listMyFollows: fans.myFollows,
  listDjFansPaginated: fans.djFansPage,
  countDjFans: fans.fanCount,
  listDjFansLegacy: fans.djFansPage,
  listDjsFollowed: fans.djsFollowed,
  getDjFanAdmin: fans.getFan,
  getDjFan: fans.getFan,
  unfollowDj: { handler: fans.unfollow, owner: fans.fanOwner },
  listDjs: fans.listDjs,
  getDj: fans.getDj
}
