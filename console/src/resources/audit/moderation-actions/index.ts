import GavelIcon from '@mui/icons-material/Gavel'
import type { ModerationAction } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ModerationActionCreate } from './ModerationActionCreate.tsx'
import { ModerationActionEdit } from './ModerationActionEdit.tsx'
import { ModerationActionList } from './ModerationActionList.tsx'
import { ModerationActionShow } from './ModerationActionShow.tsx'

const moderationAction: ResourceViews = {
  list: ModerationActionList,
  show: ModerationActionShow,
  create: ModerationActionCreate,
  edit: ModerationActionEdit,
  icon: GavelIcon,
  recordRepresentation: (record) => (record as ModerationAction).actionType
}

export default moderationAction
