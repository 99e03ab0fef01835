import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import type { RankingStatus } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { LifetimeRankingList } from './LifetimeRankingList.tsx'

const lifetimeRanking: ResourceViews = {
  list: LifetimeRankingList,
  icon: WorkspacePremiumIcon,
  recordRepresentation: (record) => `#${(record as RankingStatus).rank ?? '—'}`
}

export default lifetimeRanking
