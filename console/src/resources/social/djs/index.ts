import HeadphonesIcon from '@mui/icons-material/Headphones'
import type { Dj } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { DjList } from './DjList.tsx'
import { DjShow } from './DjShow.tsx'

const dj: ResourceViews = {
  list: DjList,
  show: DjShow,
  icon: HeadphonesIcon,
  recordRepresentation: (record) => (record as Dj).nickname
}

export default dj
