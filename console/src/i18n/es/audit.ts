import type { audit as en } from '../en/audit.ts'

/** Auditoría: acciones de moderación. */
export const audit: typeof en = {
  resources: {
    'moderation-actions': {
      name: 'Acción de moderación |||| Acciones de moderación',
      fields: {
        id: 'ID',
        actionType: 'Acción',
        targetUserUuid: 'Usuario',
        moderatorUuid: 'Por',
        roomUuid: 'Sala',
        reason: 'Motivo',
        details: 'Detalles',
        createdAt: 'Cuándo',
        q: 'Buscar'
      }
    }
  }
}
