import type { Account } from './accounts.ts'
import type { EveningCrowd } from './crowd.ts'
import type { Probes } from './probes.ts'
import type { Room, Stage } from './stage.ts'
import type { Tally } from './tally.ts'
import type { Traffic } from './traffic.ts'
import type { World } from './world.ts'

/** Everything a fault acts on and looks at while the evening runs. */
export interface Evening {
  world: World
  crowd: EveningCrowd
  stage: Stage
  traffic: Traffic
  probes: Probes
  tally: Tally
  admin: Account
  /** Accounts of the faults' own checks (a rate limit spent, a ban), unused by the load. */
  spares: Account[]
  /** A room without listeners where those checks happen. */
  probeRoom: Room
  /** Listeners seated in each room, by room uuid. */
  seated: Map<string, number>
  /** When the soak began (ms since the epoch). */
  startedAt: number
}

/** One check of a fault against the numbers. */
export interface Check {
  what: string
  ok: boolean
}

/** What a fault reports: when, what users saw, and its checks (what was lost is looked for after the soak). */
export interface FaultReport {
  name: string
  /** From the fault's start to its end, in ms since the epoch. */
  from: number
  to: number
  saw: string[]
  checks: Check[]
  /** Why it did not run, when it did not. */
  skipped?: string
}

export interface Fault {
  name: string
  run(evening: Evening): Promise<FaultReport>
}
