import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'

const MaskedError = Type.Object({
  name: Type.Literal('GeneralError'),
  message: Type.Literal('Internal server error'),
  code: Type.Literal(500),
  className: Type.Literal('general-error'),
  data: Type.Object({ requestId: Type.String() })
})

/** An unexpected failure on purpose, so an admin can watch it reach the error reporter. */
export const sentryTestingRoutes = routeGroup({
  raiseSentryTestError: {
    method: 'POST',
    path: '/sentry-testing',
    access: 'admin',
    summary: 'raise a test error to the error reporter; always answers 500',
    description:
      'Throws an unexpected error that takes the path of every real failure: the API masks it as a 500 carrying only the request id, ' +
      'and the error reporter receives the details (Sentry when SENTRY_DSN is set, the log otherwise). ' +
      'The 500 is the expected answer: look the request id up in Sentry or the log.',
    tags: ['status'],
    status: 500,
    result: MaskedError
  }
})
