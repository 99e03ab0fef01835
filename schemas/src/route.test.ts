import { describe, expect, it } from 'vitest'
import { serviceLocation } from './route.ts'

describe('serviceLocation: where a route lives as a Feathers service', () => {
  it('serves a path ending in a placeholder as its parent service, the placeholder as the id', () => {
    expect(serviceLocation({ method: 'GET', path: '/rooms/{slug}' })).toEqual({
      parent: '/rooms',
      idName: 'slug',
      method: 'get'
    })
    // Whatever the method: a POST with an id is `create` on the parent, which reads the id from the path.
    expect(serviceLocation({ method: 'POST', path: '/rooms/{slug}' })).toMatchObject({
      parent: '/rooms',
      method: 'create'
    })
    expect(serviceLocation({ method: 'DELETE', path: '/{id}' })).toEqual({
      parent: '/',
      idName: 'id',
      method: 'remove'
    })
  })

  it('keeps the placeholders before the last one in the parent, and serves a path without one as a collection', () => {
    expect(serviceLocation({ method: 'PATCH', path: '/rooms/{slug}/roles/{userUuid}' })).toEqual({
      parent: '/rooms/{slug}/roles',
      idName: 'userUuid',
      method: 'patch'
    })
    expect(serviceLocation({ method: 'GET', path: '/rooms/{slug}/roles' })).toEqual({
      parent: '/rooms/{slug}/roles',
      method: 'find'
    })
    expect(serviceLocation({ method: 'PUT', path: '/settings' })).toEqual({ parent: '/settings', method: 'update' })
  })
})
