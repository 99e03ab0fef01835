import type { seasonRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { seasons } from './entity.ts'
import { createSeason, currentSeason, deleteSeason, updateSeason } from './seasons.ts'

export const seasonHandlers: Handlers<typeof seasonRoutes> = {
  listSeasons: seasons.adminList,
  getSeason: seasons.get,
  deleteSeason,
  createSeason,
  updateSeason,
  deletePointsSeason: deleteSeason,
  getCurrentSeason: currentSeason
}
