import type { Application } from '../declarations.ts'

// Where a higher domain plugs into a lower one at setup, so that the lower one calls it without importing it
// (docs/contributing/architecture.md). Kept per app: the tests build several apps in one process.

/**
 * What higher domains do when something happens in a lower one: each runs in this process, in the order added, and
 * the lower domain awaits it (inside its transaction when it runs them there, so a reaction commits with it or not at
 * all; a throw refuses the whole change).
 */
export function reactions<A extends unknown[]>() {
  const byApp = new WeakMap<Application, ((...args: A) => Promise<void>)[]>()
  return {
    /** From the reacting domain's setup. */
    add(app: Application, reaction: (...args: A) => Promise<void>): void {
      byApp.set(app, [...(byApp.get(app) ?? []), reaction])
    },
    async run(app: Application, ...args: A): Promise<void> {
      for (const reaction of byApp.get(app) ?? []) await reaction(...args)
    }
  }
}

/** One implementation a higher domain provides at setup, which the lower one reads when it needs it. */
export function provided<T>(what: string) {
  const byApp = new WeakMap<Application, T>()
  return {
    /** From the providing domain's setup. */
    provide(app: Application, implementation: T): void {
      byApp.set(app, implementation)
    },
    get(app: Application): T {
      const implementation = byApp.get(app)
      if (!implementation) throw new Error(`No ${what}: the domain that provides it is not set up`)
      return implementation
    }
  }
}
