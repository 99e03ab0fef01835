import { createElement } from 'react'
import PhoneLockedIcon from '@mui/icons-material/PhoneLocked'
import { Create } from 'react-admin'
import type { PhoneWhitelistEntry } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { PhoneNumberForm, PhoneNumberList } from './PhoneNumberViews.tsx'

const PhoneNumberCreate = () => createElement(Create, { redirect: 'list' }, createElement(PhoneNumberForm))

const phoneNumber: ResourceViews = {
  list: PhoneNumberList,
  create: PhoneNumberCreate,
  icon: PhoneLockedIcon,
  recordRepresentation: (record) => (record as PhoneWhitelistEntry).phone
}

export default phoneNumber
