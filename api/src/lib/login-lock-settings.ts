/** When failed password logins lock (docs/configuration "Rate limits"). */
export interface LoginLockSettings {
  /** Failures on one account from one address that lock that account for that address. */
  perAccountAddress: number
  /** Failures on one account from any addresses that lock it, except for addresses it signed in from. */
  perAccount: number
  /** Failures from one address, whatever the accounts, that lock the address. */
  perAddress: number
  /** Failures count within this many minutes of the first one. */
  windowMinutes: number
  lockMinutes: number
  /** How long an address an account signed in from stays exempt from that account's lock. */
  knownAddressDays: number
}

export const defaultLoginLocks: LoginLockSettings = {
  perAccountAddress: 10,
  perAccount: 100,
  perAddress: 50,
  windowMinutes: 15,
  lockMinutes: 15,
  knownAddressDays: 30
}

/** Each setting's environment variable. */
export const loginLockVariables: Record<keyof LoginLockSettings, string> = {
  perAccountAddress: 'LOGIN_FAILURES_PER_ACCOUNT_ADDRESS',
  perAccount: 'LOGIN_FAILURES_PER_ACCOUNT',
  perAddress: 'LOGIN_FAILURES_PER_ADDRESS',
  windowMinutes: 'LOGIN_FAILURE_WINDOW_MINUTES',
  lockMinutes: 'LOGIN_LOCK_MINUTES',
  knownAddressDays: 'LOGIN_KNOWN_ADDRESS_DAYS'
}

/** Each setting from its variable (a whole number, at least 1; days may be 0: no address is exempt), or its default. */
export function loginLockSettings(env: NodeJS.ProcessEnv): LoginLockSettings {
  const entries = Object.entries(loginLockVariables).map(([key, variable]) => {
    const value = env[variable]
    const least = key === 'knownAddressDays' ? 0 : 1
    const n = Number(value)
    if (value && !(Number.isInteger(n) && n >= least))
      throw new Error(`${variable}: expected a whole number of at least ${least}`)
    return [key, value ? n : defaultLoginLocks[key as keyof LoginLockSettings]]
  })
  return Object.fromEntries(entries) as LoginLockSettings
}
