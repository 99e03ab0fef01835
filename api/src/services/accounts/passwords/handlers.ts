import type { passwordRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { adminChangePassword, changePassword, forgotPassword, resetPassword, setPassword } from './passwords.ts'

export const passwordHandlers: Handlers<typeof passwordRoutes> = {
  changePassword,
  forgotPassword,
  resetPassword,
  setPassword,
  adminChangePassword
}
