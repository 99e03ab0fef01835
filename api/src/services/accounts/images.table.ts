import { Type } from '@sinclair/typebox'
import { IdParams, UserImageQuery, UserImageSchema, UserImageUploadSchema } from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { deleteImage, imageOwner, readImage, uploadImage } from './images/images.ts'

const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'image/webp' })

/** Profile and cover pictures. */
export const imageEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/users/images',
    access: 'user',
    summary: 'upload a profilePicture or coverPicture (multipart: kind, image); resized to 128, 256, 500 and 1024',
    body: UserImageUploadSchema,
    result: UserImageSchema,
    status: 201,
    consumes: 'multipart/form-data',
    handler: uploadImage
  }),
  endpoint({
    method: 'GET',
    path: '/users/images/{id}',
    access: 'public',
    summary: 'an image (image/webp) at one of its sizes',
    params: IdParams,
    query: UserImageQuery,
    result: ImageBytes,
    produces: 'image/webp',
    handler: readImage
  }),
  endpoint({
    method: 'DELETE',
    path: '/users/images/{id}',
    access: 'self',
    summary: "delete one's own image; 403 'Unauthorized to delete' for someone else's",
    params: IdParams,
    result: UserImageSchema,
    owner: imageOwner,
    forbidden: 'Unauthorized to delete',
    handler: deleteImage
  })
]
