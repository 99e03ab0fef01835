import type { Application } from '../declarations.ts'

// Paths come from route tables and entities at run time, so Feathers' typed service map (ServiceTypes) names none of
// them: these two functions are where a run-time path meets its service's type, once.

/** The service registered at `path`, as the caller knows it to be. */
export function serviceAt<S>(app: Application, path: string): S {
  return app.service(path as never) as unknown as S
}

/** Registers `service` at a run-time `path` with Feathers' service options (methods, events, koa middleware). */
export function useService(app: Application, path: string, service: object, options: Record<string, unknown>): void {
  app.use(path as never, service as never, options as never)
}
