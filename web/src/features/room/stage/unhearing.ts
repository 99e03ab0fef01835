import type { LiveRoomState } from '@spinroom/schemas'
import { songHas } from '../../playback/provider-choice.ts'
import { memberOf } from '../live-users.ts'

/**
 * Who in the room will not hear a song: those whose player told the room what it can play (updatePlayableProviders)
 * and can play none of the song's providers. The DJ sees them before their turn.
 */
export function unhearing(live: LiveRoomState, providers: Record<string, string>, djUuid: string): string[] {
  return Object.entries(live.allUserData)
    .filter(([uuid, data]) => uuid !== djUuid && data.playableProviders)
    .filter(([, data]) => !data.playableProviders!.some((provider) => songHas(providers, provider)))
    .map(([uuid]) => memberOf(live, uuid).nickname)
}
