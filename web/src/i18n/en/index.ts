import chat from './chat.json'
import core from './core.json'
import crates from './crates.json'
import frontDoor from './frontDoor.json'
import me from './me.json'
import messages from './messages.json'
import nav from './nav.json'
import payments from './payments.json'
import playback from './playback.json'
import room from './room.json'
import rooms from './rooms.json'
import search from './search.json'
import session from './session.json'
import social from './social.json'
import uploads from './uploads.json'

/** The player's English texts: one file per feature, each under its own top-level key. */
export const en = {
  ...chat,
  ...core,
  ...crates,
  ...frontDoor,
  ...me,
  ...messages,
  ...nav,
  ...payments,
  ...playback,
  ...room,
  ...rooms,
  ...search,
  ...session,
  ...social,
  ...uploads
}
