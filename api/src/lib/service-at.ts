import type { Application } from '../declarations.ts'

/** The service registered at `path`, as the caller knows it to be. */
export function serviceAt<S>(app: Application, path: string): S {
  // Paths come from route tables and entities at run time, so Feathers' typed service map cannot name them.
  return app.service(path as never) as unknown as S
}
