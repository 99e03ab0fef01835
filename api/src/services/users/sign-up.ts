import type { UserSignUp } from '@spinroom/schemas'
import { AUTH_PATH, toAuthResult } from '../../auth/authentication.ts'
import type { Call } from '../../lib/endpoint.ts'
import { createUser, usersEntity } from './user.entity.ts'

/** `POST /users/sign-up`: a new listener account, signed in at once. */
export async function signUp(call: Call<unknown, unknown, UserSignUp>) {
  await createUser(call.app, { ...call.body, roles: ['user'] })
  const auth = call.app.service(AUTH_PATH as never) as unknown as { create(data: object, params: object): Promise<never> }
  return toAuthResult(await auth.create({ strategy: 'local', email: call.body.email, password: call.body.password }, { provider: call.context.params.provider }))
}

/** `POST /users/admin/sign-up`: an administrator creates another administrator. */
export async function adminSignUp(call: Call<unknown, unknown, UserSignUp>) {
  return usersEntity.external(await createUser(call.app, { ...call.body, roles: ['user', 'admin'] }))
}
