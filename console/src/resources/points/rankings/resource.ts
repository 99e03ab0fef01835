import { consolePaths } from '@spinroom/schemas'

/** The resource whose route is the rankings page: react-admin routes a resource by its name. */
export const rankingsResource = consolePaths.rankings.slice(1)
