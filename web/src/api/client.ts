import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io } from 'socket.io-client'

/** Where the user service lives; every call goes through this gateway prefix. */
export const userServicePath = 'api/user-service'
export const tokenStorageKey = 'spinroom-jwt'

/** One socket.io connection to the page's own origin, shared by every feature. */
export const socket = io({ path: '/socket.io' })

export const client = feathers()
  .configure(socketio(socket))
  .configure(authentication({ path: `${userServicePath}/authentication`, storageKey: tokenStorageKey }))

export type Client = typeof client
