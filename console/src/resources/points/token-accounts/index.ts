import TollIcon from '@mui/icons-material/Toll'
import type { ResourceViews } from '../../types.ts'
import { TokenAccountList } from './TokenAccountList.tsx'
import { TokenAccountShow } from './TokenAccountShow.tsx'

const tokenAccount: ResourceViews = {
  list: TokenAccountList,
  show: TokenAccountShow,
  icon: TollIcon,
  recordRepresentation: 'id'
}

export default tokenAccount
