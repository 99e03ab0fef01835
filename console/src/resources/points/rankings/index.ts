import LeaderboardIcon from '@mui/icons-material/Leaderboard'
import type { RankingStatus } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RankingsPage } from './RankingsPage.tsx'

/** The one menu entry of rankings: the season's, the lifetime one and the leaderboard as tabs. */
const ranking: ResourceViews = {
  list: RankingsPage,
  icon: LeaderboardIcon,
  recordRepresentation: (record) => `#${(record as RankingStatus).rank ?? '—'}`
}

export default ranking
