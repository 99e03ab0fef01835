import { useGetList } from 'react-admin'
import type { Season } from '@spinroom/schemas'

/** Whether a season runs now. */
export const isRunning = (season: Season, now = Date.now()) =>
  Date.parse(season.seasonStart) <= now && now < Date.parse(season.seasonEnd)

/** Every season, newest first, and the one that runs now (else the newest that has started, else none). */
export const useSeasons = (enabled = true) => {
  const { data: seasons = [], isPending } = useGetList<Season>(
    'seasons',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'seasonStart', order: 'DESC' } },
    { enabled }
  )
  const current =
    seasons.find((season) => isRunning(season)) ?? seasons.find((s) => Date.parse(s.seasonStart) <= Date.now())
  return { seasons, current, isPending: enabled && isPending }
}
