import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import type { RankingStatus } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { RankingList } from './RankingList.tsx'

const ranking: ResourceViews = {
  list: RankingList,
  icon: MilitaryTechIcon,
  recordRepresentation: (record) => `#${(record as RankingStatus).rank ?? '—'}`
}

export default ranking
