import AutorenewIcon from '@mui/icons-material/Autorenew'
import type { ResourceViews } from '../../types.ts'
import { SubscriptionList } from './SubscriptionList.tsx'

const subscription: ResourceViews = {
  list: SubscriptionList,
  icon: AutorenewIcon,
  recordRepresentation: 'providerSubscriptionId'
}

export default subscription
