export { formatPrice } from '@spinroom/schemas'
