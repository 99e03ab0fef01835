import { isAdmin } from '@spinroom/schemas'

/** Whether an account may upload songs: the API lets administrators, and whoever holds `uploadMusic`. */
export const canUpload = (roles: readonly string[], capabilities: readonly string[] | undefined): boolean =>
  isAdmin(roles) || !!capabilities?.includes('uploadMusic')
