import type { core as en } from '../en/core.ts'
import type { Translated } from '../translated.ts'

/** La consola: acceso, menú, inicio, papeles, estado de los servicios. */
export const core: Translated<typeof en> = {
  spinroom: {
    title: 'Consola de Spinroom',
    auth: {
      who: 'Para moderadores y administradores',
      not_staff: 'Esta consola es para moderadores y administradores',
      session_expired: 'Su sesión ha caducado, vuelva a entrar',
      banned: 'Se le ha vetado: %{reason}',
      banned_until: 'Se le ha vetado: %{reason} (hasta %{until})',
      no_reason: 'sin motivo',
      deactivated: 'Su cuenta está desactivada.',
      signed_out: 'Se ha cerrado su sesión: %{reason}. Vuelva a entrar.',
      more: 'Otras formas de entrar',
      back: 'Volver a entrar',
      email: 'Correo electrónico',
      password: 'Contraseña',
      password_hint: 'Al menos 8 caracteres',
      nickname: 'Apodo',
      nickname_hint: 'Opcional: si no, se forma a partir del correo',
      sign_up_link: 'Crear cuenta',
      sign_up: 'Crear una cuenta',
      create_account: 'Crear cuenta',
      account_made: 'Su cuenta está lista.',
      staff_only:
        'Esta consola es para moderadores y administradores. Escuche, pinche y chatee en el reproductor; se abre con la sesión iniciada.',
      open_player: 'Abrir el reproductor',
      forgot_link: '¿Ha olvidado la contraseña?',
      forgot: '¿Ha olvidado su contraseña?',
      forgot_hint: 'Le enviamos por correo un código y un enlace para elegir una contraseña nueva',
      send_reset: 'Enviarme un código',
      reset_sent:
        'Si alguna cuenta usa %{email}, un código y un enlace van de camino. Ambos valen una vez, durante 30 minutos. Escriba aquí el código o abra el enlace.',
      reset_link: '¿Tiene un código?',
      reset: 'Elija una contraseña nueva',
      code: 'Código del correo',
      code_hint: 'Seis cifras',
      new_password: 'Contraseña nueva',
      set_password: 'Guardar la contraseña nueva',
      password_changed: 'Su contraseña ha cambiado. Entre con ella.',
      voucher_link: 'Canjear un vale',
      voucher: 'Canjear un vale',
      voucher_code: 'Código del vale',
      redeem: 'Canjear y crear la cuenta'
    },
    notices: {
      created: 'Se ha creado: %{name}',
      updated: 'Se han guardado los cambios: %{name} |||| Se han guardado %{smart_count}: %{name}',
      deleted: 'Se ha borrado: %{name} |||| Se han borrado %{smart_count}: %{name}'
    },
    domains: {
      accounts: 'Cuentas',
      points: 'Puntos y tienda',
      rooms: 'Salas',
      songs: 'Canciones',
      social: 'Social',
      playlists: 'Listas',
      payments: 'Pagos',
      audit: 'Auditoría'
    },
    dashboard: {
      welcome: 'Hola, %{name}',
      rooms_you_run: 'Las salas que lleva: abra una para verla en directo y moderarla',
      signed_in_as: 'Ha entrado como %{email}',
      roles: 'Papeles',
      links: 'En otros sitios',
      api_reference: 'Referencia de la API',
      api_reference_hint: 'Cada punto de acceso, su esquema y quién puede llamarlo',
      player: 'Reproductor',
      player_hint: 'Las salas de escucha, como las ven los miembros'
    },
    operations: {
      title: 'La noche de un vistazo',
      hint: 'Cifras en directo, actualizadas cada 10 segundos; la tasa de errores es la del proceso de la API que respondió',
      live_rooms: 'Salas en directo',
      listeners: '%{smart_count} persona en salas |||| %{smart_count} personas en salas',
      room_listeners: '%{name}: %{smart_count} persona |||| %{name}: %{smart_count} personas',
      uploads_waiting: 'Subidas pendientes',
      uploads_hint: 'de un moderador: en conversión, luego por revisar',
      jobs: 'Tareas en cola',
      queue: '%{queue}: %{queued} en cola, %{active} en curso, %{failed} fallidas',
      error_rate: 'Tasa de errores',
      error_window: '%{errors} errores del servidor en %{requests} peticiones, últimos %{minutes} minutos',
      providers: 'Proveedores de música',
      provider_answering: 'Responde',
      provider_not_answering: 'No responde',
      provider_not_configured: 'Sin configurar',
      updated: 'Actualizado a las %{time}'
    },
    status: {
      menu: 'Estado de los servicios',
      title: 'Estado de los servicios',
      refresh: 'Actualizar',
      version: 'Versión',
      uptime: 'En marcha',
      started: 'Arrancó el %{date}',
      database: 'Base de datos',
      reachable: 'Accesible, %{latency} ms (%{dialect})',
      unreachable: 'Inaccesible (%{dialect})',
      node: 'Node.js',
      down: 'No responde: %{message}',
      days: '%{smart_count} d',
      hours: '%{smart_count} h',
      minutes: '%{smart_count} min',
      providers: {
        title: 'Proveedores de música',
        hint: 'Para qué proveedores está preparado este servidor y si cada uno responde ahora a una llamada real',
        provider: 'Proveedor',
        settings: 'Ajustes',
        now: 'Ahora',
        configured: 'Preparado',
        missing: 'Sin preparar: define %{settings}',
        not_asked: 'Sin consultar (sin preparar)',
        answering: 'Responde, %{latency} ms',
        not_answering: 'No responde: %{message}'
      },
      seconds: '%{smart_count} s'
    },
    empty_value: '—'
  }
}
