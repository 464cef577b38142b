// SPDX-License-Identifier: Apache-2.0
/// The command line's Spanish table. Keep entries in ``CLITextKey`` order; mirrors `CLIEnglishTexts`.
enum CLISpanishTexts {
    static let table: [CLITextKey: String] = [
        .errorInvalidChoice: "valor \"{value}\" no válido para {option}; se admite: {allowed}",
        .policyPresetsTitle: "Políticas incluidas (úsalas con --policy NOMBRE):",
        .helpOptionConfirm: "En un terminal, pide la contraseña dos veces y se detiene si no coinciden.",
        .confirmPrompt: "Confirma la contraseña: ",
        .confirmNeedsTerminal: "--confirm pide la contraseña dos veces en un terminal; la entrada estándar no lo es",
        .cognitoLoginForeignCallback:
            "se rechazó una petición a la redirección sin el state de este inicio de sesión (una página web u otro inicio de sesión); se sigue esperando",
        .policyPatternStopped: "{error} (detenido en la línea {line} de la entrada; los registros anteriores se escribieron)",
        .helpOptionCheckStrength:
            "Valora también cada contraseña con este medidor de fuerza (JSON: un objeto \"strength\" con bars, color y label).",
        .helpStrength: "Valora contraseñas (una por línea en la entrada estándar) con un medidor de fuerza de cuatro barras.",
        .helpStrengthDiscussion:
            "Modelos: guesses (por defecto; estimación de intentos al estilo de zxcvbn, con consejos), checklist (los cinco criterios del artículo en español), checklist-basic (los cuatro del artículo en inglés). Estado de salida (gana el peor): 0 normalmente; 1 si una contraseña tiene menos barras que --minimum-bars; 2 ante un error de uso (no se leyó nada); 3 si la API de rangos de contraseñas filtradas no respondió; 4 si una línea no es UTF-8 o un registro no se pudo leer. Con --breached, una contraseña filtrada recibe una barra roja. En un terminal, la contraseña se pide sin eco.",
        .helpOptionModel: "El medidor: guesses, checklist o checklist-basic.",
        .helpOptionAllowMissingExp:
            "Acepta un token sin caducidad (exp). Cognito siempre la pone, así que por omisión ese token se rechaza (missing-exp): valdría para siempre.",
        .helpOptionJWKSMaxAge:
            "Segundos durante los que sirve un conjunto de claves de la caché en disco (3600 por omisión, 604800 como máximo); uno más antiguo se vuelve a descargar y, si falla, las claves no están disponibles (salida 2).",
        .invalidJWKSMaxAge: "--jwks-max-age debe ser de 0 a 604800 segundos, no {value}",
        .helpOptionExtraWords:
            "Un archivo de palabras que el medidor guesses considera fáciles de adivinar (los nombres de tu producto, empresa y sitio), una por línea, las más probables primero; como máximo 1.000.000 de palabras de 256 bytes.",
        .helpOptionStrengthEmail:
            "El correo electrónico del usuario: el modelo guesses lo considera (a él y a sus partes) fácil de adivinar.",
        .helpOptionStrengthName:
            "El nombre del usuario: el modelo guesses lo considera (a él y a sus palabras) fácil de adivinar.",
        .helpOptionMinimumBars: "Termina con estado 1 si alguna contraseña tiene menos barras que estas.",
        .helpOptionAttacker:
            "De quién es el tiempo de descifrado mostrado: bcrypt:COSTE, scrypt:N,R,P, argon2id:MEMORIA_KIB,ITERACIONES, pbkdf2-sha256:ITERACIONES, online-throttled u online-unthrottled (velocidades de una RTX 4090; docs/strength.md). Las barras no cambian.",
        .helpOptionLanguages:
            "Los idiomas cuyas palabras comunes, nombres y teclados conoce el medidor guesses: una lista separada por comas de en, es, de, fr, it, nl, pt (también pt-BR), o all (por defecto: en,es). Los consejos siguen en --language.",
        .strengthGuessesAttacker: "(10^{log} intentos; {time} contra {attacker})",
        .invalidMinimumBars: "--minimum-bars debe ser de 1 a 4, no {value}",
        .strengthError: "error",
        .strengthGuesses: "(10^{log} intentos; {time} sin conexión contra un hash lento)",
        .strengthSummary: "{total} contraseñas: {parts}",
        .strengthSummaryBars: "{count} {label}",
        .strengthSummaryUnreadable: "{count} no UTF-8",
        .helpRoot: "Comprueba contraseñas, emails y tokens antes de un grupo de usuarios de Amazon Cognito.",
        .helpCheck: "Comprueba contraseñas (una por línea en la entrada estándar) con una política de contraseñas de Cognito.",
        .helpCheckDiscussion:
            "Estado de salida (gana el peor): 0 si todas las contraseñas son válidas, 1 si alguna no lo es, 2 ante un error de uso o de política (o un índice de contraseñas filtradas dañado; no se leyó nada), 3 si la API de rangos de contraseñas filtradas no respondió para alguna contraseña (se rechaza salvo con --breached-fail-open), 4 si un registro no se pudo leer (una fila CSV que no se analiza, una línea JSON sin el campo). En un terminal, la contraseña se pide sin eco.",
        .helpPolicy:
            "Políticas de contraseñas: lista las incluidas, muestra, revisa y compara archivos de política, lee la de un grupo real.",
        .helpPolicyList: "Lista las políticas incluidas.",
        .helpPolicyShow: "Muestra los requisitos de una política como una lista.",
        .helpOptionPolicy:
            "Nombre de una política incluida o ruta de un archivo de política, reconocido por su contenido: el JSON o YAML de Cognito (PasswordPolicy, Policies, la salida de describe-user-pool), una plantilla de CloudFormation o SAM (JSON o YAML), un archivo de Serverless Framework, Terraform (show -json, terraform.tfstate, .tf.json o .tf), passwordPolicyConfig de Firebase, una exportación de reino de Keycloak o una conexión de Auth0 o un tenant.yaml de deploy-cli.",
        .helpOptionFormat: "Formato de salida: text, o json (un objeto JSON por línea de entrada).",
        .helpOptionRecordFormat:
            "Formato de salida: text, json (un objeto JSON por línea de entrada) o csv (una fila de cabecera y luego una fila RFC 4180 por línea de entrada; incumplimientos y sugerencias como nombres separados por espacios).",
        .helpOptionLang:
            "Idioma de los mensajes y de --help: en o es (por defecto según CREDKIT_LANG, luego LC_ALL, LC_MESSAGES, LANG).",
        .helpOptionOperation:
            "Operación de Cognito cuyo texto de error usa cognitoMessage: sign-up, change-password o confirm-forgot-password.",
        .helpOptionEmail:
            "El email del usuario, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext).",
        .helpOptionUsername:
            "El nombre de usuario, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext).",
        .helpOptionName:
            "El nombre de la persona, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext).",
        .helpOptionPasswordFile:
            "Lee las contraseñas de este archivo en lugar de la entrada estándar (- es la entrada estándar); otro nombre de --input.",
        .helpOptionShowPassword: "Incluye cada contraseña en la salida (por defecto se oculta).",
        .helpOptionQuiet: "No muestra el resumen en la salida de errores.",
        .helpOptionCSVSafe:
            "Con --format csv, escribe tras una ' el campo que empieza por = + - @, un tabulador o un retorno de carro, para que una hoja de cálculo lo muestre como texto y no como fórmula (el consejo de OWASP contra la inyección CSV; el valor difiere entonces de la entrada en ese carácter).",
        .csvSafeNeedsCSV: "--csv-safe solo se aplica con --format csv",
        .helpOptionJobs:
            "Hilos de trabajo para las líneas de la entrada estándar o de un archivo: de 1 a 256, o auto para uno por procesador. La salida sigue el orden de la entrada en cualquier caso. Por defecto: auto.",
        .invalidJobs: "--jobs {value}: se esperaba un número de 1 a {maximum}, o auto",
        .helpEmail:
            "Comprueba la sintaxis de direcciones de email (argumentos, o una dirección por línea en la entrada estándar).",
        .helpEmailDiscussion:
            "Estado de salida (gana el peor): 0 si todas las direcciones son válidas, 1 si alguna no lo es, 2 ante un error de uso (no se leyó nada), 4 si un registro no se pudo leer. Perfiles: default (lo que necesita un formulario de registro, como python email-validator, y con sus opciones --allow-quoted-local, --allow-display-name, --allow-domain-literal, --allow-empty-local, --no-smtputf8 y --test-environment) y rfc (la gramática completa de RFC 5321/5322).",
        .helpEmailAddresses:
            "Direcciones que comprobar; si no se indica ninguna, se lee la entrada estándar, una dirección por línea.",
        .helpOptionProfile: "Rigor: default o rfc.",
        .emailNormalized: "normalizada a {normalized}",
        .emailSMTPUTF8: "requiere SMTPUTF8",
        .emailDisplayNameNote: "nombre visible {name}",
        .helpOptionAllowQuotedLocal:
            "Admite una parte local entre comillas (\"john doe\"@example.com); las comillas innecesarias se quitan en la forma normalizada.",
        .helpOptionAllowDisplayName:
            "Admite Nombre <dirección>: se comprueba y normaliza la dirección y se informa del nombre (JSON: displayName).",
        .helpOptionAllowDomainLiteral: "Admite una dirección IP entre corchetes como dominio: [192.0.2.1] o [IPv6:2001:db8::1].",
        .helpOptionAllowEmptyLocal: "Admite una parte local vacía (@example.com).",
        .helpOptionNoSMTPUTF8: "Rechaza las direcciones cuya parte local requiere SMTPUTF8 (caracteres no ASCII antes de la @).",
        .helpOptionTestEnvironment: "Admite el dominio de uso especial test y los nombres bajo él (user@ci.test).",
        .emailOptionNeedsDefaultProfile:
            "{option} es una opción del perfil default; el perfil rfc tiene su propia gramática (quita --profile rfc)",
        .errorPrefix: "error",
        .warningPrefix: "aviso",
        .passwordPrompt: "Contraseña: ",
        .lineValid: "válida",
        .lineInvalid: "no válida",
        .summaryTotals:
            "{total} {total|comprobada|comprobadas}: {valid} {valid|válida|válidas}, {invalid} {invalid|no válida|no válidas}",
        .summaryByRule: "infracciones por regla:",
        .progress: "{done} comprobadas, {rate}/s, {percent}% del archivo",
        .unreadableInput: "no se puede leer {file}: {reason}",
        .contextIgnored: "{option} no tiene efecto: la política no activa CredKit.RejectUserContext",
        .noContextGiven:
            "la política rechaza contraseñas que contienen datos del usuario, pero no se indicó --email, --username ni --name",
        .invalidEmailOption: "--email {value}: {reason}",
        .noTerminalInput: "sin entrada: la entrada estándar es un terminal y no se pudo mostrar la solicitud",
        .helpJWT: "Decodifica y verifica tokens de ID y de acceso de Cognito (JWT).",
        .helpJWTDecode: "Muestra la cabecera y los claims de un token, sus tiempos y su estado, sin verificar la firma.",
        .helpJWTDecodeDiscussion:
            "Los tokens se leen del argumento o, uno por línea, de la entrada estándar (con una solicitud oculta en un terminal); un `Bearer …` o `Authorization: Bearer …` pegado, con comillas o sin ellas, se acepta como el token. Estado de salida (gana el peor): 0 activo o sin caducidad, 1 caducado o todavía no válido, 2 un error de uso (no se leyó nada), 4 un token mal formado o cifrado o un registro que no se pudo leer.",
        .helpJWTVerify:
            "Verifica tokens como lo hace el verificador de AWS: firma con la clave del JWKS, caducidad, emisor, cliente, uso del token, grupos y ámbitos.",
        .helpJWTVerifyDiscussion:
            "Los tokens se leen como en jwt decode (una línea `Bearer …` o `Authorization: Bearer …` pegada sirve). Indica las claves con --jwks (un fichero o una URL https) o --user-pool-id (sus emisores y la URL de su JWKS; repítelo para aceptar tokens de varios grupos, con el grupo en cada registro, y --jwks FICHERO con un mapa de emisor a JWKS para trabajar sin red). Di de quién se aceptan tokens, como pide aws-jwt-verify: --client-id (o --any-client) y --token-use (o --any-token-use); CREDKIT_USER_POOL_ID, CREDKIT_CLIENT_ID y CREDKIT_ENDPOINT completan lo que no se dé, como en los comandos cognito. Los tokens que reenvía un Application Load Balancer (x-amzn-oidc-data, ES256 con relleno) se verifican con --alb-arn: el firmante debe ser uno de los ARN dados, el cliente uno de --alb-client-id y el kid un UUID cuya clave se descarga de la región del ARN (o de --alb-key-url BASE/KID). Estado de salida (gana el peor): 0 todos válidos, 1 alguno rechazado, 2 un error de uso o claves que no se pueden leer (no se leyó nada), 3 claves, o Cognito con --online, que no se pudieron obtener para algún token, 4 un token mal formado o un registro que no se pudo leer.",
        .helpJWTToken: "El token. Mejor por la entrada estándar: los argumentos son visibles para otros usuarios locales.",
        .helpOptionAt: "Juzga los tiempos en este momento: segundos unix o ISO 8601 (por defecto: ahora).",
        .helpOptionLeeway: "Segundos de desfase de reloj tolerados en exp y nbf.",
        .helpOptionJWKS: "El JWKS: un fichero o una URL https (http solo en una dirección local).",
        .helpOptionUserPoolID:
            "Un ID de grupo de usuarios de Cognito como eu-west-1_AbC123: acepta sus dos emisores y descarga su JWKS (repetible: cada token lo acepta el grupo que nombra su emisor).",
        .helpOptionIssuer: "Un iss aceptado (repetible); sustituye a los emisores del grupo.",
        .helpOptionClientID:
            "Un ID de cliente de aplicación aceptado (repetible): aud de los tokens de ID, client_id de los de acceso.",
        .helpOptionTokenUse: "El token_use exigido: id o access.",
        .helpOptionAnyClient:
            "Acepta el token de cualquier cliente de aplicación (en lugar de --client-id): dilo a propósito, porque también pasará el token de otra aplicación.",
        .helpOptionAnyTokenUse: "Acepta por igual tokens de ID y de acceso (en lugar de --token-use).",
        .helpOptionGroup: "Un grupo; el usuario debe estar en al menos uno (repetible).",
        .helpOptionScope: "Un ámbito; el token debe tener al menos uno (repetible).",
        .helpOptionJWKSTimeout: "Segundos de espera para la URL del JWKS.",
        .helpOptionNoJWKSCache: "No lee ni escribe la caché de JWKS en $XDG_CACHE_HOME/credkit/jwks.",
        .jwtHeader: "cabecera",
        .jwtPayload: "contenido",
        .jwtStatus: "estado",
        .jwtSignature: "firma",
        .jwtNotVerified: "NO VERIFICADA (decode no la comprueba; usa credkit jwt verify)",
        .jwtResult: "resultado",
        .jwtValid: "válido: firma, tiempos y claims verificados",
        .jwtNotValid: "no válido: {message}",
        .jwtIn: "dentro de {span}",
        .jwtAgo: "hace {span}",
        .jwtExpiresRelative: "caduca {when}",
        .jwtExpiredRelative: "caducó {when}",
        .jwtValidFromRelative: "válido {when}",
        .jwtLineError: "línea {line}: {message}",
        .tokenOnCommandLine:
            "un token en la línea de órdenes es visible para otros usuarios locales (ps); páselo por la entrada estándar",
        .tokenPrompt: "Token: ",
        .invalidTime: "--at {value}: se esperaban segundos unix o una hora ISO 8601 como 2027-01-15T08:00:00Z",
        .invalidLeeway: "--leeway {value}: se esperaban segundos de 0 a 86400",
        .invalidTimeout: "--jwks-timeout {value}: se esperaban segundos de 0 a 300",
        .invalidUserPool: "--user-pool-id {value}: no es un ID de grupo de usuarios de Cognito (como eu-west-1_AbC123)",
        .jwksRequired: "indica las claves: --jwks FICHERO|URL o --user-pool-id ID",
        .insecureURL: "{url}: solo se permiten URL https, o http en una dirección local",
        .noIssuerCheck: "no se indicó --issuer ni --user-pool-id: no se comprueba el emisor",
        .helpCognito:
            "Maneja un grupo de usuarios de Cognito: registro, inicio de sesión (contraseña o SRP), contraseña olvidada y cambio de contraseña, sesiones. La entrada se comprueba antes de enviar nada.",
        .helpCognitoDiscussion:
            "Cada opción puede venir también del entorno: CREDKIT_REGION, CREDKIT_CLIENT_ID, CREDKIT_CLIENT_SECRET, CREDKIT_USER_POOL_ID, CREDKIT_ENDPOINT, CREDKIT_POLICY, CREDKIT_SESSION, CREDKIT_FORMAT, CREDKIT_TIMEOUT y CREDKIT_LANG. Las contraseñas se escriben en un aviso que no las muestra (las nuevas, dos veces) o, con --password-stdin, se leen de la entrada estándar, una por línea; nunca de la línea de órdenes. sign-in guarda los tokens en $XDG_STATE_HOME/credkit/session.json (o ~/.local/state/credkit/session.json; --session RUTA), un archivo 0600; refresh, whoami, change-password y global-sign-out lo usan y renuevan el token de acceso cuando caduca en menos de 60 segundos. Los tokens solo se muestran con --show-tokens.\n\nEstado de salida: 0 éxito; 1 rechazado por Cognito; 2 entrada o uso no válidos, no se envió nada; 3 no se pudo contactar con Cognito o no se pudo leer su respuesta; 4 se detuvo después de enviar una solicitud (faltaba una respuesta que necesita el paso siguiente, como un código MFA: 1004). Con --format json el resultado, o {\"error\": {\"type\", \"code\", \"message\"}}, es un objeto JSON en la salida estándar; type es un nombre corto y estable (el tipo de error de Cognito, o credkit:… para los propios de credkit).\n\nErrores numerados: 1000 rechazado antes de enviar, 1001 sin respuesta, 1002 respuesta ilegible, 1003 punto de acceso no permitido, 1004 detenido después de enviar; 2000–2014 el dominio del grupo (login, token, logout, userinfo); después, un bloque por operación, cuyo primer número es cualquier otro fallo: 3000 registro, 4000 inicio de sesión, renovación y desafíos MFA, 5000 confirmación de registro, 5100 reenvío de código, 6000 contraseña olvidada, 7000 confirmación de contraseña olvidada, 8000 cambio de contraseña, 9000–9850 operaciones de la cuenta y de MFA, 9900–9960 dispositivos, 9980 DescribeUserPool (policy fetch), 9990 GetCSVHeader (import-check). Todos los números están en docs/cognito.md.",
        .helpCognitoGroupAccount: "Cuenta",
        .helpCognitoGroupSession: "Sesión",
        .helpCognitoGroupMFA: "MFA y dispositivos",
        .helpCognitoGroupHostedUI: "Interfaz alojada",
        .helpCognitoGroupImport: "Importación",
        .helpCognitoSignUp:
            "Registra un usuario cuyo nombre de usuario es su email; antes se comprueba la contraseña con la política.",
        .helpCognitoConfirmSignUp: "Confirma un registro con el código enviado por email.",
        .helpCognitoResendCode: "Envía de nuevo el código de confirmación del registro.",
        .helpCognitoSignIn:
            "Inicia sesión con email y contraseña (o SRP, con el que la contraseña no sale de esta máquina) y guarda la sesión.",
        .helpCognitoRefresh: "Obtiene tokens de acceso e ID nuevos con el token de actualización de la sesión.",
        .helpCognitoWhoAmI: "Muestra el usuario con sesión iniciada (GetUser) y los claims del token de ID.",
        .helpOptionCognitoPrefer:
            "Con --flow user-auth: el factor que se prueba primero (password, password-srp, email-otp, sms-otp).",
        .cognitoPreferNeedsUserAuth: "--prefer va con --flow user-auth",
        .cognitoFlowUserAuth: "USER_AUTH: inicio de sesión a elegir",
        .cognitoFlowCustom: "CUSTOM_AUTH: los desafíos propios del grupo",
        .helpOptionNewPasswordAttribute:
            "Un atributo que el grupo de usuarios pide con una nueva contraseña (el primer inicio de sesión con una contraseña temporal), como NOMBRE=VALOR (repetible).",
        .cognitoAttributesNeeded:
            "El grupo de usuarios necesita estos atributos con la nueva contraseña: {names}: indica --attribute NOMBRE=VALOR, o ejecuta en un terminal",
        .cognitoAttributePrompt: "{name} (lo pide el grupo de usuarios): ",
        .cognitoConfirmedOnly: "Confirmado {email}.",
        .helpOptionPasswordless:
            "Registra sin contraseña, si el grupo lo permite: el usuario inicia sesión con códigos (sign-in --flow user-auth) o una llave de acceso.",
        .helpOptionConfirmSignIn:
            "Inicia sesión enseguida con la sesión que devuelve la confirmación (grupos con inicio de sesión a elegir) y guarda la sesión.",
        .cognitoPasswordlessTakesNoPassword: "--passwordless no lee ninguna contraseña: quita --password-stdin",
        .cognitoNoConfirmationSession:
            "Confirmado, pero el grupo de usuarios no entregó ninguna sesión con la que iniciar sesión: inicia sesión con credkit cognito sign-in",
        .cognitoFlowConfirmation: "USER_AUTH: con la sesión de la confirmación",
        .cognitoSignedUpPasswordless: "Registrado {email} sin contraseña.",
        .cognitoYes: "sí",
        .cognitoNo: "no",
        .cognitoNoDevices: "Ningún dispositivo.",
        .cognitoDeviceName: "nombre",
        .cognitoDeviceRemembered: "recordado",
        .cognitoDeviceLastSignIn: "último inicio de sesión",
        .cognitoThisDevice: "(este dispositivo)",
        .cognitoDeviceNowRemembered: "Este dispositivo ({key}) queda recordado.",
        .cognitoDeviceForgotten: "Dispositivo {key} olvidado.",
        .cognitoNoDeviceHere:
            "No hay ningún dispositivo recordado en esta máquina para {username}: inicia sesión con --remember-device",
        .cognitoDeviceNotTracked: "el grupo de usuarios no registra dispositivos: nada que recordar",
        .cognitoDeviceUsed: "Este dispositivo ({key}) se ha identificado.",
        .helpCognitoDevices: "Los dispositivos recordados del usuario con sesión iniciada.",
        .helpCognitoDevicesDiscussion:
            "sign-in --remember-device confirma esta máquina como dispositivo (una contraseña de dispositivo aleatoria se queda aquí, 0600, en devices.json junto a la sesión; solo se envía su verificador SRP) y la recuerda; los inicios de sesión siguientes la demuestran, así que un grupo que recuerda dispositivos puede omitir el segundo factor.",
        .helpCognitoDevicesList: "Lista los dispositivos del usuario (ListDevices); se marca el de esta máquina.",
        .helpCognitoDevicesRemember: "Recuerda el dispositivo de esta máquina (UpdateDeviceStatus).",
        .helpCognitoDevicesForget: "Olvida uno de los dispositivos del usuario (ForgetDevice).",
        .helpCognitoDevicesForgetThis: "Olvida el dispositivo de esta máquina (ForgetDevice) y borra su secreto.",
        .helpArgumentDeviceKey:
            "La clave del dispositivo, como la muestra devices list (sin ella: el dispositivo de esta máquina).",
        .helpOptionRememberDevice:
            "Confirma y recuerda esta máquina como dispositivo si el grupo registra dispositivos (los inicios de sesión siguientes la demuestran en lugar de un segundo factor).",
        .cognitoFactorNeeded:
            "Cognito pregunta cómo iniciar sesión (se ofrece: {offered}): indica --prefer, o ejecuta en un terminal",
        .cognitoFactorPrompt: "Iniciar sesión con ({offered}): ",
        .helpCognitoUser: "La cuenta del usuario con sesión iniciada: atributos, verificación.",
        .helpCognitoUserShow:
            "Muestra los atributos del usuario (GetUser) y cómo puede iniciar sesión (GetUserAuthFactors).",
        .helpCognitoUserUpdate: "Cambia atributos (UpdateUserAttributes), comprobados antes de enviar.",
        .helpCognitoUserUpdateDiscussion:
            "Cambiar email o phone_number envía un código al valor nuevo; verifíquelo con verify-attribute.",
        .helpCognitoUserDeleteAttribute: "Quita atributos del usuario (DeleteUserAttributes).",
        .helpCognitoUserVerifyAttribute: "Verifica email o phone_number con un código enviado a él.",
        .helpCognitoUserVerifyAttributeDiscussion:
            "Sin --code se envía un código (GetUserAttributeVerificationCode) y, en un terminal, se pide; con --code se comprueba (VerifyUserAttribute).",
        .helpCognitoDeleteUser:
            "Borra para siempre la cuenta del usuario con sesión iniciada (DeleteUser) y después la sesión.",
        .helpCognitoDeleteUserDiscussion: "En un terminal pide escribir el nombre de la cuenta; en scripts usa --yes.",
        .helpOptionAttribute:
            "Un atributo que cambiar, como NOMBRE=VALOR (repetible; los personalizados como custom:NOMBRE=VALOR).",
        .helpArgumentAttributeName: "El nombre de un atributo (email, phone_number, name, custom:…).",
        .helpOptionAttributeCode: "El código que se envió (de 6 a 8 dígitos).",
        .helpOptionYes: "Hacerlo sin preguntar (para scripts).",
        .cognitoAttributeNeeded: "indica al menos un --attribute NOMBRE=VALOR",
        .cognitoAttributeNotPair: "--attribute espera NOMBRE=VALOR y recibió \"{value}\"",
        .cognitoAttributesUpdated: "Actualizado: {names}.",
        .cognitoAttributesRemoved: "Quitado: {names}.",
        .cognitoNextVerifyAttribute: "Siguiente: credkit cognito user verify-attribute {attribute} --code CÓDIGO",
        .cognitoAttributeVerified: "{attribute} está verificado.",
        .cognitoDeleteUserNeedsYes:
            "delete-user borra la cuenta para siempre: ejecútalo en un terminal para confirmar, o usa --yes",
        .cognitoDeleteUserPrompt: "¿Borrar para siempre la cuenta {username}? Escribe su nombre para confirmar: ",
        .cognitoDeleteUserNotConfirmed: "no se ha borrado: el nombre escrito no es el de la cuenta",
        .cognitoUserDeleted: "Cuenta {username} borrada; se quitó la sesión {file}.",
        .cognitoSignInFactors: "factores de inicio de sesión",
        .cognitoSecondFactors: "segundos factores",
        .cognitoNoSecondFactor: "ninguno",
        .cognitoFactorsUnavailable: "no disponibles: el punto de acceso no implementa GetUserAuthFactors",
        .cognitoEndpointLacksOperation:
            "el punto de acceso no implementa {operation} (le falta a un emulador como moto; Cognito la tiene), así que no se ha vuelto a intentar",
        .cognitoSignOutLocalOnlyHint:
            "con este punto de acceso, credkit cognito sign-out --local-only olvida la sesión sin RevokeToken",
        .helpCognitoForgotPassword: "Inicia el restablecimiento de la contraseña: Cognito envía un código al email del usuario.",
        .helpCognitoConfirmForgotPassword: "Establece una contraseña nueva con el código de forgot-password.",
        .helpCognitoChangePassword: "Cambia la contraseña del usuario con sesión iniciada.",
        .helpCognitoChangePasswordDiscussion:
            "Pide la contraseña actual y después la nueva dos veces. Con --password-stdin, la primera línea de la entrada estándar es la contraseña actual y la segunda la nueva.",
        .helpCognitoSignOut:
            "Cierra la sesión: Cognito revoca el token de actualización de la sesión y después se borra la sesión guardada.",
        .helpCognitoSignOutDiscussion:
            "RevokeToken anula el token de actualización y los tokens de acceso emitidos con él. Si no se puede contactar con Cognito o lo rechaza, la sesión se borra igualmente y el código de salida (3 sin respuesta, 1 rechazado) indica que el token no se revocó. --local-only borra la sesión sin enviar ninguna petición.",
        .helpOptionLocalOnly:
            "Solo borra la sesión guardada aquí; no envía ninguna petición (el token de actualización sigue siendo válido hasta que caduque).",
        .helpCognitoGlobalSignOut:
            "Cierra la sesión en todas partes: Cognito revoca todos los tokens de actualización del usuario; se borra la sesión guardada.",
        .helpOptionCognitoRegion:
            "La región de AWS del grupo, como eu-west-1 (por defecto: la de --user-pool-id) [CREDKIT_REGION].",
        .helpOptionCognitoClientID: "El ID del cliente de aplicación [CREDKIT_CLIENT_ID].",
        .helpOptionCognitoClientSecret:
            "El secreto del cliente de aplicación, si lo tiene; mejor con la variable de entorno [CREDKIT_CLIENT_SECRET].",
        .helpOptionCognitoUserPoolID:
            "El ID del grupo de usuarios, como eu-west-1_AbC123; el inicio de sesión SRP lo necesita [CREDKIT_USER_POOL_ID].",
        .helpOptionCognitoEndpoint:
            "Otro punto de acceso, como un emulador: https, o http en una dirección local [CREDKIT_ENDPOINT].",
        .helpOptionCognitoPolicy:
            "La política de contraseñas del grupo: un nombre incluido, un archivo de política (el JSON de Cognito como la salida de describe-user-pool, CloudFormation, Terraform …), o pool:ID para la del grupo real (DescribeUserPool, con sus credenciales de AWS) (por defecto cognito-default) [CREDKIT_POLICY].",
        .helpOptionCognitoSession: "El archivo de sesión (por defecto $XDG_STATE_HOME/credkit/session.json) [CREDKIT_SESSION].",
        .helpOptionCognitoFormat: "Formato de salida: text, o json (un objeto JSON) [CREDKIT_FORMAT].",
        .helpOptionCognitoTimeout: "Segundos de espera por petición (por defecto 10) [CREDKIT_TIMEOUT].",
        .helpOptionCognitoLang:
            "Idioma de los mensajes y de --help: en o es (por defecto según LC_ALL, LC_MESSAGES, LANG) [CREDKIT_LANG].",
        .helpOptionPasswordStdin: "Lee las contraseñas de la entrada estándar, una por línea, en lugar de pedirlas.",
        .helpOptionShowTokens: "Muestra también los tokens (ocultos por defecto).",
        .helpOptionCognitoEmail: "El email del usuario (su nombre de usuario).",
        .helpOptionCognitoName: "El nombre del usuario (el atributo name).",
        .helpOptionCognitoCode: "El código que Cognito envió por email.",
        .helpOptionCognitoFlow:
            "Cómo iniciar sesión: password (USER_PASSWORD_AUTH), srp (USER_SRP_AUTH: la contraseña no se envía) user-auth (USER_AUTH: a elegir, con --prefer) o custom (CUSTOM_AUTH: los desafíos propios del grupo; cada respuesta se lee como un código).",
        .cognitoCurrentPasswordPrompt: "Contraseña actual: ",
        .cognitoNewPasswordPrompt: "Nueva contraseña: ",
        .cognitoConfirmNewPasswordPrompt: "Confirma la nueva contraseña: ",
        .cognitoWhatPassword: "contraseña",
        .cognitoWhatCustomAnswer: "respuesta al desafío",
        .cognitoCustomAnswerPrompt: "Respuesta: ",
        .cognitoCustomChallenge: "El grupo de usuarios pregunta (desafío personalizado):",
        .cognitoWhatCurrentPassword: "contraseña actual",
        .cognitoWhatNewPassword: "nueva contraseña",
        .cognitoPasswordsNeedTerminal:
            "las contraseñas se piden en un terminal y la entrada estándar no lo es: indica --password-stdin para leerlas de ella, una por línea",
        .cognitoInputEnded: "la entrada estándar terminó antes de la {what} (línea {line})",
        .cognitoNothingTyped: "no se escribió ninguna {what}",
        .cognitoInputNotUTF8:
            "la {what} (línea {line} de la entrada estándar) no es UTF-8 válido: primer byte incorrecto en la posición {offset}",
        .cognitoNoSessionStore: "no hay dónde guardar la sesión: define XDG_STATE_HOME o HOME, o indica --session RUTA",
        .cognitoSecretOnCommandLine:
            "un secreto de cliente en la línea de órdenes es visible para otros usuarios locales (ps) y queda en el historial; usa CREDKIT_CLIENT_SECRET",
        .cognitoInvalidUserPool: "{option} {value}: no es un ID de grupo de usuarios de Cognito (como eu-west-1_AbC123)",
        .cognitoMissingRegion: "falta la región: indica --region o CREDKIT_REGION (o --user-pool-id, que la incluye)",
        .cognitoInvalidRegion: "{option} {value}: no es una región de AWS como eu-west-1",
        .cognitoRegionMismatch: "el grupo de usuarios {pool} no está en la región {region}",
        .cognitoMissingClientID: "falta el cliente de aplicación: indica --client-id o CREDKIT_CLIENT_ID",
        .cognitoInvalidClientID: "{option} {value}: un ID de cliente de aplicación tiene de 1 a 128 letras, dígitos, _ o +",
        .cognitoSessionOtherClient:
            "la sesión de {file} pertenece al cliente de aplicación {session}, no a {client}: inicia sesión de nuevo o indica otro --session",
        .cognitoInvalidEndpoint: "--endpoint {value}: no es una URL como https://cognito-idp.eu-west-1.amazonaws.com/",
        .cognitoInvalidTimeout: "{option} {value}: se esperan segundos, más de 0 y como mucho 300",
        .cognitoNoSession:
            "No hay una sesión activa. Inicia sesión (no hay sesión en {file}): credkit cognito sign-in --email EMAIL",
        .cognitoSessionNotSaved: "no se pudo guardar la sesión en {file}: {reason}",
        .cognitoSessionNotRemoved: "no se pudo borrar el archivo de sesión {file}: {reason}",
        .cognitoNoRefreshToken: "la sesión de {file} no tiene token de actualización: inicia sesión de nuevo",
        .cognitoUnreadableToken: "no se puede leer el token",
        .cognitoAutoRefreshed: "el token de acceso {state}: se renovó con el token de actualización",
        .cognitoExpiresAt: "el {time} ({relative})",
        .cognitoExpires: "caduca {when}",
        .cognitoIDToken: "token de ID",
        .cognitoAccessToken: "token de acceso",
        .cognitoRefreshToken: "token de actualización",
        .cognitoSignedUp: "Registrado {email}; hay que confirmar la cuenta.",
        .cognitoSignedUpConfirmed: "Registrado {email}; la cuenta ya está confirmada.",
        .cognitoNextConfirmSignUp: "Siguiente paso: credkit cognito confirm-sign-up --email {email} --code CÓDIGO",
        .cognitoConfirmed: "Confirmado {email}. Siguiente paso: credkit cognito sign-in --email {email}",
        .cognitoCodeDestinationUnknown: "Cognito no indicó adónde envió el código.",
        .cognitoCodeSent: "Se envió un código por {medium} a {destination}.",
        .cognitoNewPasswordRequired: "la cuenta tiene una contraseña temporal: elige una nueva",
        .cognitoFlowSRP: "USER_SRP_AUTH: la contraseña no salió de esta máquina",
        .cognitoFlowPassword: "USER_PASSWORD_AUTH: la contraseña se envió a Cognito",
        .cognitoSignedIn: "Sesión iniciada como {email} ({flow}).",
        .cognitoRefreshed: "Tokens renovados.",
        .cognitoSignedInAs: "sesión de",
        .cognitoUsername: "nombre de usuario",
        .cognitoAttributes: "atributos",
        .cognitoIDTokenClaims: "claims del token de ID (decodificados; credkit jwt verify comprueba la firma)",
        .cognitoSessionSaved: "Sesión guardada en {file}; el token de acceso caduca {when}.",
        .cognitoNextConfirmForgotPassword:
            "Siguiente paso: credkit cognito confirm-forgot-password --email {email} --code CÓDIGO",
        .cognitoPasswordReset: "Se restableció la contraseña de {email}. Siguiente paso: credkit cognito sign-in --email {email}",
        .cognitoPasswordChanged: "Contraseña cambiada para {email}.",
        .cognitoSignedOut:
            "Sesión cerrada en esta máquina: se borró {file}. El token de actualización sigue siendo válido hasta que caduque; global-sign-out lo revoca en todas partes.",
        .cognitoNothingToRemove: "No hay sesión en {file}: nada que borrar.",
        .cognitoSignedOutRevoked:
            "Sesión cerrada: Cognito revocó el token de actualización y los tokens de acceso emitidos con él; se borró {file}.",
        .cognitoSignOutNotRevoked:
            "El token de actualización NO se revocó: sigue siendo válido hasta que caduque (inicia sesión de nuevo y ejecuta global-sign-out para revocarlos todos). Se borró {file}.",
        .cognitoSignOutNoRefreshToken:
            "Sesión cerrada en esta máquina: se borró {file}. La sesión no tenía token de actualización, así que no había nada que revocar.",
        .cognitoGlobalSignedOut:
            "Sesión cerrada en todas partes: Cognito revocó todos los tokens de actualización de {email}; se borró {file}.",
        .helpTOTP:
            "Códigos de un solo uso basados en el tiempo (RFC 6238), como los muestra una app de autenticación: para scripts y CI que inician sesión en grupos con MFA.",
        .helpTOTPDiscussion:
            "El secreto (base32, como lo muestra setup-totp de Cognito) o, con --uri, una URI otpauth:// se lee de la primera línea de la entrada estándar, o se pide sin eco en un terminal; nunca de la línea de órdenes.",
        .helpTOTPCode: "Muestra el código actual; cuánto tiempo sigue siendo válido va a la salida de errores.",
        .helpTOTPCodeDiscussion:
            "Código de salida: 0 con un código, 2 ante un error de uso (un secreto que no es base32, una URI u opción incorrecta).",
        .helpTOTPVerify: "Comprueba un código con el secreto: sale con 0 si es el actual (dentro de la ventana) y con 1 si no.",
        .helpTOTPVerifyDiscussion:
            "La ventana tolera el desfase de reloj entre el teléfono y esta máquina: pasos del periodo a cada lado (por defecto 1).",
        .helpOptionTOTPURI: "Lee una URI otpauth://totp/ en lugar de un secreto (se aplican su algoritmo, dígitos y periodo).",
        .helpOptionTOTPAlgorithm: "La función hash del HMAC (por defecto sha1, la que usa Cognito).",
        .helpOptionTOTPDigits: "Dígitos por código (por defecto 6).",
        .helpOptionTOTPPeriod: "Segundos por código (por defecto 30).",
        .helpOptionTOTPAt: "El momento: segundos Unix o ISO 8601 (por defecto, ahora).",
        .helpOptionTOTPCode: "El código que se comprueba.",
        .helpOptionTOTPWindow: "Pasos aceptados a cada lado del actual, de 0 a 10.",
        .totpSecretPrompt: "Secreto TOTP (base32): ",
        .totpURIPrompt: "URI otpauth: ",
        .totpWhatSecret: "el secreto TOTP",
        .totpWhatURI: "la URI otpauth",
        .totpURIWithSettings: "--algorithm, --digits y --period no van con --uri: la URI lleva sus propios ajustes",
        .totpShortSecret: "el secreto tiene {bits} bits; RFC 4226 pide al menos {minimum} (los códigos funcionan igual)",
        .totpValidFor: "válido durante {seconds} s",
        .totpInvalidWindow: "--window {value}: se esperaban de 0 a 10 pasos",
        .totpInvalidCode: "--code: se esperaban los dígitos del código",
        .totpCodeValid: "válido (paso {step} respecto al actual; paso de tiempo {timeStep})",
        .totpCodeReplayed:
            "no válido: su paso de tiempo {timeStep} no es posterior a {after}, el último aceptado (un código reutilizado)",
        .totpSecretTooShort:
            "el secreto tiene {bits} bits, menos de {minimum}: rechazado (--allow-short-secret lo acepta, como necesita el secreto fijo de prueba de 12 caracteres de moto)",
        .helpOptionAllowShortSecret:
            "Acepta un secreto de menos de 80 bits (el secreto fijo de prueba de 12 caracteres de moto lo necesita); por debajo de 128 bits se sigue avisando.",
        .helpOptionTOTPAfterStep:
            "El paso de tiempo del último código aceptado para este usuario: un código de ese paso o anterior se rechaza como reutilizado (RFC 6238 §5.2). verify muestra el paso de tiempo de cada código aceptado.",
        .totpCodeNotValid: "no válido (se comprobaron el paso actual y {window} a cada lado)",
        .helpOptionMFACode:
            "El primer código que se pida: un código MFA, o el código de un solo uso de un inicio de sesión sin contraseña o personalizado (allí se lee mejor --code; los siguientes: la siguiente línea de la entrada estándar con --password-stdin, o el terminal).",
        .helpOptionMFAType: "El segundo factor que se usa cuando Cognito ofrece elegir.",
        .helpOptionMFAIssuer: "El nombre que una app de autenticación muestra encima del código (por defecto, ninguno).",
        .helpOptionMFADeviceName: "Un nombre para la app de autenticación, que Cognito guarda.",
        .helpOptionMFAVerifyCode: "El código actual de la app de autenticación, para verificar la configuración.",
        .helpOptionMFATOTP: "La app de autenticación (TOTP).",
        .helpOptionMFASMS: "Códigos por mensaje de texto.",
        .helpOptionMFAEmail: "Códigos por email.",
        .helpCognitoMFA:
            "Los segundos factores del usuario con sesión: configurar una app de autenticación, elegir métodos, mostrarlos.",
        .helpCognitoSetUpTOTP:
            "Configura una app de autenticación: muestra un secreto nuevo y su URI otpauth, y verifica un código de la app.",
        .helpCognitoSetUpTOTPDiscussion:
            "En un terminal se pide el código; si no, se da con --code, o se omite para solo mostrar el secreto y verificar después con verify-totp. Después se activa con set-preference --totp preferred.",
        .helpCognitoVerifyTOTP: "Verifica la app de autenticación configurada con setup-totp, con su código actual.",
        .helpCognitoSetPreference:
            "Activa o desactiva métodos MFA y elige el preferido (los métodos no nombrados conservan su ajuste).",
        .helpCognitoMFAStatus: "Muestra qué métodos MFA están activados y cuál es el preferido.",
        .cognitoWhatMFACode: "el código MFA",
        .cognitoTOTPCodePrompt: "Código de la app de autenticación: ",
        .cognitoSMSCodePrompt: "Código del mensaje de texto: ",
        .cognitoEmailCodePrompt: "Código del email: ",
        .cognitoMFACodeNeeded:
            "Cognito pide un código MFA y la entrada estándar ha terminado (línea {line}): indícalo con --mfa-code o como línea siguiente",
        .cognitoMFATypeNeeded: "Cognito pregunta qué método MFA usar ({offered}): elíjalo con --mfa-type",
        .cognitoMFATypePrompt: "Método MFA ({offered}): ",
        .cognitoMFACodeSent: "código enviado a {destination}",
        .cognitoMFASetupNeeded: "este grupo exige MFA: añade este secreto a una app de autenticación e introduce su código",
        .cognitoMFASecret: "Secreto: {secret}",
        .cognitoMFAURI: "URI:     {uri}",
        .cognitoTOTPVerified:
            "App de autenticación verificada. Actívala con: credkit cognito mfa set-preference --totp preferred",
        .cognitoTOTPAssociated:
            "Secreto creado, aún sin verificar: verifíquelo con credkit cognito mfa verify-totp --code CÓDIGO",
        .cognitoMFAPreferred: "preferido",
        .cognitoMFAEnabled: "activado",
        .cognitoMFADisabled: "desactivado",
        .totpInputEnded: "la entrada estándar está vacía: se esperaba {what} en su primera línea",
        .totpNothingTyped: "no se escribió nada para {what}",
        .totpInputNotUTF8: "{what} no es UTF-8 válido: primer byte incorrecto en la posición {offset}",
        .helpBreached:
            "Contraseñas filtradas (Pwned Passwords de Have I Been Pwned): crear e inspeccionar el índice sin conexión.",
        .helpBreachedDiscussion:
            "check, strength y los comandos de cognito que fijan una contraseña aceptan --breached INDEX (un archivo de índice), --breached online (la API de rangos con k-anonimato: solo salen del equipo los cinco primeros dígitos hexadecimales del SHA-1 de la contraseña) o --breached URL (otra API de rangos).",
        .helpBreachedBuild:
            "Crear un índice (unos 2,25 bytes por hash, 1 falso positivo de cada 65.536) a partir de archivos de Pwned Passwords.",
        .helpBreachedBuildDiscussion:
            "Una fuente es un archivo de líneas SHA1:COUNT (40 dígitos hexadecimales, el archivo único del descargador, ordenado o no), un archivo de líneas SHA-1 sin más (una lista de hashes sin recuentos: cada uno cuenta una vez, así que solo con --minimum-count 1) o un directorio de archivos de rango nombrados por su prefijo de cinco dígitos hexadecimales con líneas SUFFIX:COUNT (la salida por prefijos del descargador). Los archivos ocultos de un directorio se omiten. El índice se escribe de forma atómica; los cubos temporales van a un directorio oculto junto a él. Estado de salida: 0 creado, 2 una fuente o la salida no sirven (el mensaje indica el archivo, la línea y la columna).",
        .helpBreachedInfo: "Mostrar qué contiene un índice; --verify lo lee entero y comprueba la suma de cada bloque.",
        .helpOptionBreachedOutput: "El archivo de índice que se escribe.",
        .helpOptionMinimumCount: "Omitir los hashes vistos menos veces (1: conservar todos).",
        .helpOptionBreachedSources: "Archivos de líneas SHA1:COUNT o de SHA-1 sin más, o directorios de archivos de rango.",
        .helpOptionBreachedIndex: "Un índice escrito por credkit breached build-index.",
        .helpOptionBreachedVerify: "Comprobar la suma de cada bloque (lee el archivo entero).",
        .breachedMinimumCountRange: "--minimum-count {value}: se esperaba un número entero de al menos 1",
        .breachedNoSources:
            "no se indicó ninguna fuente: indica un archivo de líneas SHA1:COUNT o un directorio de archivos de rango",
        .breachedProgressRead: "{done} hashes leídos, {rate}/s, {percent} %",
        .breachedProgressShards: "construyendo filtros: {done} de {total}",
        .breachedReportIndex: "Índice: {path}",
        .breachedReportEntries: "Hashes: {entries} distintos, de {lines} líneas",
        .breachedReportBelowMinimum: " (se omitieron {below} vistos menos de {minimum} veces)",
        .breachedReportSize: "Tamaño: {bytes} bytes ({perEntry} bytes por hash; filtros: {shards})",
        .breachedReportFalsePositives:
            "Falsos positivos: 1 de cada 65.536 contraseñas ausentes (0,0015 %); ningún falso negativo",
        .breachedReportTime: "Creado en {seconds} s ({perHash} µs por línea de origen)",
        .breachedReportVerified: "Sumas de comprobación: todos los bloques verificados",
        .helpOptionBreached:
            "Rechazar también las contraseñas filtradas: un archivo de índice de credkit breached build-index, online (la API de rangos de Have I Been Pwned; solo se envían los cinco primeros dígitos hexadecimales del SHA-1 de cada contraseña) o la URL base de una API de rangos.",
        .helpOptionBreachedFailOpen:
            "Si no se puede contactar con la API de rangos, juzgar las contraseñas por las demás reglas en lugar de rechazarlas (sale con 3 en ambos casos).",
        .helpGenerate: "Genera contraseñas o frases de paso aleatorias que cumplen una política.",
        .helpGenerateDiscussion:
            "Todas las contraseñas cumplen la política, extensiones incluidas (lista de bloqueo, datos del usuario, patrones, fortaleza mínima, contraseñas filtradas). Los caracteres o palabras se sortean con el generador criptográfico del sistema, de forma uniforme y sin sesgo de módulo; un candidato que no cumple la política se vuelve a sortear, así que las clases exigidas quedan en posiciones aleatorias. La longitud por defecto es la más corta que da 100 bits con los caracteres elegidos, al menos el mínimo de la política (16 con todas las clases). El resumen en la salida de errores da la entropía exacta de la construcción y lo que cuestan las extensiones de la política. Estado de salida: 0 hecho, 2 error de uso o una receta que no puede cumplir la política, 3 la comprobación de contraseñas filtradas no pudo responder.",
        .helpOptionGenerateCount: "Cuántas generar.",
        .helpOptionGenerateLength:
            "Caracteres por contraseña (por defecto: la longitud más corta que da 100 bits, al menos el mínimo de la política).",
        .helpOptionGenerateExclude: "Caracteres que no se usan nunca.",
        .helpOptionNoSymbols: "Sin símbolos.",
        .helpOptionNoNumbers: "Sin dígitos.",
        .helpOptionNoUppercase: "Sin mayúsculas.",
        .helpOptionNoLowercase: "Sin minúsculas.",
        .helpOptionExcludeAmbiguous: "Omite los caracteres que se confunden: 0 O o 1 l I | y las comillas.",
        .helpOptionIncludeSpace: "Permite espacios dentro de la contraseña (nunca en los extremos).",
        .helpOptionWords: "Genera frases de paso de este número de palabras en lugar de caracteres.",
        .helpOptionSeparator: "Lo que va entre palabras (por defecto -; sin letras; vacío solo con --capitalize).",
        .helpOptionWordList: "La lista de palabras (por defecto: el idioma de --lang).",
        .helpOptionCapitalize: "Pone en mayúscula la primera letra de cada palabra.",
        .helpOptionAddNumber: "Añade un dígito aleatorio a una palabra aleatoria.",
        .helpOptionAddSymbol: "Añade un símbolo aleatorio a una palabra aleatoria.",
        .generateInvalidCount: "--count {value}: se esperaba un número de 1 o más",
        .generateNeedsWords: "{option} se aplica a frases de paso: añade --words N",
        .generateNotWithWords: "{option} no se aplica a frases de paso (--words)",
        .generateSummary: "generadas: {count} · {construction} · {bits} bits cada una (exactos)",
        .generateConstructionCharacters: "{length} caracteres de {alphabet}",
        .generateConstructionWords: "{words} palabras de la lista {list} de {size}",
        .generateExtensionsCost:
            "las extensiones de la política rechazaron {rejected} de {candidates} candidatas, unos {bits} bits menos",
        .helpOptionPolicyFormat:
            "text (una lista), json, passwordrules (las reglas de Autorrelleno de Apple), secrets-manager (parámetros de GetRandomPassword) o credkit (la política como archivo propio de credkit, que --policy vuelve a leer: así se conserva una política importada de otro formato).",
        .policyInexpressible:
            "{format} no puede expresar {rules} de la política: las contraseñas hechas con él las cumplen casi siempre, no con seguridad",
        .helpCognitoLogin:
            "Inicia sesión en el navegador a través del dominio del grupo (inicio de sesión administrado, la IU alojada) y guarda la sesión.",
        .helpCognitoLoginDiscussion:
            "Código de autorización con PKCE (S256) y redirección local, como hacen las apps nativas (RFC 8252): registra http://127.0.0.1:PUERTO/callback (o http://localhost:PUERTO/callback con --redirect-host localhost) como URL de retorno del cliente de aplicación, con la concesión de código y el ámbito openid. El navegador se abre en la página de inicio de sesión ($BROWSER, xdg-open u open; con --no-browser o sin pantalla la URL se escribe en la salida de error); credkit espera una redirección, comprueba su state, intercambia el código con el verificador, verifica el token de ID (firma con las claves del grupo, emisor, audiencia, caducidad, nonce) y guarda la sesión que guarda sign-in, así que whoami, refresh, userinfo y logout funcionan después. El dominio es --domain (un prefijo como my-app, o una URL https de un dominio propio; CREDKIT_DOMAIN), o el que nombra el documento de descubrimiento del grupo (--user-pool-id). Estado de salida: 0 sesión iniciada; 1 rechazado (acceso denegado, un state que no es de este inicio de sesión, un código rechazado, un token de ID que no se verifica); 2 entrada no válida o puerto de redirección en uso, no se envió nada; 3 ninguna redirección a tiempo, o dominio inalcanzable.",
        .helpCognitoToken: "Obtiene un token de acceso de máquina a máquina (credenciales de cliente) y lo escribe.",
        .helpCognitoTokenDiscussion:
            "El cliente de aplicación necesita un secreto (CREDKIT_CLIENT_SECRET) y la concesión client_credentials con ámbitos de un servidor de recursos (--scope api/read, repetible; sin ninguno pide todos los que el cliente puede tener). El token se escribe en la salida estándar (es lo que hace esta orden; --format json añade su caducidad) y se guarda, 0600, en $XDG_CACHE_HOME/credkit/tokens (o ~/.cache/credkit/tokens) por dominio, cliente y conjunto de ámbitos hasta un minuto antes de caducar; --no-cache pide siempre uno nuevo. Estado de salida como en login.",
        .helpCognitoLogout:
            "Cierra una sesión de login: revoca su token de actualización, elimina la sesión y da la URL de cierre de sesión del dominio.",
        .helpCognitoLogoutDiscussion:
            "El token de actualización se revoca en /oauth2/revoke del dominio (una sesión de login, o --domain), si no con RevokeToken; el archivo de sesión se elimina sea cual sea la respuesta. Con --logout-uri (una de las URL de cierre de sesión del cliente de aplicación) se escribe la URL /logout del dominio, que cierra también la sesión del navegador allí, o se abre con --open. Estado de salida como en sign-out.",
        .helpCognitoUserInfo: "Muestra los datos del usuario con sesión iniciada desde /oauth2/userInfo del dominio.",
        .helpOptionDomain:
            "El dominio del grupo: un prefijo (my-app → https://my-app.auth.REGION.amazoncognito.com) o una URL https (un dominio propio); CREDKIT_DOMAIN. Por omisión: el de la sesión, o el del documento de descubrimiento del grupo.",
        .helpOptionClientAuthentication: "Cómo se envía el secreto del cliente de aplicación: HTTP Basic o en el formulario.",
        .helpOptionLoginScope: "Un ámbito que pedir (repetible; por omisión openid email profile; openid es obligatorio).",
        .helpOptionTokenScope: "Un ámbito de servidor de recursos que pedir, como api/read (repetible).",
        .helpOptionIdentityProvider:
            "Ir directamente a este proveedor de identidad (Google, SignInWithApple, el nombre de un proveedor SAML u OIDC, COGNITO).",
        .helpOptionRedirectPort: "El puerto local de la URL de retorno registrada.",
        .helpOptionRedirectHost: "El host de la URL de retorno registrada.",
        .helpOptionNoBrowser: "No abrir el navegador: escribir la URL de inicio de sesión y esperar.",
        .helpOptionBrowserTimeout: "Segundos de espera de la redirección (de 1 a 3600).",
        .helpOptionClientCredentials: "Usar la concesión de credenciales de cliente (de máquina a máquina).",
        .helpOptionNoCache: "No leer ni escribir la caché de tokens.",
        .helpOptionLogoutURI:
            "Adónde va el navegador tras cerrar sesión: una de las URL de cierre de sesión del cliente de aplicación.",
        .helpOptionOpenLogout: "Abrir la URL de cierre de sesión en el navegador.",
        .cognitoInvalidPort: "--redirect-port {value}: se espera un puerto de 1 a 65535",
        .cognitoInvalidBrowserTimeout: "--browser-timeout {value}: se esperan segundos de 1 a 3600",
        .cognitoRedirectSocket: "no se puede escuchar la redirección: {reason}",
        .cognitoLoginOpened:
            "Se abrió la página de inicio de sesión en el navegador; esperando hasta {seconds} s la redirección a {redirect}.\nSi no se abrió ninguna página, visita:\n{url}",
        .cognitoLoginVisit:
            "Abre esta página en un navegador para iniciar sesión (esperando hasta {seconds} s la redirección a {redirect}):\n{url}",
        .cognitoLoggedIn: "Sesión iniciada como {email} a través de {domain}.",
        .cognitoLoginPageTitle: "credkit",
        .cognitoLoginPageSuccess: "Sesión iniciada. Puedes cerrar esta ventana y volver al terminal.",
        .cognitoLoginPageFailure: "No se pudo iniciar sesión: {detail}. Vuelve al terminal.",
        .cognitoNeedsDomain:
            "no hay dominio de inicio de sesión: usa --domain PREFIJO|URL (o CREDKIT_DOMAIN), o --user-pool-id para leerlo del documento de descubrimiento del grupo",
        .cognitoTokenNeedsGrant:
            "token obtiene tokens de máquina a máquina: usa --client-credentials (para los tokens de un usuario usa login o sign-in)",
        .cognitoTokenNotCached: "no se pudo guardar el token en la caché {file}; se escribe igualmente",
        .cognitoOpenNeedsLogoutURI: "--open abre la URL de cierre de sesión: dala con --logout-uri",
        .cognitoLogoutURL: "Para cerrar sesión también en el navegador, abre:\n{url}",
        .helpOptionALBArn: "Verificar tokens de balanceador (x-amzn-oidc-data) firmados por este ALB (repetible).",
        .helpOptionALBClientID:
            "Un cliente de aplicación aceptado en tokens de balanceador: el client de la cabecera (repetible).",
        .helpOptionALBKeyURL:
            "Descargar las claves del balanceador de URL/KID en lugar del host de la región del ARN (https, o http en una dirección local).",
        .albOptionsNeedArn: "--alb-client-id y --alb-key-url son para tokens de balanceador: indica --alb-arn",
        .albExclusive:
            "--alb-arn verifica tokens de balanceador: admite --alb-client-id, --issuer y --alb-key-url, no --jwks, --user-pool-id, --client-id, --token-use, --group, --scope ni --endpoint",
        .invalidALBArn:
            "--alb-arn {value}: no es el ARN de un Application Load Balancer (arn:aws:elasticloadbalancing:REGIÓN:CUENTA:loadbalancer/app/NOMBRE/ID)",
        .noALBClientCheck: "no se indicó --alb-client-id: no se comprueba el cliente del token",
        .poolsTakeNoIssuer:
            "con varios --user-pool-id se aceptan los emisores de cada grupo: no se puede indicar también --issuer",
        .jwksMapLacksPool: "{file}: no hay conjunto de claves para el emisor de {pool}",
        .jwksMapUnreadable: "{file}: no se puede leer el archivo ({reason})",
        .jwksMapTooManyIssuers: "{file}: un mapa --jwks puede nombrar como mucho {limit} emisores",
        .jwksMapExpected:
            "{file}: con varios --user-pool-id, --jwks es un objeto JSON que asocia el emisor de cada grupo a su JWKS",
        .jwksMapNeedsPool: "{file} asocia emisores a conjuntos de claves: nombra el grupo con --user-pool-id",
        .verifyNeedsClient:
            "indica de quién aceptar tokens: --client-id ID (repítelo para varios clientes de aplicación, o define CREDKIT_CLIENT_ID), o --any-client para el token de cualquier cliente de aplicación",
        .verifyNeedsTokenUse:
            "indica qué tokens aceptar: --token-use id o --token-use access, o --any-token-use para los dos",
        .anyClientConflict: "--client-id y --any-client se contradicen: da solo uno de los dos",
        .anyTokenUseConflict: "--token-use y --any-token-use se contradicen: da solo uno de los dos",
        .jwtPool: "grupo",
        .jwtSummaryTotals:
            "{total} {total|token|tokens}: {valid} {valid|válido|válidos}, {invalid} {invalid|rechazado|rechazados}",
        .jwtSummaryByReason: "rechazados por motivo:",
        .helpOptionJWTEndpoint:
            "Descargar el JWKS de cada --user-pool-id de URL/GRUPO/.well-known/jwks.json (un emulador; http solo en una dirección local).",
        .helpOptionOnline:
            "Tras las comprobaciones sin red, preguntar a Cognito si cada token de acceso sigue aceptado (GetUser): uno revocado o con la sesión cerrada se rechaza como revocado; Cognito inalcanzable es el estado 3. Cada token se consulta una vez por ejecución.",
        .onlineNeedsPool:
            "--online consulta al grupo de usuarios del token: indica --user-pool-id (los tokens de balanceador no se pueden comprobar en línea)",
        .helpOptionCognitoUsername:
            "El nombre de usuario, para grupos cuyos nombres no son direcciones de correo (en lugar de --email).",
        .cognitoEmailOrUsername:
            "indica el usuario con --email DIRECCIÓN o, en grupos cuyos nombres no son direcciones, con --username NOMBRE (uno de los dos)",
        .cognitoStoppedAfterSending: "Se detuvo después de enviar una solicitud: {reason}",
        .helpOptionPolicyInputFormat:
            "El formato del archivo de política cuando no se deduce del archivo: cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak o auth0.",
        .helpOptionResource:
            "Qué política, cuando el archivo contiene varias: un ID lógico de CloudFormation o una ruta CDK, una dirección o un nombre de recurso de Terraform, el nombre de una conexión de base de datos de Auth0 o de un reino de Keycloak (policy show ARCHIVO --list los enumera).",
        .importNote: "{location}{field}: {message}",
        .helpOptionParameter:
            "El valor de un parámetro de CloudFormation, para un ajuste de la política escrito como !Ref NOMBRE (repetible): NOMBRE=VALOR.",
        .helpOptionUseDefaults: "Toma el Default de un parámetro de CloudFormation cuando --parameter no lo da.",
        .helpOptionVar:
            "El valor de una variable de Terraform, para un ajuste de la política escrito como var.NOMBRE (repetible): NOMBRE=VALOR.",
        .helpOptionVarFile: "Un archivo .tfvars de variables de Terraform (líneas nombre = literal; repetible; --var prevalece).",
        .invalidNameValue: "valor no válido \"{value}\" para {option}; se espera NOMBRE=VALOR",
        .helpOptionDiffSeed:
            "La semilla con la que se sacan las contraseñas de ejemplo: la misma semilla da los mismos ejemplos.",
        .helpOptionListEntries:
            "Enumera los grupos de usuarios, conexiones de base de datos de Auth0 o reinos de Keycloak del archivo (los nombres que acepta --resource, con su línea) en lugar de mostrar uno.",
        .policyEntriesTitle: "Archivo {format} {file}: {count} para elegir con --resource:",
        .policyEntryLine: "línea {line}",
        .importNotesTitle: "No trasladado exactamente:",
        .helpPolicyLint:
            "Comprueba una política frente a NIST SP 800-63B-4, OWASP ASVS 5, PCI DSS 4 o los límites propios de Cognito.",
        .helpPolicyLintDiscussion:
            "Toda revisión informa también de contradicciones: un máximo menor que el mínimo, una clase obligatoria para la que los patrones prohibidos no dejan ningún carácter, una política para la que el generador no consigue ni una contraseña, historial en el plan Lite. Estado de salida: 0 nada en --fail-on o por encima, 1 un hallazgo en ese nivel o superior, 2 entrada no válida.",
        .helpOptionAgainst: "La norma: nist-800-63b-4, asvs-5, pci-dss-4 o cognito.",
        .helpOptionMFA:
            "Las contraseñas se usan con un segundo factor (NIST pide entonces 8 caracteres en lugar de 15; PCI DSS 8.3.9 deja de aplicarse). Sin la opción, se usa lo que dice el archivo: MfaConfiguration o mfa_configuration ON, la acción CONFIGURE_TOTP predeterminada de un reino de Keycloak, la política Guardian all-applications de un tenant de Auth0.",
        .helpOptionIgnore:
            "Acepta un hallazgo por su código (repetible): se lista como ignorado y no decide el estado de salida.",
        .helpOptionIgnoreFile:
            "Un archivo de hallazgos aceptados, uno por línea: el código y después por qué se acepta (# empieza un comentario). Cada motivo se muestra con el hallazgo que ignora.",
        .lintIgnoredTitle: "Ignorados ({count}):",
        .lintIgnoredLine: "{code}: {reason}",
        .lintIgnoredByOption: "--ignore",
        .lintIgnoreStale: "{source}: ningún hallazgo tiene el código {code}",
        .lintIgnoreNoReason: "{file}:{line}: {code} no tiene motivo; escribe tras el código por qué se acepta",
        .lintIgnoreUnreadable: "no se puede leer el archivo de hallazgos ignorados {file}: {reason}",
        .lintMFAFromFile: "segundo factor: {mode}, según {field} ({location})",
        .helpOptionTier: "El plan del grupo, cuando el archivo no lo dice: lite, essentials o plus.",
        .helpOptionFailOn: "Sale con 1 cuando un hallazgo tiene al menos esta gravedad: info, warning o error.",
        .helpOptionReportFormat: "Formato de salida: text, o json (un objeto JSON).",
        .lintSummary:
            "{policy} frente a {standard}: {count} {count|hallazgo|hallazgos} ({errors} {errors|error|errores}, {warnings} {warnings|aviso|avisos}, {infos} {infos|nota|notas})",
        .lintSeverityError: "error",
        .lintSeverityWarning: "aviso",
        .lintSeverityInfo: "nota",
        .lintClean: "{policy} frente a {standard}: ningún hallazgo",
        .lintFixLabel: "solución",
        .helpPolicyDiff: "Compara dos políticas regla a regla, con contraseñas de ejemplo cuyo veredicto cambia.",
        .helpPolicyDiffDiscussion:
            "Estado de salida: 0 ningún cambio en la dirección que indica --fail-if (o sin --fail-if), 1 un cambio en esa dirección, 2 entrada no válida. Las contraseñas de ejemplo se generan, nunca son de un usuario.",
        .helpOptionFailIf: "Sale con 1 cuando un cambio va en esta dirección: stricter, looser o any.",
        .helpOptionExamples: "Contraseñas de ejemplo por cambio (de 0 a 10).",
        .diffNoChanges: "{before} y {after} son la misma política",
        .diffSummary: "{before} → {after}: {count} {count|cambio|cambios}",
        .diffNowRefused: "ahora rechazada: {password} (antes aceptada)",
        .diffNowAccepted: "ahora aceptada: {password} (antes rechazada)",
        .diffNoExamples: "(el texto de ninguna contraseña muestra este cambio)",
        .diffDirectionStricter: "más estricta",
        .diffDirectionLooser: "más laxa",
        .diffDirectionChanged: "cambiada",
        .invalidExamples: "valor \"{value}\" no válido para --examples; permitido: de 0 a 10",
        .invalidSeed: "valor \"{value}\" no válido para --seed; permitido: un número entero de 0 a 18446744073709551615",
        .helpPolicyFetch:
            "Lee la política de contraseñas de un grupo de usuarios real (DescribeUserPool, firmado con tus credenciales de AWS).",
        .helpPolicyFetchDiscussion:
            "Las credenciales salen de la cadena estándar: AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY (y AWS_SESSION_TOKEN), si no el perfil AWS_PROFILE (o default) en ~/.aws/credentials y ~/.aws/config, si no su credential_process; nunca se muestran. La salida tiene la forma de describe-user-pool reducida al ID, el nombre, el plan y la política de contraseñas del grupo: cualquier --policy la lee. --policy pool:ID en check, generate y policy la obtiene igual. Necesita el permiso de IAM cognito-idp:DescribeUserPool. Estado de salida: 0 escrita, 1 rechazada por AWS, 2 entrada no válida o sin credenciales (nada enviado), 3 sin respuesta.",
        .helpOptionFetchOutput: "Escribe la política en este archivo (de forma atómica) en lugar de en la salida estándar.",
        .fetchNeedsPool: "indica el grupo de usuarios: --user-pool-id ID o CREDKIT_USER_POOL_ID",
        .fetchCannotWrite: "no se puede escribir {file}: {reason}",
        .fetchWrote: "escrito {file}: la política de contraseñas de {pool} (mínimo {min} caracteres)",
        .helpBreachedCheck:
            "Comprueba las contraseñas de la entrada estándar solo frente a datos de contraseñas filtradas (los registros de check --breached).",
        .helpBreachedCheckDiscussion:
            "Indica una fuente: --index ARCHIVO (creado con breached build-index), --online (la API de rangos de Pwned Passwords, anonimato k: solo salen de la máquina 5 dígitos hexadecimales de cada SHA-1) o --url URL (una réplica de la API de rangos). Solo se informa de las reglas BreachedPassword y BreachedCheckUnavailable (la fuente no pudo responder). Estado de salida (gana el peor): 0 ninguna filtrada, 1 alguna filtrada, 2 un error de uso (no se leyó nada), 3 la fuente no pudo responder, 4 un registro no se pudo leer.",
        .helpOptionBreachedCheckIndex: "Un índice sin conexión creado con credkit breached build-index.",
        .helpOptionBreachedCheckSource:
            "La fuente, escrita como la toma check --breached: un archivo de índice, online o la URL de una API de rangos (o una de --index, --online, --url).",
        .helpOptionBreachedOnline: "La API de rangos de Pwned Passwords (api.pwnedpasswords.com).",
        .helpOptionBreachedURL: "Una réplica de la API de rangos: https, o http en una dirección local.",
        .breachedCheckOneSource:
            "indica exactamente una fuente: --breached FUENTE (como la toma check), --index ARCHIVO, --online o --url URL",
        .tokenArgumentIsFile:
            "{file} es un archivo, no un token: léelo con --input {file} (los tokens en la línea de órdenes son visibles para otros usuarios locales)",
        .strayPasswordArgument:
            "{command} lee las contraseñas de la entrada estándar, no de argumentos: ¿querías decir --input {value}?",
        .strayPasswordArgumentNotFile:
            "{command} lee las contraseñas de la entrada estándar, no de argumentos (una contraseña en la línea de órdenes es visible para otros usuarios locales): printf '%s\\n' … | credkit {command}, o --input ARCHIVO",
        .unknownSubcommand:
            "orden desconocida \"{value}\" para {parent}; ¿quería decir \"{suggestion}\"? ({parent} --help las enumera)",
        .unknownSubcommandNoSuggestion: "orden desconocida \"{value}\" para {parent}; órdenes: {commands}",
        .argumentMissing: "falta {name}",
        .argumentUnknownOption: "opción desconocida {name}",
        .argumentUnexpected: "argumento inesperado {name}",
        .argumentMissingValue: "{name} necesita un valor",
        .notePrefix:
            "nota",
        .cognitoPolicyHintDefault:
            "las contraseñas nuevas se juzgaron con {policy}, la política por defecto de Cognito, antes de enviar nada; para la de tu grupo, indica --policy pool:USER_POOL_ID (leída con DescribeUserPool), un archivo de política o el nombre de una predefinida, o define CREDKIT_POLICY; sign-in --policy la guarda con la sesión",
        .cognitoPolicyHintGiven:
            "las contraseñas nuevas se juzgaron con {policy}, indicada en {source}, antes de enviar nada; --policy pool:USER_POOL_ID lee la del propio grupo",
        .cognitoPolicyHintSession:
            "las contraseñas nuevas se juzgaron con {policy}, guardada con la sesión en {file} al iniciar sesión; --policy (o CREDKIT_POLICY) indica otra para una ejecución y sign-in --policy la sustituye",
        .cognitoSessionPolicy:
            "Las contraseñas nuevas se juzgan con la política {policy}, guardada con la sesión.",
        .cognitoPasswordPolicyRow:
            "política",
        .cognitoPolicySavedValue:
            "{policy} (guardada con la sesión)",
        .cognitoPolicyDefaultValue:
            "{policy} (la predeterminada; sign-in --policy guarda la del grupo con la sesión)",
        .helpOptionInputFormat:
            "Cómo se divide la entrada en registros: lines (un valor por línea), csv (RFC 4180), tsv (separado por tabuladores, sin comillas) o jsonl (un objeto JSON por línea).",
        .helpOptionField:
            "Con csv, tsv o jsonl: la columna que se juzga, por su nombre en la cabecera (o el del miembro) o por su número desde 1.",
        .helpOptionKeep:
            "Columnas copiadas en cada registro (nombres o números, separados por comas), para volver a unir los resultados: bajo \"keep\" en JSON, tras los resultados en CSV, al final de cada registro de texto.",
        .helpOptionNoHeader:
            "La entrada csv o tsv no tiene línea de cabecera: las columnas se nombran por número.",
        .helpOptionDelimiter:
            "El separador de campos de csv o tsv: un carácter ASCII, como ';' (lo escriben las hojas de cálculo en español y otros idiomas) o tab (por defecto: una coma en csv, un tabulador en tsv).",
        .helpOptionInput: "Lee los registros de este archivo en lugar de la entrada estándar (- es la entrada estándar).",
        .structuredNeedsFormat:
            "--field, --keep, --no-header y --delimiter van con --input-format csv, tsv o jsonl (--no-header y --delimiter: csv o tsv)",
        .structuredBadDelimiter:
            "--delimiter {value}: un carácter ASCII que no sea una comilla ni un salto de línea (tab para un tabulador)",
        .inputNamedTwice: "{option} y --input nombran los dos el archivo de entrada: da solo uno",
        .inputAndArguments: "--input lee los registros de un archivo: dalos ahí o como argumentos, no de las dos formas",
        .structuredEmptyInput:
            "{file} está vacío: se esperaba una fila de cabecera con los nombres de las columnas (con --no-header las columnas se numeran y una entrada vacía no tiene filas)",
        .structuredNeedsField:
            "--input-format {format} necesita --field NOMBRE o NÚMERO: la columna que se juzga",
        .structuredKeepLabel: "conservadas",
        .structuredBadNumber:
            "{option} {value}: las columnas se numeran desde 1",
        .structuredNumberInJSONL:
            "{option} {value}: los miembros de JSON Lines se nombran, no se numeran",
        .structuredNameWithoutHeader:
            "{option} {value}: con --no-header, nombre las columnas por número",
        .structuredUnknownColumn:
            "{option} {value}: la cabecera de {file} no tiene esa columna; sus columnas: {columns}",
        .structuredDuplicateColumn:
            "{option} {value}: la cabecera de {file} tiene {count} columnas con ese nombre; indica el número de la que quieras",
        .rowUnterminatedQuote:
            "fila {row} (línea {line}): un campo entre comillas sigue abierto al final de la entrada",
        .rowTextAfterQuote:
            "fila {row} (línea {line}): texto tras unas comillas de cierre (unas comillas dentro de un campo entre comillas se escriben dobles)",
        .rowTooLong:
            "fila {row} (línea {line}): más de {limit} bytes",
        .rowMissingField:
            "fila {row} (línea {line}): no hay columna {field} (la fila tiene {count})",
        .rowExtraFields:
            "fila {row} (línea {line}): {count} campos, pero la cabecera tiene {columns} (un valor que lleva el delimitador debe ir entre comillas); no se juzga",
        .rowInvalidUTF8:
            "fila {row} (línea {line}): {field} no es UTF-8 válido (byte {offset})",
        .rowNotJSON:
            "línea {line}: no es JSON: {reason} (byte {offset})",
        .rowNotObject:
            "línea {line}: no es un objeto JSON",
        .rowMissingMember:
            "línea {line}: no hay miembro {field}",
        .rowNotString:
            "línea {line}: {field} no es ni una cadena ni un número",
        .rowsUnreadable:
            "filas que no se pudieron leer: {count}",
        .structuredWithArguments:
            "--input-format lee la entrada estándar: da ahí las direcciones, no como argumentos",
        .rowNotJSONAt:
            "línea {line}: no es JSON: un carácter inesperado (byte {offset})",
        .helpImportCheck:
            "Comprueba un CSV de importación de usuarios como lo haría CreateUserImportJob, antes de subirlo.",
        .helpImportCheckDiscussion:
            "Las columnas son las del grupo (GetCSVHeader y DescribeUserPool, firmadas con tus credenciales de AWS, con --user-pool-id o CREDKIT_USER_POOL_ID), las de un archivo de cabecera (--headers: la respuesta JSON de GetCSVHeader o el template.csv de la consola) o las de un grupo por defecto. El archivo es el CSV de Cognito: una coma dentro de un valor se escribe \\, y los valores no van entre comillas. Se comprueba cada usuario: cognito:username presente, sin espacios, de 128 caracteres como mucho y único; email una dirección; phone_number en E.164; email_verified, phone_number_verified y cognito:mfa_enabled true o false; MFA solo con teléfono y como exige el grupo; un contacto de verificación automática verificado; los atributos obligatorios del grupo presentes; y el archivo: UTF-8 sin marca de orden de bytes, como mucho 100 MB, 500.000 usuarios y 16.000 caracteres por línea.\n\nCon --format json cada usuario tiene un registro {\"line\", \"username\", \"valid\", \"problems\": [{\"code\", \"column\", \"message\"}]} y al final un {\"summary\": …}; el texto muestra solo los usuarios que se rechazarían. Estado de salida: 0 el archivo se importaría entero; 1 algún usuario o el archivo se rechazaría, o AWS se negó a describir el grupo; 2 uso o un archivo ilegible (no se comprobó nada); 3 ninguna respuesta útil sobre el grupo (inalcanzable, o un punto de acceso sin GetCSVHeader).",
        .helpArgumentImportFile:
            "El archivo de importación (- para la entrada estándar).",
        .helpOptionImportUserPoolID:
            "El grupo al que importar: sus columnas y ajustes se leen de AWS (GetCSVHeader, DescribeUserPool).",
        .helpOptionImportHeaders:
            "Un archivo con las columnas: la respuesta JSON de GetCSVHeader, una lista JSON o una línea de cabecera.",
        .importPoolOrHeaders:
            "indica --user-pool-id o --headers, no ambos",
        .importHeadersUnreadable:
            "no se puede leer el archivo de cabecera {file}: {reason}",
        .importHeadersEmpty:
            "{file} no contiene nombres de columna (la respuesta JSON de GetCSVHeader, una lista JSON de nombres o una línea de cabecera)",
        .importFileProblem:
            "archivo: {message}",
        .importLineProblems:
            "línea {line}{user}: {messages}",
        .importSummary:
            "{users} usuarios comprobados ({columns}): {valid} se importarían, {invalid} se rechazarían",
    ]
}
