import PhoneIcon from '@mui/icons-material/PhoneInTalk'
import type { PhoneValidation } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { PhoneValidationList } from './PhoneValidationList.tsx'

const phoneValidation: ResourceViews = {
  list: PhoneValidationList,
  icon: PhoneIcon,
  recordRepresentation: (record) => (record as PhoneValidation).phone
}

export default phoneValidation
