import { useRecordContext } from 'react-admin'
import { routes, type User } from '@spinroom/schemas'
import { useCanCall } from '../../../auth/access.ts'
import { PointsAdjustmentButton } from './PointsAdjustmentButton.tsx'

/** On a user's page: adjust that user's points (to whoever may call the points route). */
export const UserPointsButton = () => {
  const user = useRecordContext<User>()
  const allowed = useCanCall(routes.points.handlePoints)
  if (!user || !allowed) return null
  return <PointsAdjustmentButton user={user} />
}
