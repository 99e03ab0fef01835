import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import type { AuditEvent } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { AuditEventList } from './AuditEventList.tsx'

const auditEvent: ResourceViews = {
  list: AuditEventList,
  icon: ManageSearchIcon,
  recordRepresentation: (record) => (record as AuditEvent).topic
}

export default auditEvent
