import type { TranslationMessages } from 'react-admin'

/** react-admin's own texts in Spanish (the keys of ra-language-english 5). */
export const raSpanish: TranslationMessages['ra'] = {
  action: {
    add_filter: 'Añadir filtro',
    add: 'Añadir',
    back: 'Volver',
    bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    cancel: 'Cancelar',
    clear_array_input: 'Vaciar la lista',
    clear_input_value: 'Borrar valor',
    clone: 'Duplicar',
    confirm: 'Confirmar',
    create: 'Crear',
    create_item: 'Crear %{item}',
    delete: 'Borrar',
    edit: 'Editar',
    export: 'Exportar',
    list: 'Lista',
    refresh: 'Actualizar',
    remove_filter: 'Quitar este filtro',
    remove_all_filters: 'Quitar todos los filtros',
    remove: 'Quitar',
    reset: 'Restablecer',
    save: 'Guardar',
    search: 'Buscar',
    search_columns: 'Buscar columnas',
    select_all: 'Seleccionar todo',
    select_all_button: 'Seleccionar todo',
    select_row: 'Seleccionar esta fila',
    show: 'Ver',
    sort: 'Ordenar',
    undo: 'Deshacer',
    unselect: 'Deseleccionar',
    expand: 'Desplegar',
    close: 'Cerrar',
    open_menu: 'Abrir menú',
    close_menu: 'Cerrar menú',
    update: 'Actualizar',
    move_up: 'Subir',
    move_down: 'Bajar',
    open: 'Abrir',
    toggle_theme: 'Cambiar entre modo claro y oscuro',
    select_columns: 'Columnas',
    update_application: 'Recargar la aplicación'
  },
  boolean: { true: 'Sí', false: 'No', null: ' ' },
  page: {
    create: 'Crear %{name}',
    dashboard: 'Inicio',
    edit: '%{name} %{recordRepresentation}',
    error: 'Algo ha fallado',
    list: '%{name}',
    loading: 'Cargando',
    not_found: 'No encontrado',
    show: '%{name} %{recordRepresentation}',
    empty: 'Aún no hay %{name}.',
    invite: '¿Quiere añadir uno?',
    access_denied: 'Acceso denegado',
    authentication_error: 'Error de autenticación'
  },
  input: {
    file: {
      upload_several: 'Suelte aquí algunos archivos, o haga clic para elegir uno.',
      upload_single: 'Suelte aquí un archivo, o haga clic para elegirlo.'
    },
    image: {
      upload_several: 'Suelte aquí algunas imágenes, o haga clic para elegir una.',
      upload_single: 'Suelte aquí una imagen, o haga clic para elegirla.'
    },
    references: {
      all_missing: 'No se encuentran los datos de referencia.',
      many_missing: 'Al menos una de las referencias asociadas ya no está disponible.',
      single_missing: 'La referencia asociada ya no está disponible.'
    },
    password: { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' }
  },
  message: {
    about: 'Acerca de',
    access_denied: 'No tiene permiso para ver esta página',
    are_you_sure: '¿Está seguro?',
    authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron comprobar sus credenciales.',
    auth_error: 'Error al validar el token de autenticación.',
    bulk_delete_content:
      '¿Seguro que quiere borrar este %{name}? |||| ¿Seguro que quiere borrar estos %{smart_count} elementos?',
    bulk_delete_title: 'Borrar %{name} |||| Borrar %{smart_count} %{name}',
    bulk_update_content:
      '¿Seguro que quiere actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quiere actualizar estos %{smart_count} elementos?',
    bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
    clear_array_input: '¿Seguro que quiere vaciar toda la lista?',
    delete_content: '¿Seguro que quiere borrar este %{name}?',
    delete_title: 'Borrar %{name} %{recordRepresentation}',
    details: 'Detalles',
    error: 'Hubo un error en el cliente y no se pudo completar su petición.',
    invalid_form: 'El formulario no es válido. Revise los errores',
    loading: 'Espere, por favor',
    no: 'No',
    not_found: 'La dirección está mal escrita o el enlace no es correcto.',
    select_all_limit_reached:
      'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.',
    unsaved_changes: 'Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?',
    yes: 'Sí',
    placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.'
  },
  navigation: {
    clear_filters: 'Quitar filtros',
    no_filtered_results: 'No se encontró ningún %{name} con los filtros actuales.',
    no_results: 'No se encontró ningún %{name}',
    no_more_results: 'La página %{page} está fuera de rango. Pruebe la página anterior.',
    page_out_of_boundaries: 'La página %{page} está fuera de rango',
    page_out_from_end: 'No hay páginas después de la última',
    page_out_from_begin: 'No hay páginas antes de la 1',
    page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
    current_page: 'Página %{page}',
    page: 'Ir a la página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    page_rows_per_page: 'Filas por página:',
    skip_nav: 'Saltar al contenido'
  },
  sort: { sort_by: 'Ordenar por %{field_lower_first} %{order}', ASC: 'ascendente', DESC: 'descendente' },
  auth: {
    auth_check_error: 'Inicie sesión para continuar',
    user_menu: 'Perfil',
    username: 'Correo electrónico',
    password: 'Contraseña',
    email: 'Correo electrónico',
    sign_in: 'Entrar',
    sign_in_error: 'Falló la autenticación, inténtelo de nuevo',
    logout: 'Cerrar sesión'
  },
  notification: {
    updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
    created: 'Elemento creado',
    deleted: 'Elemento borrado |||| %{smart_count} elementos borrados',
    bad_item: 'Elemento incorrecto',
    item_doesnt_exist: 'El elemento no existe',
    http_error: 'Error de comunicación con el servidor',
    data_provider_error: 'Error del dataProvider. Revise la consola para más detalles.',
    i18n_error: 'No se pudieron cargar las traducciones del idioma elegido',
    canceled: 'Acción cancelada',
    logged_out: 'Su sesión ha terminado, vuelva a conectarse.',
    not_authorized: 'No tiene autorización para acceder a este recurso.',
    application_update_available: 'Hay una versión nueva disponible.',
    offline: 'Sin conexión. No se pudieron obtener los datos.'
  },
  validation: {
    required: 'Obligatorio',
    minLength: 'Debe tener al menos %{min} caracteres',
    maxLength: 'Debe tener %{max} caracteres o menos',
    minValue: 'Debe ser al menos %{min}',
    maxValue: 'Debe ser %{max} o menos',
    number: 'Debe ser un número',
    email: 'Debe ser un correo electrónico válido',
    oneOf: 'Debe ser uno de: %{options}',
    regex: 'Debe tener un formato concreto (regexp): %{pattern}',
    unique: 'Debe ser único'
  },
  saved_queries: {
    label: 'Consultas guardadas',
    query_name: 'Nombre de la consulta',
    new_label: 'Guardar la consulta actual...',
    new_dialog_title: 'Guardar la consulta actual como',
    remove_label: 'Quitar la consulta guardada',
    remove_label_with_name: 'Quitar la consulta "%{name}"',
    remove_dialog_title: '¿Quitar la consulta guardada?',
    remove_message: '¿Seguro que quiere quitar ese elemento de sus consultas guardadas?',
    help: 'Filtre la lista y guarde esta consulta para más tarde'
  },
  guesser: { empty: { title: 'No hay datos que mostrar', message: 'Revise su proveedor de datos' } },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector',
      content: 'Pase el ratón por los elementos de la interfaz para configurarlos',
      reset: 'Restablecer ajustes',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo'
    },
    Datagrid: { title: 'Tabla', unlabeled: 'Columna sin título #%{column}' },
    SimpleForm: { title: 'Formulario', unlabeled: 'Campo sin título #%{input}' },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario'
    }
  }
}
