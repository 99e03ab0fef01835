import type { UserSignUp } from '@spinroom/schemas'
import { authenticateFor } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { createUser, usersEntity } from './entity.ts'

/** A new listener account, signed in at once. */
export async function signUp(call: Call<unknown, unknown, UserSignUp>) {
  await createUser(call.app, { ...call.body, roles: ['user'] })
  return authenticateFor(call.app, call.context.params, {
    strategy: 'local',
    email: call.body.email,
    password: call.body.password
  })
}

/** An administrator creates another administrator. */
export async function adminSignUp(call: Call<unknown, unknown, UserSignUp>) {
  return usersEntity.external(await createUser(call.app, { ...call.body, roles: ['user', 'admin'] }))
}
