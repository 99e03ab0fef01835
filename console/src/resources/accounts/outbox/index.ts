import OutboxIcon from '@mui/icons-material/Outbox'
import type { OutboxMessage } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { OutboxList } from './OutboxList.tsx'

const outbox: ResourceViews = {
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: (record) => (record as OutboxMessage).subject ?? (record as OutboxMessage).to
}

export default outbox
