import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { accounts } from './accounts.ts'
import { audit } from './audit.ts'
import { core } from './core.ts'
import { enumWords } from './enums.ts'
import { payments } from './payments.ts'
import { playlists } from './playlists.ts'
import { points } from './points.ts'
import { raSpanish } from './ra.ts'
import { rooms } from './rooms.ts'
import { shared } from './shared.ts'
import { social } from './social.ts'
import { songs } from './songs.ts'

type Part = { spinroom?: object; resources?: object }
const parts: Part[] = [core, shared, enumWords, accounts, points, rooms, songs, social, playlists, payments, audit]

/** react-admin's messages and the console's own keys in Spanish, each file typed as its English twin. */
export const es: TranslationMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, ...raSpanish },
  spinroom: Object.assign({}, ...parts.map((part) => part.spinroom)),
  resources: Object.assign({}, ...parts.map((part) => part.resources))
}
