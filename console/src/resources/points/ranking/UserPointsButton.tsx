import { usePermissions, useRecordContext } from 'react-admin'
import { isAdmin, type User, type UserRole } from '@spinroom/schemas'
import { PointsAdjustmentButton } from './PointsAdjustmentButton.tsx'

/** On a user's page: adjust that user's points (administrators only, as the API requires). */
export const UserPointsButton = () => {
  const user = useRecordContext<User>()
  const { permissions } = usePermissions<UserRole[]>()
  if (!user || !isAdmin(permissions)) return null
  return <PointsAdjustmentButton user={user} />
}
