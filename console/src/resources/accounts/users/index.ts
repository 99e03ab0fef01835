import PeopleIcon from '@mui/icons-material/People'
import type { User } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { UserList } from './UserList.tsx'
import { UserShow } from './UserShow.tsx'

const user: ResourceViews = {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (record) => (record as User).nickname
}

export default user
