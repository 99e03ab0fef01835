import { Type } from '@sinclair/typebox'
import { IdParams } from '../common.ts'
import { UserImageQuery, UserImageSchema, UserImageUploadSchema } from './image.ts'
import { routeGroup } from '../route.ts'

const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'image/webp' })

export const imageRoutes = routeGroup({
  uploadUserImage: {
    method: 'POST',
    path: '/users/images',
    access: 'user',
    summary: 'upload a profilePicture or coverPicture (multipart: kind, image); resized to 128, 256, 500 and 1024',
    body: UserImageUploadSchema,
    result: UserImageSchema,
    status: 201,
    consumes: 'multipart/form-data'
  },
  getUserImage: {
    method: 'GET',
    path: '/users/images/{id}',
    access: 'public',
    summary: 'an image (image/webp) at one of its sizes',
    params: IdParams,
    query: UserImageQuery,
    result: ImageBytes,
    produces: 'image/webp'
  },
  deleteUserImage: {
    method: 'DELETE',
    path: '/users/images/{id}',
    access: 'self',
    summary: "delete one's own image; 403 'Unauthorized to delete' for someone else's",
    params: IdParams,
    result: UserImageSchema,
    forbidden: 'Unauthorized to delete'
  }
})
