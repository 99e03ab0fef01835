import { consolePaths } from '@spinroom/schemas'

/** The login page's other views, named in its address: `#/login?view=forgot`. */
export const authViews = ['sign-up', 'forgot', 'reset', 'voucher'] as const
export type AuthView = (typeof authViews)[number]

const isAuthView = (value: string | null): value is AuthView =>
  (authViews as readonly (string | null)[]).includes(value)

/** The view an address names (null: the login form) and a reset link's token. */
export function readAuthView(search: string): { view: AuthView | null; token: string | null } {
  const params = new URLSearchParams(search)
  const view = params.get('view')
  return { view: isAuthView(view) ? view : null, token: params.get('token')?.trim() || null }
}

/** Where a view is, for links inside the console. */
export const authViewPath = (view: AuthView) => `${consolePaths.login}?view=${view}`
