import { bases, liveRoomPath, socketPath } from '@spinroom/schemas'
import { AUTH_PATH } from '../../../../lib/caller.ts'
import { API_KEY_PREFIX } from '../../../../auth/api-keys.ts'
import { PRIMUS_PATH } from '../primus/server.ts'

const users = bases.accounts.base

/** Where a token comes from: the same for both transports. */
export const tokens = [
  `Tokens are ES256 JWTs: \`POST ${users}/auth/login\` (a user), \`GET ${users}/auth/guest\` (a guest, who never DJs),`,
  `\`POST ${users}/users/sign-up-bot\` and \`GET ${users}/users/bot-token\` (a bot).`,
  `A service API key (\`${API_KEY_PREFIX}…\`) is taken too. A token that expires, is revoked or whose owner is banned`,
  'closes the connection.'
].join(' ')

export const socketioAuth = [
  `socket.io: connect to the server's origin with path \`${socketPath}\` and the token as socket.io's \`auth\``,
  `(\`io(origin, { path, auth: { accessToken } })\`): the connection is authenticated before the connect is answered,`,
  `and a refused token refuses the connect (\`connect_error\`, the Feathers error in its \`data\`). Or authenticate`,
  `once connected with the Feathers authentication client (\`path: '${AUTH_PATH}'\`): \`socket.emit('create',`,
  `'${AUTH_PATH}', { strategy: 'jwt', accessToken }, callback)\`, which also changes a connection's identity. ${tokens}`
].join(' ')

export const primusAuth = [
  `Primus (\`ttfm-socket\`): connect a WebSocket to \`${PRIMUS_PATH}?token=<access token>\`; \`ttfm-socket\` adds the`,
  `path and the query itself. A connection without a valid token is answered with why at its first frame, then closed`,
  `for good. ${tokens}`
].join(' ')

/** The numbering rules every client that keeps a room's state follows. */
export const numbering = [
  '## Numbering (`seq`)',
  '',
  "- Every message a room sends carries `seq`, the room's own counter: one more than the message before it.",
  "- `joinRoom` answers the room's `state` and the `seq` of the last message that state includes. Drop every",
  '  message whose `seq` that state already covers.',
  '- A message whose `seq` skips one, or whose `statePatch` (RFC 6902) does not apply to your state, means you',
  '  missed something: call `joinRoom` again and start over from its answer.',
  '- `updatedUserData` after a join (it fills `state.allUserData`) and `kickedFromRoom` go to one connection and',
  '  carry the number of the change they follow, without taking a number of their own.',
  '- Joins and leaves close together come as one `userJoined` (or `userLeft`) patch; its joiners share its `seq`.',
  '- `hiddenChatMessage` takes the number of a chat message from a user the receiver blocked, in its stead.',
  '',
  '## Primus',
  '',
  '`ttfm-socket` ignores `seq`: over Primus a client is never sent a change its state already holds (not even its own',
  "`userJoined`), and a client that fell behind gets the room's whole state as one patch",
  "`[{ op: 'replace', path: '', value: state }]` named `updatedUserData`."
].join('\n')

export const overview = [
  `The live room: the socket.io service \`${liveRoomPath}\`, whose methods are the room's actions and whose events`,
  'are its messages, and the same room over Primus for bots written for Turntable LIVE on `ttfm-socket`.',
  'Every action takes `{ roomUuid, ... }`; a refused one answers a Feathers error `{ name, message, code, className,',
  'data }` whose message names the failing field. A NUL in any string is a 400 naming the field.',
  '',
  '## Authentication',
  '',
  `- ${socketioAuth}`,
  `- ${primusAuth}`,
  '',
  numbering
].join('\n')
