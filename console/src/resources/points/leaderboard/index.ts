import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import type { ResourceViews } from '../../types.ts'
import { LeaderboardPage } from './LeaderboardPage.tsx'

/** A page rather than a list: the menu entry of the points domain that shows what players see. */
const leaderboard: ResourceViews = {
  list: LeaderboardPage,
  icon: LeaderboardIcon,
  recordRepresentation: 'nickname'
}

export default leaderboard
