import { createElement } from 'react'
import LocalActivityIcon from '@mui/icons-material/LocalActivity'
import { Create, Edit } from 'react-admin'
import type { Consumable } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { ConsumableForm, ConsumableList } from './ConsumableViews.tsx'

const ConsumableCreate = () => createElement(Create, { redirect: 'list' }, createElement(ConsumableForm))
const ConsumableEdit = () =>
  createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, createElement(ConsumableForm))

const consumable: ResourceViews = {
  list: ConsumableList,
  create: ConsumableCreate,
  edit: ConsumableEdit,
  icon: LocalActivityIcon,
  recordRepresentation: (record) => (record as Consumable).name
}

export default consumable
