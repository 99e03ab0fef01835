import GavelIcon from '@mui/icons-material/Gavel'
import type { ModerationAction } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ModerationActionList } from './ModerationActionList.tsx'

const moderationAction: ResourceViews = {
  list: ModerationActionList,
  icon: GavelIcon,
  recordRepresentation: (record) => (record as ModerationAction).actionType
}

export default moderationAction
