import type { imageRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { deleteImage, imageOwner, readImage, uploadImage } from './images.ts'

export const imageHandlers: Handlers<typeof imageRoutes> = {
  uploadUserImage: uploadImage,
  getUserImage: readImage,
  deleteUserImage: { handler: deleteImage, owner: imageOwner }
}
