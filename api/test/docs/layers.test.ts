// The API's layer order in `npm run lint` (eslint.config.js, docs/contributing/architecture.md): an import down the
// order passes, one up or sideways fails, and a file of no layer fails; the console's domains and the player's features
// import no other but where a page gathers them.
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')
const eslint = new ESLint({ cwd: root })

/** The boundary rules' messages for a file holding `line`, linted as if it were at `file`. */
async function boundaryErrors(file: string, line: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${line}\nexport const y = 1\n`, { filePath: join(root, file) })
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message)
}

const passes: [string, string][] = [
  ['api/src/lib/x.ts', "import { NotFound } from '../errors.ts'"],
  ['api/src/lib/x.ts', "import type { Application } from '../declarations.ts'"],
  ['api/src/errors.ts', "import { serviceAt } from './lib/service-at.ts'"],
  ['api/src/auth/x.ts', "import { usersEntity } from '../services/accounts/users/entity.ts'"],
  ['api/src/services/accounts/x.ts', "import { issueToken } from '../../auth/authentication.ts'"],
  ['api/src/services/rooms/x.ts', "import { nextSong } from '../playlists/crates/queue.ts'"],
  ['api/src/services/rooms/x.ts', "import { withPlayback } from '../songs/catalogue/playback.ts'"],
  ['api/src/services/social/x.ts', "import { findRoom } from '../rooms/room-lookup.ts'"],
  ['api/src/declarations.ts', "import type { RoomRow } from './services/rooms/room-lookup.ts'"],
  ['api/src/services/index.ts', "import { blockersOf } from './social/blocks/blocks.ts'"],
  ['api/src/demo/x.ts', "import { blockersOf } from '../services/social/blocks/blocks.ts'"],
  ['console/src/resources/accounts/users/X.tsx', "import { AvatarImage } from '../../points/avatars/AvatarImage.tsx'"],
  ['console/src/resources/points/avatars/X.tsx', "import { EnumField } from '../../shared/EnumField.tsx'"],
  ['web/src/features/session/x.ts', "import { LoadState } from '../shared/LoadState.tsx'"],
  ['web/src/features/room/x.ts', "import { ChatPanel } from '../chat/ChatPanel.tsx'"],
  ['web/src/features/shell/x.ts', "await import('../room/return-to-room.ts')"],
  ['web/src/routes.tsx', "import { MeScreen } from './features/me/MeScreen.tsx'"]
]

const fails: [string, string, string][] = [
  ['api/src/lib/x.ts', "import { findRoom } from '../services/rooms/room-lookup.ts'", 'lib may not import rooms'],
  ['api/src/lib/x.ts', "import { seed } from '../demo/seed.ts'", 'lib may not import app'],
  ['api/src/errors.ts', "import { findRoom } from './services/rooms/room-lookup.ts'", 'lib may not import rooms'],
  ['api/src/bus.ts', "import { issueToken } from './auth/authentication.ts'", 'lib may not import accounts'],
  ['api/src/services/accounts/x.ts', "import { awardPoints } from '../points/points/points.ts'", 'accounts may not'],
  ['api/src/services/accounts/x.ts', "import { createApp } from '../../app.ts'", 'accounts may not import app'],
  ['api/src/services/songs/x.ts', "import { nextSong } from '../playlists/crates/queue.ts'", 'songs may not'],
  ['api/src/services/rooms/x.ts', "import { blockersOf } from '../social/blocks/blocks.ts'", 'rooms may not'],
  ['api/src/services/rooms/x.ts', "export { blockersOf } from '../social/blocks/blocks.ts'", 'rooms may not'],
  ['api/src/services/rooms/x.ts', "await import('../social/blocks/blocks.ts')", 'rooms may not import social'],
  ['api/src/services/points/x.ts', "import { stripe } from '../payments/stripe.ts'", 'points may not'],
  ['api/src/services/rooms/x.ts', "import { type Application } from '../../declarations.ts'", 'may not import'],
  ['api/src/declarations.ts', "import { findRoom } from './services/rooms/room-lookup.ts'", 'may not import rooms'],
  [
    'console/src/resources/points/avatars/X.tsx',
    "import { UserShow } from '../../accounts/users/UserShow.tsx'",
    'points may'
  ],
  [
    'console/src/resources/shared/X.tsx',
    "import { AvatarImage } from '../points/avatars/AvatarImage.tsx'",
    'shared may'
  ],
  ['web/src/api/x.ts', "import { useSession } from '../features/session/useSession.ts'", 'web-base may not'],
  ['web/src/features/shared/x.ts', "import { useSession } from '../session/useSession.ts'", 'web-shared may not'],
  ['web/src/features/rooms/x.ts', "import { RoomScreen } from '../room/RoomScreen.tsx'", 'web-rooms may not'],
  ['web/src/features/playback/x.ts', "await import('../room/RoomScreen.tsx')", 'web-playback may not import web-room'],
  ['web/src/live-docs/x.ts', "import { api } from '../api/client.ts'", 'web-live-docs may not']
]

describe('the layers of the API, the console and the player', () => {
  // ESLint loads its parsers and plugins on the first file: that takes the hook's time, not a test's.
  beforeAll(() => boundaryErrors('api/src/lib/x.ts', ''))

  it.each(passes)('%s may %s', async (file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([])
  })

  it.each(fails)('%s may not %s', async (file, line, message) => {
    expect((await boundaryErrors(file, line)).join('\n')).toContain(message)
  })

  it.each(['api/src/helpers.ts', 'web/src/helpers.ts', 'web/src/features/new-feature/x.ts'])(
    'gives every file a layer: %s',
    async (file) => {
      expect(await boundaryErrors(file, '')).toEqual([
        'File does not match any file pattern and does not belong to any known element'
      ])
    }
  )
})
