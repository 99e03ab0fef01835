import PhoneLockedIcon from '@mui/icons-material/PhoneLocked'
import type { PhoneWhitelistEntry } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { PhoneNumberCreate } from './PhoneNumberCreate.tsx'
import { PhoneNumberList } from './PhoneNumberList.tsx'

const phoneNumber: ResourceViews = {
  list: PhoneNumberList,
  create: PhoneNumberCreate,
  icon: PhoneLockedIcon,
  recordRepresentation: (record) => (record as PhoneWhitelistEntry).phone
}

export default phoneNumber
