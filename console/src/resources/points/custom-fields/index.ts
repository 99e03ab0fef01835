import { createElement } from 'react'
import TuneIcon from '@mui/icons-material/Tune'
import { Create, Edit } from 'react-admin'
import type { CustomField } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { CustomFieldForm, CustomFieldList } from './CustomFieldViews.tsx'

const CustomFieldCreate = () => createElement(Create, { redirect: 'list' }, createElement(CustomFieldForm))
const CustomFieldEdit = () =>
  createElement(
    Edit,
    { mutationMode: 'pessimistic', redirect: 'list' },
    createElement(CustomFieldForm, { editing: true })
  )

const customField: ResourceViews = {
  list: CustomFieldList,
  create: CustomFieldCreate,
  edit: CustomFieldEdit,
  icon: TuneIcon,
  recordRepresentation: (record) => `${(record as CustomField).entity}.${(record as CustomField).key}`
}

export default customField
