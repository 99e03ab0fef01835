import { playerPaths, type Crate } from '@spinroom/schemas'

/** The page of a crate: /crates/queue and /crates/likes for the special ones, else by uuid. */
export const crateLink = (crate: Pick<Crate, 'crateUuid' | 'special'>) =>
  `${playerPaths.crates}/${crate.special ?? crate.crateUuid}`
