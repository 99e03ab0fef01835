import type { Params } from '@feathersjs/feathers'
import type { LiveActionResult, LiveRoomActionName } from '@spinroom/schemas'

/** A service method: takes the raw data and the call's params. */
export type Method<N extends LiveRoomActionName> = (data: unknown, params: Params) => Promise<LiveActionResult<N>>
/** The live room service's methods: one per action of `liveRoomActions`. */
export type LiveRoomMethods = { [N in LiveRoomActionName]: Method<N> }
