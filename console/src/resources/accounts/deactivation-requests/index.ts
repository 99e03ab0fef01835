import PersonOffIcon from '@mui/icons-material/PersonOff'
import type { ResourceViews } from '../../types.ts'
import type { ListedRequest } from './DeactivationActionButton.tsx'
import { DeactivationRequestList } from './DeactivationRequestList.tsx'

const deactivationRequest: ResourceViews = {
  list: DeactivationRequestList,
  icon: PersonOffIcon,
  recordRepresentation: (record) => (record as ListedRequest).nickname ?? (record as ListedRequest).userUuid
}

export default deactivationRequest
