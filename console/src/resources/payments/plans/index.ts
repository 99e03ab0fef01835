import CardMembershipIcon from '@mui/icons-material/CardMembership'
import type { Product } from '@spinroom/schemas'
import type { ResourceViews } from '../../types.ts'
import { productCreate, productEdit } from '../products/index.ts'
import { PlanList } from './PlanList.tsx'

const plan: ResourceViews = {
  list: PlanList,
  create: productCreate(true),
  edit: productEdit(true),
  icon: CardMembershipIcon,
  recordRepresentation: (record) => (record as Product).name
}

export default plan
