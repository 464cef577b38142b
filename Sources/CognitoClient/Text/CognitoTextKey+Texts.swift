// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the Cognito client (numbered errors, pre-flight problems, sessions, SRP), each with its
/// English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``CognitoTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension CognitoTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        case .cognitoError1000: (en: "The request was not sent: {problems}", es: "No se envió la solicitud: {problems}")
        case .cognitoError1001: (en: "Cognito could not be reached: {detail}", es: "No se pudo contactar con Cognito: {detail}")
        case .cognitoError1002:
            (en: "Cognito's answer could not be read: {detail}", es: "No se pudo leer la respuesta de Cognito: {detail}")
        case .cognitoError1003:
            (
                en: "The endpoint {url} is not allowed: use https (plain http only on this machine)",
                es: "El endpoint {url} no está permitido: usa https (http solo en esta máquina)"
            )
        case .cognitoErrorGeneric: (en: "{operation} failed: {detail}", es: "{operation} falló: {detail}")
        case .cognitoError2101:
            (
                en:
                    "The app client's ID or secret was refused, or the app client does not allow client-token authentication (ALLOW_CLIENT_TOKEN_AUTH)",
                es:
                    "Se rechazó el ID o el secreto del cliente de aplicación, o el cliente no admite la autenticación con token de cliente (ALLOW_CLIENT_TOKEN_AUTH)"
            )
        case .cognitoError2102:
            (
                en: "Cognito refused a value of the request, such as a scope the app client may not ask for",
                es: "Cognito rechazó un valor de la solicitud, como un ámbito que el cliente de aplicación no puede pedir"
            )
        case .cognitoError2103:
            (
                en: "The user pool has no app client with this ID",
                es: "El grupo de usuarios no tiene ningún cliente de aplicación con este ID"
            )
        case .cognitoError2104: (en: "Too many requests. Try again later", es: "Demasiadas solicitudes. Inténtelo más tarde")
        case .cognitoError2105:
            (
                en: "The user pool's web ACL (AWS WAF) blocked the request",
                es: "La ACL web del grupo de usuarios (AWS WAF) bloqueó la solicitud"
            )
        case .cognitoError2106:
            (
                en: "GetClientToken is not available for this user pool or in this region",
                es: "GetClientToken no está disponible para este grupo de usuarios o en esta región"
            )
        case .cognitoError2201:
            (
                en:
                    "The token exchange was refused: a token is no longer valid, the app client's secret is wrong, or the app client does not allow it (ALLOW_TOKEN_EXCHANGE_IMPERSONATION, or ALLOW_TOKEN_EXCHANGE_DELEGATION with an actor token)",
                es:
                    "Se rechazó el intercambio de tokens: un token ya no es válido, el secreto del cliente de aplicación es incorrecto o el cliente no lo admite (ALLOW_TOKEN_EXCHANGE_IMPERSONATION, o ALLOW_TOKEN_EXCHANGE_DELEGATION con un token de actor)"
            )
        case .cognitoError2202:
            (
                en: "Cognito refused a value of the request, such as an audience, resource or scope",
                es: "Cognito rechazó un valor de la solicitud, como una audiencia, un recurso o un ámbito"
            )
        case .cognitoError2203:
            (
                en: "The user pool has no app client with this ID",
                es: "El grupo de usuarios no tiene ningún cliente de aplicación con este ID"
            )
        case .cognitoError2204: (en: "Too many requests. Try again later", es: "Demasiadas solicitudes. Inténtelo más tarde")
        case .cognitoError2205:
            (
                en: "The user pool's web ACL (AWS WAF) blocked the request",
                es: "La ACL web del grupo de usuarios (AWS WAF) bloqueó la solicitud"
            )
        case .cognitoError2206:
            (
                en: "GetDerivedToken is not available for this user pool or in this region",
                es: "GetDerivedToken no está disponible para este grupo de usuarios o en esta región"
            )
        case .cognitoError2207:
            (
                en: "The user the subject token belongs to no longer exists",
                es: "El usuario al que pertenece el token de sujeto ya no existe"
            )
        case .cognitoError2301:
            (
                en: "Cognito did not accept the access token to register a passkey: sign in again",
                es: "Cognito no aceptó el token de acceso para registrar una llave de acceso: vuelve a iniciar sesión"
            )
        case .cognitoError2302:
            (
                en: "Passkeys are not turned on for this user pool's sign-in (its first factors lack WEB_AUTHN)",
                es:
                    "Las llaves de acceso no están activadas en el inicio de sesión de este grupo de usuarios (sus primeros factores no incluyen WEB_AUTHN)"
            )
        case .cognitoError2303:
            (
                en: "The user pool has no passkey relying party: set WebAuthnConfiguration's RelyingPartyId (or a domain) first",
                es:
                    "El grupo de usuarios no tiene parte de confianza para llaves de acceso: configura antes el RelyingPartyId de WebAuthnConfiguration (o un dominio)"
            )
        case .cognitoError2304:
            (
                en: "The user has as many passkeys as Cognito allows: delete one first",
                es: "El usuario ya tiene tantas llaves de acceso como permite Cognito: borra una antes"
            )
        case .cognitoError2305:
            (
                en: "Too many passkey requests: wait and try again",
                es: "Demasiadas solicitudes de llaves de acceso: espera y vuelve a intentarlo"
            )
        case .cognitoError2401:
            (
                en: "Cognito did not accept the access token to finish the passkey: sign in again",
                es: "Cognito no aceptó el token de acceso para terminar la llave de acceso: vuelve a iniciar sesión"
            )
        case .cognitoError2402:
            (
                en:
                    "Cognito has no passkey registration waiting with that challenge (it expired, or the answer is for another one): register again",
                es:
                    "Cognito no tiene ningún registro de llave de acceso pendiente con ese desafío (caducó, o la respuesta es de otro): vuelve a registrarla"
            )
        case .cognitoError2403:
            (
                en: "The passkey was made for another relying party than the user pool's",
                es: "La llave de acceso se creó para otra parte de confianza distinta de la del grupo de usuarios"
            )
        case .cognitoError2404:
            (
                en: "The passkey's origin is not one the user pool allows",
                es: "El origen de la llave de acceso no es uno que permita el grupo de usuarios"
            )
        case .cognitoError2405:
            (
                en: "The passkey registration was started by another app client",
                es: "El registro de la llave de acceso lo empezó otro cliente de aplicación"
            )
        case .cognitoError2406:
            (
                en: "Cognito does not support this passkey (its algorithm or attestation), or it is already registered",
                es: "Cognito no admite esta llave de acceso (su algoritmo o su atestación), o ya está registrada"
            )
        case .cognitoError2407:
            (
                en: "Passkeys are not turned on for this user pool's sign-in (its first factors lack WEB_AUTHN)",
                es:
                    "Las llaves de acceso no están activadas en el inicio de sesión de este grupo de usuarios (sus primeros factores no incluyen WEB_AUTHN)"
            )
        case .cognitoError2408:
            (
                en: "Cognito refused the passkey's registration as malformed",
                es: "Cognito rechazó el registro de la llave de acceso por estar mal formado"
            )
        case .cognitoError2409:
            (
                en: "The user has as many passkeys as Cognito allows: delete one first",
                es: "El usuario ya tiene tantas llaves de acceso como permite Cognito: borra una antes"
            )
        case .cognitoError2501:
            (
                en: "Cognito did not accept the access token to list passkeys: sign in again",
                es: "Cognito no aceptó el token de acceso para listar las llaves de acceso: vuelve a iniciar sesión"
            )
        case .cognitoError2502:
            (
                en: "Cognito refused the passkey list request as malformed",
                es: "Cognito rechazó la solicitud de la lista de llaves de acceso por estar mal formada"
            )
        case .cognitoError2503:
            (
                en: "Too many passkey requests: wait and try again",
                es: "Demasiadas solicitudes de llaves de acceso: espera y vuelve a intentarlo"
            )
        case .cognitoError2601:
            (
                en: "Cognito did not accept the access token to delete a passkey: sign in again",
                es: "Cognito no aceptó el token de acceso para borrar una llave de acceso: vuelve a iniciar sesión"
            )
        case .cognitoError2602:
            (
                en: "The user has no passkey with that credential ID",
                es: "El usuario no tiene ninguna llave de acceso con ese ID de credencial"
            )
        case .cognitoError2603:
            (
                en: "Too many passkey requests: wait and try again",
                es: "Demasiadas solicitudes de llaves de acceso: espera y vuelve a intentarlo"
            )
        case .cognitoError2701:
            (
                en:
                    "The identity pool refused the sign-in: the ID token is not valid for it (expired, or from a user pool or app client it does not list)",
                es:
                    "El grupo de identidades rechazó el inicio de sesión: el token de ID no es válido para él (caducado, o de un grupo de usuarios o cliente de aplicación que no figura en él)"
            )
        case .cognitoError2702:
            (
                en: "This identity pool does not exist in this region",
                es: "Este grupo de identidades no existe en esta región"
            )
        case .cognitoError2703:
            (
                en: "Cognito Identity refused a value of the request",
                es: "Cognito Identity rechazó un valor de la solicitud"
            )
        case .cognitoError2704:
            (
                en: "Too many requests. Try again later",
                es: "Demasiadas solicitudes. Inténtelo más tarde"
            )
        case .cognitoError2705:
            (
                en: "The identity pool has reached its limit of identities",
                es: "El grupo de identidades ha alcanzado su límite de identidades"
            )
        case .cognitoError2706:
            (
                en: "The request conflicts with the identity's logins (it is linked to another one)",
                es: "La solicitud choca con los inicios de sesión de la identidad (está vinculada a otro)"
            )
        case .cognitoError2707:
            (
                en: "The identity pool could not reach the user pool to check the token",
                es: "El grupo de identidades no pudo contactar con el grupo de usuarios para comprobar el token"
            )
        case .cognitoError2801:
            (
                en:
                    "The identity pool refused the credentials: the ID token is not valid for this identity, or the role may not be assumed by it",
                es:
                    "El grupo de identidades rechazó las credenciales: el token de ID no es válido para esta identidad, o no puede asumir el rol"
            )
        case .cognitoError2802:
            (
                en: "This identity does not exist in the identity pool",
                es: "Esta identidad no existe en el grupo de identidades"
            )
        case .cognitoError2803:
            (
                en: "Cognito Identity refused a value of the request, such as the role ARN",
                es: "Cognito Identity rechazó un valor de la solicitud, como el ARN del rol"
            )
        case .cognitoError2804:
            (
                en: "Too many requests. Try again later",
                es: "Demasiadas solicitudes. Inténtelo más tarde"
            )
        case .cognitoError2805:
            (
                en: "The identity pool's roles cannot be assumed: check the roles' trust policy and the pool's role mapping",
                es:
                    "No se pueden asumir los roles del grupo de identidades: revisa la política de confianza de los roles y la asignación de roles del grupo"
            )
        case .cognitoError2806:
            (
                en: "The request conflicts with the identity's logins (it is linked to another one)",
                es: "La solicitud choca con los inicios de sesión de la identidad (está vinculada a otro)"
            )
        case .cognitoError2807:
            (
                en: "The identity pool could not reach AWS STS or the user pool",
                es: "El grupo de identidades no pudo contactar con AWS STS o con el grupo de usuarios"
            )
        case .cognitoError3001: (en: "An account with this email already exists", es: "Ya existe una cuenta con este email")
        case .cognitoError3002: (en: "The password does not meet the requirements", es: "La contraseña no cumple los requisitos")
        case .cognitoError3003:
            (en: "Cognito refused a value of the request: {detail}", es: "Cognito rechazó un valor de la solicitud: {detail}")
        case .cognitoError3004: (en: "The confirmation code could not be sent", es: "No se pudo enviar el código de confirmación")
        case .cognitoError3005:
            (
                en: "Too many requests. Wait a moment and try again",
                es: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo"
            )
        case .cognitoError4001: (en: "Could not get the tokens", es: "No se pudieron obtener los tokens")
        case .cognitoError4002: (en: "Incorrect email or password", es: "Email o contraseña incorrectos")
        case .cognitoError4003: (en: "User not confirmed. Check your email", es: "Usuario no confirmado. Revisa tu email")
        case .cognitoError4004: (en: "User does not exist", es: "Usuario no existe")
        case .cognitoError4005:
            (
                en: "A password reset is required. Use forgot password",
                es: "Es necesario restablecer la contraseña. Usa «olvidé mi contraseña»"
            )
        case .cognitoError4006:
            (
                en: "Too many requests. Wait a moment and try again",
                es: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo"
            )
        case .cognitoError4007: (en: "Incorrect code", es: "Código incorrecto")
        case .cognitoError4008:
            (en: "The new password does not meet the requirements", es: "La nueva contraseña no cumple los requisitos")
        case .cognitoError4009: (en: "The code has expired. Sign in again", es: "El código ha caducado. Vuelve a iniciar sesión")
        case .cognitoError4011:
            (en: "This user has no authenticator app set up", es: "Este usuario no tiene configurada una app de autenticación")
        case .cognitoError4012:
            (
                en: "None of this user's MFA methods can be used for this sign-in",
                es: "Ninguno de los métodos MFA de este usuario sirve para este inicio de sesión"
            )
        case .cognitoError4013:
            (
                en: "This refresh token was already used (rotation): sign in again",
                es: "Este token de actualización ya se usó (rotación): inicia sesión de nuevo"
            )
        case .cognitoError1004:
            (en: "Stopped after a request was sent: {reason}", es: "Se detuvo después de enviar una solicitud: {reason}")
        case .cognitoError4014:
            (
                en:
                    "This account signs in with a passkey: give credkit its passkey file (--passkey-file), or use the hosted UI or the app",
                es:
                    "Esta cuenta inicia sesión con una llave de acceso: da a credkit su archivo de llave de acceso (--passkey-file), o usa la interfaz alojada o la app"
            )
        case .cognitoError4015:
            (
                en: "Cognito refused the passkey: {detail}",
                es: "Cognito rechazó la llave de acceso: {detail}"
            )
        case .cognitoError1005:
            (
                en: "The passkey cannot answer: {detail}",
                es: "La llave de acceso no puede responder: {detail}"
            )
        case .cognitoError5001: (en: "Incorrect confirmation code", es: "Código de confirmación incorrecto")
        case .cognitoError5002:
            (
                en: "The confirmation code has expired. Ask for a new one",
                es: "El código de confirmación ha expirado. Pide uno nuevo"
            )
        case .cognitoError5003: (en: "User does not exist", es: "Usuario no existe")
        case .cognitoError5004:
            (
                en: "The user cannot be confirmed (already confirmed?)",
                es: "No se puede confirmar el usuario (¿ya está confirmado?)"
            )
        case .cognitoError5005: (en: "An account with this email already exists", es: "Ya existe una cuenta con este email")
        case .cognitoError5006:
            (
                en: "Too many incorrect codes. Request a new code and try again",
                es: "Demasiados códigos incorrectos. Solicita un código nuevo y vuelve a intentarlo"
            )
        case .cognitoError5101: (en: "User does not exist", es: "Usuario no existe")
        case .cognitoError5102:
            (
                en: "Too many attempts. Wait a few minutes and try again",
                es: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo"
            )
        case .cognitoError5103: (en: "The confirmation code could not be sent", es: "No se pudo enviar el código de confirmación")
        case .cognitoError6001: (en: "User not found", es: "Usuario no encontrado")
        case .cognitoError6002:
            (
                en: "Too many attempts. Wait a few minutes and try again",
                es: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo"
            )
        case .cognitoError6003:
            (
                en: "The account has no verified email to send the code to",
                es: "La cuenta no tiene un email verificado al que enviar el código"
            )
        case .cognitoError6004:
            (
                en: "Cognito refused the request for this app client",
                es: "Cognito rechazó la solicitud para este cliente de aplicación"
            )
        case .cognitoError7001: (en: "Incorrect code", es: "Código incorrecto")
        case .cognitoError7002: (en: "The code has expired. Ask for a new one", es: "Código expirado. Pide uno nuevo")
        case .cognitoError7003: (en: "The password does not meet the requirements", es: "La contraseña no cumple los requisitos")
        case .cognitoError7004:
            (
                en: "Too many attempts. Wait a few minutes and try again",
                es: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo"
            )
        case .cognitoError7005: (en: "User does not exist", es: "Usuario no existe")
        case .cognitoError7006:
            (
                en: "Too many incorrect codes. Request a new code and try again",
                es: "Demasiados códigos incorrectos. Solicita un código nuevo y vuelve a intentarlo"
            )
        case .cognitoError8001: (en: "No active session. Please sign in", es: "No hay sesión activa. Por favor inicia sesión")
        case .cognitoError8002: (en: "Incorrect current password", es: "Contraseña actual incorrecta")
        case .cognitoError8003:
            (
                en: "The new password does not meet the minimum requirements",
                es: "La nueva contraseña no cumple con los requisitos mínimos"
            )
        case .cognitoError8004:
            (
                en: "Too many attempts. Wait a few minutes and try again",
                es: "Demasiados intentos. Espera unos minutos e intenta de nuevo"
            )
        case .cognitoError8005: (en: "The new password was used recently", es: "La nueva contraseña se usó recientemente")
        case .cognitoError9001:
            (en: "The session is no longer valid. Please sign in again", es: "La sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9002: (en: "User does not exist", es: "Usuario no existe")
        case .cognitoError9101:
            (en: "The session is no longer valid. Please sign in again", es: "La sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9201: (en: "This token cannot be revoked", es: "Este token no se puede revocar")
        case .cognitoError9202:
            (en: "The app client may not revoke this token", es: "El cliente de aplicación no puede revocar este token")
        case .cognitoError9301:
            (en: "The session is no longer valid. Sign in again", es: "La sesión ya no es válida. Vuelve a iniciar sesión")
        case .cognitoError9302:
            (en: "The user pool does not allow authenticator apps", es: "El grupo de usuarios no admite apps de autenticación")
        case .cognitoError9303:
            (
                en: "Another change to this user's MFA is in progress. Try again",
                es: "Hay otro cambio en curso del MFA de este usuario. Inténtelo de nuevo"
            )
        case .cognitoError9401:
            (
                en: "Incorrect code. Check the authenticator app's clock and enter its current code",
                es: "Código incorrecto. Comprueba la hora de la app de autenticación e introduce tu código actual"
            )
        case .cognitoError9402:
            (en: "The code did not verify the authenticator app", es: "El código no ha verificado la app de autenticación")
        case .cognitoError9403:
            (en: "The session is no longer valid. Sign in again", es: "La sesión ya no es válida. Vuelve a iniciar sesión")
        case .cognitoError9404:
            (
                en: "Too many requests. Wait a moment and try again",
                es: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo"
            )
        case .cognitoError9405:
            (
                en: "No authenticator app is being set up. Start again with setup-totp",
                es: "No se está configurando ninguna app de autenticación. Empieza de nuevo con setup-totp"
            )
        case .cognitoError9501:
            (en: "The session is no longer valid. Sign in again", es: "La sesión ya no es válida. Vuelve a iniciar sesión")
        case .cognitoError9502:
            (
                en:
                    "That MFA setting is not possible for this user (an authenticator app must be verified first; SMS needs a phone number)",
                es:
                    "Ese ajuste de MFA no es posible para este usuario (primero hay que verificar una app de autenticación; SMS necesita un número de teléfono)"
            )
        case .cognitoError9503: (en: "User not confirmed. Check your email", es: "Usuario no confirmado. Revisa tu email")
        case .cognitoError9601:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9602:
            (
                en: "Another account already uses this email or phone number",
                es: "Otra cuenta ya usa este email o número de teléfono"
            )
        case .cognitoError9603:
            (
                en: "Cognito refused an attribute (unknown, read-only or not writable by this app)",
                es: "Cognito rechazó un atributo (desconocido, de solo lectura o que esta app no puede escribir)"
            )
        case .cognitoError9651:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9652:
            (
                en: "Cognito refused to remove an attribute (required, unknown or read-only)",
                es: "Cognito rechazó quitar un atributo (obligatorio, desconocido o de solo lectura)"
            )
        case .cognitoError9701:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9702:
            (
                en: "This attribute cannot be verified (only email and phone_number, when the user has one)",
                es: "Este atributo no se puede verificar (solo email y phone_number, cuando el usuario lo tiene)"
            )
        case .cognitoError9703:
            (
                en: "Too many codes requested. Wait and try again",
                es: "Demasiados códigos solicitados. Espera y vuelve a intentarlo"
            )
        case .cognitoError9704: (en: "The code could not be delivered", es: "No se pudo entregar el código")
        case .cognitoError9751: (en: "Incorrect code", es: "Código incorrecto")
        case .cognitoError9752: (en: "The code has expired. Request a new one", es: "El código ha caducado. Solicita uno nuevo")
        case .cognitoError9753:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9754:
            (en: "Too many attempts. Wait and try again", es: "Demasiados intentos. Espera y vuelve a intentarlo")
        case .cognitoError9755:
            (
                en: "Another account already uses this email or phone number",
                es: "Otra cuenta ya usa este email o número de teléfono"
            )
        case .cognitoError9801:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9851:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9901:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9902: (en: "This device is already confirmed", es: "Este dispositivo ya está confirmado")
        case .cognitoError9903:
            (
                en: "The device could not be confirmed: the user pool refused its details",
                es: "No se pudo confirmar el dispositivo: el grupo de usuarios rechazó sus datos"
            )
        case .cognitoError9921:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9922:
            (en: "The user pool does not know this device", es: "El grupo de usuarios no conoce este dispositivo")
        case .cognitoError9941:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9961:
            (en: "Your session is no longer valid. Sign in again", es: "Tu sesión ya no es válida. Inicia sesión de nuevo")
        case .cognitoError9962:
            (en: "The user pool does not know this device", es: "El grupo de usuarios no conoce este dispositivo")
        case .cognitoError9981:
            (en: "This user pool does not exist in this region", es: "Este grupo de usuarios no existe en esta región")
        case .cognitoError9982:
            (en: "These credentials may not read this user pool", es: "Estas credenciales no pueden leer este grupo de usuarios")
        case .cognitoError9983: (en: "Too many requests. Try again later", es: "Demasiadas solicitudes. Inténtelo más tarde")
        case .cognitoError9984:
            (
                en: "These credentials may not call DescribeUserPool (IAM: cognito-idp:DescribeUserPool)",
                es: "Estas credenciales no pueden llamar a DescribeUserPool (IAM: cognito-idp:DescribeUserPool)"
            )
        case .cognitoError9985:
            (en: "AWS does not know this access key ID", es: "AWS no reconoce este identificador de clave de acceso")
        case .cognitoError9986:
            (
                en: "The request's signature does not match: check the secret access key",
                es: "La firma de la solicitud no coincide: revisa la clave de acceso secreta"
            )
        case .cognitoError9987:
            (
                en: "The session token has expired: get new temporary credentials",
                es: "El token de sesión ha caducado: obtén credenciales temporales nuevas"
            )
        case .credentialsNotFound:
            (
                en:
                    "no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or give profile {profile} keys or a credential_process in {credentials} or {config}",
                es:
                    "no hay credenciales de AWS: define AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY, o da al perfil {profile} claves o un credential_process en {credentials} o {config}"
            )
        case .credentialsUnknownProfile:
            (
                en: "the AWS profile {profile} is in neither {credentials} nor {config}",
                es: "el perfil de AWS {profile} no está ni en {credentials} ni en {config}"
            )
        case .credentialsIncomplete:
            (
                en: "{source}: the access key ID and the secret access key must both be set",
                es: "{source}: deben definirse tanto el identificador de clave de acceso como la clave secreta"
            )
        case .credentialsMalformedFile: (en: "{file}:{line}: {reason}", es: "{file}:{line}: {reason}")
        case .credentialsUnsupportedSource:
            (
                en:
                    "the AWS profile {profile} uses {setting}, which credkit does not support: use environment variables, static keys or credential_process",
                es:
                    "el perfil de AWS {profile} usa {setting}, que credkit no admite: usa variables de entorno, claves estáticas o credential_process"
            )
        case .credentialsProcessFailed:
            (
                en: "the credential_process of profile {profile} failed: {reason}",
                es: "el credential_process del perfil {profile} falló: {reason}"
            )
        case .credentialsReasonSection: (en: "a section without \"]\"", es: "una sección sin \"]\"")
        case .credentialsReasonNameValue: (en: "expected name = value", es: "se esperaba nombre = valor")
        case .credentialsReasonEmptyCommand: (en: "the command is empty", es: "la orden está vacía")
        case .credentialsReasonExitStatus: (en: "exit status {status}", es: "estado de salida {status}")
        case .credentialsReasonNotJSON: (en: "its output is not a JSON object", es: "su salida no es un objeto JSON")
        case .credentialsReasonVersion: (en: "Version is not 1", es: "Version no es 1")
        case .credentialsReasonMissingKeys:
            (en: "AccessKeyId or SecretAccessKey is missing", es: "falta AccessKeyId o SecretAccessKey")
        case .credentialsReasonUnavailable: (en: "not available on this platform", es: "no disponible en esta plataforma")
        case .credentialsReasonOutputTooLarge: (en: "it wrote more than {limit} bytes", es: "escribió más de {limit} bytes")
        case .credentialsReasonTimeout:
            (
                en: "it did not finish within {seconds} s; it and its process group were ended",
                es: "no terminó en {seconds} s; se terminaron él y su grupo de procesos"
            )
        case .credentialsReasonSignal: (en: "it was ended by signal {signal}", es: "lo terminó la señal {signal}")
        case .credentialsShadowedKeys:
            (
                en:
                    "the AWS profile {profile} has {keys} and also {setting}, which the AWS CLI would use instead and credkit does not support: remove one of them, or use another profile",
                es:
                    "el perfil de AWS {profile} tiene {keys} y también {setting}, que la CLI de AWS usaría en su lugar y credkit no admite: quita uno de los dos o usa otro perfil"
            )
        case .cognitoProblemDeviceKey:
            (
                en: "{field} is not a device key (REGION_ followed by hex digits and dashes, at most 55 characters)",
                es:
                    "{field} no es una clave de dispositivo (REGIÓN_ seguida de dígitos hexadecimales y guiones, 55 caracteres como mucho)"
            )
        case .cognitoProblemCredentialID:
            (
                en: "{field} is not a passkey's credential ID (base64url, as cognito passkeys list shows it)",
                es: "{field} no es el ID de credencial de una llave de acceso (base64url, como lo muestra cognito passkeys list)"
            )
        case .cognitoProblemEmail: (en: "email: {reason}", es: "email: {reason}")
        case .cognitoProblemPassword: (en: "{field}: {reason}", es: "{field}: {reason}")
        case .cognitoProblemPasswordNamed:
            (en: "{field}: {reason} (policy {policy})", es: "{field}: {reason} (política {policy})")
        case .cognitoProblemMissing: (en: "{field} is required", es: "falta {field}")
        case .cognitoProblemCode:
            (
                en: "{field}: a confirmation code is 6 to 8 digits, as Cognito sends it",
                es: "{field}: un código de confirmación tiene de 6 a 8 dígitos, como lo envía Cognito"
            )
        case .cognitoProblemMismatch: (en: "Passwords do not match", es: "Las contraseñas no coinciden")
        case .cognitoProblemSameAsCurrent:
            (
                en: "The new password must be different from the current one",
                es: "La nueva contraseña debe ser diferente a la actual"
            )
        case .cognitoProblemTooLong: (en: "{field}: at most {limit} characters", es: "{field}: como mucho {limit} caracteres")
        case .cognitoProblemPoolID:
            (
                en: "a user pool ID (region_ID) is needed for SRP sign-in",
                es: "se necesita un ID de grupo de usuarios (region_ID) para iniciar sesión con SRP"
            )
        case .cognitoProblemMFACode: (en: "code: an MFA code is 6 to 8 digits", es: "code: un código MFA tiene de 6 a 8 dígitos")
        case .cognitoProblemTwoPreferred:
            (en: "only one MFA method can be preferred", es: "solo un método MFA puede ser el preferido")
        case .cognitoProblemMFANotOffered:
            (en: "{type} was not offered (offered: {offered})", es: "{type} no se ha ofrecido (ofrecidos: {offered})")
        case .cognitoProblemWrongStep:
            (
                en: "the sign-in is at step {step}, which this answer does not fit",
                es: "el inicio de sesión está en el paso {step}, al que esta respuesta no corresponde"
            )
        case .cognitoProblemScope:
            (
                en: "{field}: \"{value}\" is not a scope (1 to 256 printable ASCII characters, no space, quote or backslash)",
                es:
                    "{field}: \"{value}\" no es un ámbito (de 1 a 256 caracteres ASCII imprimibles, sin espacios, comillas ni barras invertidas)"
            )
        case .cognitoProblemTooMany: (en: "{field}: at most {limit} values", es: "{field}: como mucho {limit} valores")
        case .cognitoProblemTokenCharacters:
            (
                en: "{field} is not a token (letters, digits and - _ + / = . only)",
                es: "{field} no es un token (solo letras, dígitos y - _ + / = .)"
            )
        case .cognitoProblemProviderName:
            (
                en: "{field}: an identity provider's name is 1 to 32 letters, digits, punctuation or spaces",
                es: "{field}: el nombre de un proveedor de identidad tiene de 1 a 32 letras, dígitos, signos o espacios"
            )
        case .cognitoProblemUsername:
            (
                en: "{field}: a username is 1 to 128 letters, marks, symbols, digits or punctuation, without spaces",
                es: "{field}: un nombre de usuario tiene de 1 a 128 letras, marcas, símbolos, dígitos o signos, sin espacios"
            )
        case .cognitoProblemUsernameAttribute:
            (
                en: "{field}: the user pool signs users in with {attributes}, and \"{value}\" is neither",
                es: "{field}: el grupo de usuarios inicia sesión con {attributes}, y \"{value}\" no es ninguno"
            )
        case .cognitoProblemGroupName:
            (
                en: "{field}: a group name is 1 to 128 letters, marks, symbols, digits or punctuation, without spaces",
                es: "{field}: el nombre de un grupo tiene de 1 a 128 letras, marcas, símbolos, dígitos o signos, sin espacios"
            )
        case .cognitoProblemAttributeNotInSchema:
            (
                en: "{field}: the user pool has no attribute {name}",
                es: "{field}: el grupo de usuarios no tiene el atributo {name}"
            )
        case .cognitoProblemAttributeRequired:
            (
                en: "{field}: the user pool requires {name}",
                es: "{field}: el grupo de usuarios exige {name}"
            )
        case .cognitoProblemAttributeLength:
            (
                en: "{field}: {length} characters, and the user pool takes {minimum} to {maximum}",
                es: "{field}: {length} caracteres, y el grupo de usuarios admite de {minimum} a {maximum}"
            )
        case .cognitoProblemAttributeNumber:
            (
                en: "{field}: \"{value}\" is not a whole number from {minimum} to {maximum}",
                es: "{field}: \"{value}\" no es un número entero de {minimum} a {maximum}"
            )
        case .cognitoProblemAttributeBoolean:
            (en: "{field}: \"{value}\" is neither true nor false", es: "{field}: \"{value}\" no es ni true ni false")
        case .cognitoProblemAttributeReadOnly:
            (en: "{field}: only Cognito sets {name}", es: "{field}: solo Cognito asigna {name}")
        case .cognitoProblemPhone:
            (
                en: "{field}: not a phone number in E.164 form (+, then up to 15 digits, such as +34600000000)",
                es: "{field}: no es un número de teléfono en formato E.164 (+ y hasta 15 dígitos, como +34600000000)"
            )
        case .cognitoProblemDelivery:
            (
                en: "{field}: a message by {medium} needs the attribute {name}",
                es: "{field}: un mensaje por {medium} necesita el atributo {name}"
            )
        case .cognitoProblemDuplicateUsername:
            (
                en: "username: {username} is already on row {row} (not sent twice)",
                es: "username: {username} ya está en la fila {row} (no se envía dos veces)"
            )
        case .cognitoProblemIdentityPoolID:
            (
                en: "{field}: \"{value}\" is not an identity pool ID (REGION:UUID, at most 55 characters)",
                es: "{field}: \"{value}\" no es un ID de grupo de identidades (REGIÓN:UUID, 55 caracteres como mucho)"
            )
        case .cognitoProblemRoleARN:
            (
                en: "{field}: \"{value}\" is not an IAM role ARN (arn:PARTITION:iam::ACCOUNT:role/NAME)",
                es: "{field}: \"{value}\" no es el ARN de un rol de IAM (arn:PARTICIÓN:iam::CUENTA:role/NOMBRE)"
            )
        case .filterAt:
            (en: "filter, column {column}: ", es: "filtro, columna {column}: ")
        case .filterEnd:
            (en: "the end", es: "el final")
        case .filterTooLong:
            (
                en: "{detail} characters, more than the {limit} Cognito takes",
                es: "{detail} caracteres, más de los {limit} que admite Cognito"
            )
        case .filterMissingAttribute:
            (
                en: "an attribute name is expected here, found {found} (one of {allowed})",
                es: "aquí se espera el nombre de un atributo, y hay {found} (uno de {allowed})"
            )
        case .filterCustomAttribute:
            (
                en: "{detail} cannot be searched: Cognito does not search custom attributes (only {allowed})",
                es: "no se puede buscar por {detail}: Cognito no busca en atributos personalizados (solo {allowed})"
            )
        case .filterUnknownAttribute:
            (
                en: "{detail} cannot be searched: Cognito searches only {allowed}",
                es: "no se puede buscar por {detail}: Cognito solo busca {allowed}"
            )
        case .filterMissingOperator:
            (
                en: "expected = (exact) or ^= (starts with) after the attribute, found {found}",
                es: "se esperaba = (exacto) o ^= (empieza por) tras el atributo, y hay {found}"
            )
        case .filterUnquotedValue:
            (
                en: "the value goes in double quotes, as in email = \"ana@example.com\"; found {found}",
                es: "el valor va entre comillas dobles, como en email = \"ana@example.com\"; hay {found}"
            )
        case .filterUnterminatedValue:
            (en: "the value's closing double quote is missing", es: "falta la comilla doble que cierra el valor")
        case .filterInvalidEscape:
            (
                en: "inside the value only \\\" and \\\\ are escapes, found {found}",
                es: "dentro del valor solo \\\" y \\\\ son escapes, y hay {found}"
            )
        case .filterTrailingText:
            (
                en: "{found} after the value: Cognito filters on one attribute at a time",
                es: "{found} tras el valor: Cognito filtra por un solo atributo a la vez"
            )
        case .filterUnknownStatus:
            (
                en: "no user has {attribute} {found}: it is one of {allowed}",
                es: "ningún usuario tiene {attribute} {found}: es uno de {allowed}"
            )
        case .passkeyInvalidOptions:
            (
                en: "The relying party's passkey options are not usable: {detail}",
                es: "Las opciones de llave de acceso del usuario de confianza no se pueden usar: {detail}"
            )
        case .passkeyUnsupportedAlgorithm:
            (
                en: "The relying party accepts none of this authenticator's algorithms (ES256): it offers {detail}",
                es: "El usuario de confianza no acepta ningún algoritmo de este autenticador (ES256): ofrece {detail}"
            )
        case .passkeyAlreadyRegistered:
            (
                en: "This passkey is already registered with {detail}",
                es: "Esta llave de acceso ya está registrada en {detail}"
            )
        case .passkeyNotAllowed:
            (
                en: "{detail} asks for other passkeys than this one",
                es: "{detail} pide otras llaves de acceso distintas de esta"
            )
        case .passkeyRelyingPartyMismatch:
            (
                en: "The passkey is for another relying party: {detail}",
                es: "La llave de acceso es de otro usuario de confianza: {detail}"
            )
        case .passkeyInvalidFile:
            (
                en: "{detail} is not a passkey file credkit wrote",
                es: "{detail} no es un archivo de llave de acceso escrito por credkit"
            )
        case .cognitoProblemAttributeName:
            (
                en: "\"{name}\" is not an attribute name (1 to 32 characters, no spaces or control characters)",
                es: "\"{name}\" no es un nombre de atributo (de 1 a 32 caracteres, sin espacios ni caracteres de control)"
            )
        case .cognitoProblemAttributeTwice:
            (en: "the attribute {name} is given twice", es: "el atributo {name} aparece dos veces")
        case .cognitoUnsupportedChallenge:
            (
                en: "Could not get the tokens: Cognito asks for {challenge}, which credkit does not answer",
                es: "No se pudieron obtener los tokens: Cognito pide {challenge}, que credkit no responde"
            )
        case .cognitoSettingInvalidUserPool:
            (
                en: "{value} is not a Cognito user pool ID (such as eu-west-1_AbC123)",
                es: "{value} no es un ID de grupo de usuarios de Cognito (como eu-west-1_AbC123)"
            )
        case .cognitoSettingMissingUserPool:
            (en: "no user pool: give its ID", es: "no hay grupo de usuarios: indica su ID")
        case .cognitoSettingMissingRegion:
            (
                en: "no region: give one, or a user pool ID, which names it",
                es: "no hay región: indica una, o un ID de grupo de usuarios, que la incluye"
            )
        case .cognitoSettingInvalidRegion:
            (en: "{value} is not an AWS region such as eu-west-1", es: "{value} no es una región de AWS como eu-west-1")
        case .cognitoSettingRegionMismatch:
            (
                en: "the user pool {pool} is not in the region {region}",
                es: "el grupo de usuarios {pool} no está en la región {region}"
            )
        case .cognitoSettingMissingClientID: (en: "no app client ID", es: "no hay ID de cliente de aplicación")
        case .cognitoSettingInvalidClientID:
            (
                en: "{value}: an app client ID is 1 to 128 letters, digits, _ or +",
                es: "{value}: un ID de cliente de aplicación tiene de 1 a 128 letras, dígitos, _ o +"
            )
        case .cognitoSettingSessionOtherClient:
            (
                en: "the saved session belongs to the app client {session}, not {client}",
                es: "la sesión guardada es del cliente de aplicación {session}, no de {client}"
            )
        case .cognitoSettingInvalidEndpoint:
            (
                en: "{value} is not a URL such as https://cognito-idp.eu-west-1.amazonaws.com/",
                es: "{value} no es una URL como https://cognito-idp.eu-west-1.amazonaws.com/"
            )
        case .cognitoSettingInvalidTimeout:
            (
                en: "{value}: expected seconds, more than 0 and at most 300",
                es: "{value}: se esperan segundos, más de 0 y como mucho 300"
            )

        // credkit jwt.
        case .cognitoSessionUnreadable:
            (en: "{file}: the session file cannot be read", es: "{file}: no se puede leer el archivo de sesión")
        case .cognitoSessionInvalid:
            (en: "{file}: not a credkit session file", es: "{file}: no es un archivo de sesión de credkit")
        case .cognitoSRPInvalidPoolID:
            (en: "the user pool ID must look like region_ID", es: "el ID del grupo de usuarios debe tener la forma region_ID")
        case .cognitoSRPInvalidChallenge:
            (
                en: "the PASSWORD_VERIFIER challenge has no valid {parameter}",
                es: "el desafío PASSWORD_VERIFIER no trae un {parameter} válido"
            )
        case .cognitoSRPUnsafeValue:
            (en: "the server's SRP value is unsafe (zero modulo N)", es: "el valor SRP del servidor no es seguro (cero módulo N)")
        case .cognitoSessionNotOwned:
            (
                en: "{file}: the session file belongs to another user; refusing to use it",
                es: "{file}: el archivo de sesión pertenece a otro usuario; no se usará"
            )
        case .cognitoSessionLoosePermissions:
            (
                en:
                    "{file}: other users may read or change the session file (its tokens may have been seen); refusing to use it: run chmod 600 {file}, or sign in again",
                es:
                    "{file}: otros usuarios pueden leer o cambiar el archivo de sesión (sus tokens pueden haberse visto); no se usará: ejecuta chmod 600 {file}, o vuelve a iniciar sesión"
            )
        case .cognitoSessionLocked:
            (
                en: "{file}: another credkit process has held the session for over 15 s; try again",
                es: "{file}: otro proceso de credkit tiene la sesión bloqueada desde hace más de 15 s; inténtalo de nuevo"
            )

        // Sign-in through the pool's domain (OAuth 2.0).
        case .oauthError1000: (en: "Refused before sending: {detail}", es: "Rechazado antes de enviar: {detail}")
        case .oauthError1001: (en: "The domain did not answer: {detail}", es: "El dominio no respondió: {detail}")
        case .oauthError1002:
            (en: "The domain's answer is not usable: {detail}", es: "La respuesta del dominio no se puede usar: {detail}")
        case .oauthError1003:
            (
                en: "The endpoint is not allowed: {detail}: use https (plain http only on this machine)",
                es: "El endpoint no está permitido: {detail}: usa https (http solo en esta máquina)"
            )
        case .oauthError2000:
            (
                en: "The sign-in domain failed or is unavailable; try again later",
                es: "El dominio de inicio de sesión falló o no está disponible; inténtalo más tarde"
            )
        case .oauthError2001:
            (
                en: "Sign-in was denied (by the user or their identity provider)",
                es: "Se denegó el inicio de sesión (el usuario o su proveedor de identidad)"
            )
        case .oauthError2002:
            (en: "The sign-in domain refused the request", es: "El dominio de inicio de sesión rechazó la solicitud")
        case .oauthError2003:
            (
                en: "The redirect does not belong to this sign-in (its state differs); nothing was exchanged",
                es: "La redirección no pertenece a este inicio de sesión (su state no coincide); no se intercambió nada"
            )
        case .oauthError2004:
            (
                en: "No redirect arrived within {detail}; the browser sign-in was not finished",
                es: "No llegó ninguna redirección en {detail}; el inicio de sesión en el navegador no terminó"
            )
        case .oauthError2005:
            (
                en: "The redirect port is in use: {detail}; free it or register another port and pass --redirect-port",
                es: "El puerto de redirección está en uso: {detail}; libéralo o registra otro puerto y usa --redirect-port"
            )
        case .oauthError2006:
            (
                en: "The code or token was refused (used, expired, revoked, or a wrong verifier)",
                es: "Se rechazó el código o el token (usado, caducado, revocado o con un verificador incorrecto)"
            )
        case .oauthError2007:
            (
                en: "The app client's identity was refused (unknown client, or a wrong or missing secret)",
                es: "Se rechazó la identidad del cliente de aplicación (cliente desconocido o secreto incorrecto o ausente)"
            )
        case .oauthError2008:
            (
                en: "The app client may not use this grant; enable it in the app client's OAuth settings",
                es: "El cliente de aplicación no puede usar esta concesión; actívala en su configuración OAuth"
            )
        case .oauthError2009:
            (
                en: "A scope was refused: the app client may not ask for it",
                es: "Se rechazó un ámbito: el cliente de aplicación no puede pedirlo"
            )
        case .oauthError2010:
            (en: "The ID token failed verification: {detail}", es: "El token de ID no pasó la verificación: {detail}")
        case .oauthError2011:
            (
                en: "The user pool has no domain (its discovery document names no sign-in endpoints); pass --domain",
                es:
                    "El grupo de usuarios no tiene dominio (su documento de descubrimiento no nombra endpoints de inicio de sesión); usa --domain"
            )
        case .oauthError2012:
            (
                en: "The token was refused (revoked, expired or from another pool); sign in again",
                es: "Se rechazó el token (revocado, caducado o de otro grupo); vuelve a iniciar sesión"
            )
        case .oauthError2013:
            (
                en: "The request was refused as malformed or not allowed for this token",
                es: "Se rechazó la solicitud por mal formada o no permitida para este token"
            )
        case .oauthError2014:
            (en: "The redirect carries neither a code nor an error", es: "La redirección no trae ni código ni error")
        case .oauthInvalidDomain:
            (
                en:
                    "{value} is neither a domain prefix (1–63 lowercase letters, digits and hyphens) nor an https URL without a path",
                es: "{value} no es ni un prefijo de dominio (1–63 minúsculas, dígitos y guiones) ni una URL https sin ruta"
            )
        case .oauthInvalidRegion:
            (
                en: "{value} is not a region such as eu-west-1 (a domain prefix needs the pool's region)",
                es: "{value} no es una región como eu-west-1 (un prefijo de dominio necesita la región del grupo)"
            )
        case .oauthInvalidScope:
            (
                en: "scope {value}: 1–256 printable ASCII characters without spaces, quotes or backslashes",
                es: "ámbito {value}: de 1 a 256 caracteres ASCII imprimibles sin espacios, comillas ni barras invertidas"
            )
        case .oauthOpenIDScopeRequired:
            (
                en: "the scopes must include openid (the ID token says who signed in)",
                es: "los ámbitos deben incluir openid (el token de ID dice quién inició sesión)"
            )
        case .oauthInvalidIdentityProvider:
            (
                en:
                    "identity provider {value}: 1–32 letters, digits, punctuation or symbols, no control characters, no space at either end",
                es:
                    "proveedor de identidad {value}: de 1 a 32 letras, dígitos, signos o símbolos, sin caracteres de control ni espacios en los extremos"
            )
        case .oauthInvalidRedirectURI:
            (
                en:
                    "redirect URI {value}: an absolute URI without a fragment, at most 1,024 characters; http only to this machine",
                es:
                    "URI de redirección {value}: una URI absoluta sin fragmento, de 1.024 caracteres como mucho; http solo a esta máquina"
            )
        case .oauthInvalidLogoutURI:
            (
                en:
                    "sign-out URI {value}: an absolute URI without a fragment, at most 1,024 characters; http only to this machine",
                es:
                    "URI de cierre de sesión {value}: una URI absoluta sin fragmento, de 1.024 caracteres como mucho; http solo a esta máquina"
            )
        case .oauthInvalidClientID:
            (
                en: "app client ID {value}: 1–128 letters, digits, _ or +",
                es: "ID de cliente de aplicación {value}: de 1 a 128 letras, dígitos, _ o +"
            )
        case .oauthInvalidVerifier:
            (
                en: "a PKCE verifier is 43–128 characters of A–Z a–z 0–9 - . _ ~",
                es: "un verificador PKCE tiene de 43 a 128 caracteres de A–Z a–z 0–9 - . _ ~"
            )
        case .oauthSecretRequired:
            (
                en: "client credentials need the app client's secret (CREDKIT_CLIENT_SECRET)",
                es: "las credenciales de cliente necesitan el secreto del cliente de aplicación (CREDKIT_CLIENT_SECRET)"
            )
        case .oauthDetailURL: (en: "{url}", es: "{url}")
        case .oauthDetailText: (en: "{text}", es: "{text}")
        case .oauthDetailStatus: (en: "HTTP {status} without an OAuth error", es: "HTTP {status} sin error OAuth")
        case .oauthDetailMissing: (en: "{name} is missing or invalid", es: "falta {name} o no es válido")
        case .oauthDetailJWT: (en: "{reason}", es: "{reason}")
        case .oauthDetailNonce: (en: "its nonce is not this sign-in's", es: "su nonce no es el de este inicio de sesión")
        case .oauthDetailIssuer:
            (
                en: "the discovery document's issuer {issuer} is not the pool {pool}'s",
                es: "el emisor {issuer} del documento de descubrimiento no es el del grupo {pool}"
            )

        case .importFileTooLarge:
            (
                en: "the file is {bytes} bytes; an import file may have at most {limit}",
                es: "el archivo tiene {bytes} bytes; un archivo de importación puede tener como mucho {limit}"
            )
        case .importTooManyUsers:
            (
                en: "the file has {count} users; an import file may have at most {limit}",
                es: "el archivo tiene {count} usuarios; un archivo de importación puede tener como mucho {limit}"
            )
        case .importByteOrderMark:
            (
                en: "the file starts with a byte order mark; AWS wants UTF-8 without one",
                es: "el archivo empieza con una marca de orden de bytes; AWS quiere UTF-8 sin ella"
            )
        case .importEmptyFile:
            (
                en: "the file is empty: its first line must be the header",
                es: "el archivo está vacío: su primera línea debe ser la cabecera"
            )
        case .importMissingColumn:
            (
                en: "the header lacks the pool's column {column} (every column must be there, even empty)",
                es: "a la cabecera le falta la columna {column} del grupo (todas deben estar, aunque vacías)"
            )
        case .importUnknownColumn:
            (
                en: "the header has {column}, which is not an attribute of the pool",
                es: "la cabecera tiene {column}, que no es un atributo del grupo"
            )
        case .importDuplicateColumn: (en: "the header names {column} twice", es: "la cabecera nombra {column} dos veces")
        case .importNoAutoVerified:
            (
                en: "the pool verifies neither email nor phone_number automatically: AWS does not start the import",
                es: "el grupo no verifica automáticamente ni email ni phone_number: AWS no inicia la importación"
            )
        case .importNotUTF8: (en: "line {line} is not valid UTF-8", es: "la línea {line} no es UTF-8 válido")
        case .importLineTooLong:
            (en: "the line has {count} characters; at most {limit}", es: "la línea tiene {count} caracteres; como mucho {limit}")
        case .importColumnCount:
            (
                en: "the line has {count} values for {columns} columns (write a comma inside a value as \\,)",
                es: "la línea tiene {count} valores para {columns} columnas (una coma dentro de un valor se escribe \\,)"
            )
        case .importQuotedValue:
            (
                en: "{column} is in quotation marks, which AWS would keep as part of the value",
                es: "{column} está entre comillas, que AWS guardaría como parte del valor"
            )
        case .importUsernameMissing: (en: "cognito:username is empty", es: "cognito:username está vacío")
        case .importUsernameInvalid:
            (
                en: "cognito:username has white space or control characters",
                es: "cognito:username tiene espacios o caracteres de control"
            )
        case .importUsernameTooLong:
            (en: "cognito:username is longer than {limit} characters", es: "cognito:username tiene más de {limit} caracteres")
        case .importUsernameDuplicate:
            (en: "cognito:username is already on line {first}", es: "cognito:username ya está en la línea {first}")
        case .importEmailInvalid: (en: "email is not an address: {reason}", es: "email no es una dirección: {reason}")
        case .importPhoneInvalid:
            (
                en: "phone_number is not in E.164 form (+ and the country code, up to 15 digits)",
                es: "phone_number no está en forma E.164 (+ y el código de país, hasta 15 dígitos)"
            )
        case .importNotBoolean: (en: "{column} must be true or false", es: "{column} debe ser true o false")
        case .importMFAMissing:
            (en: "cognito:mfa_enabled is empty (true or false)", es: "cognito:mfa_enabled está vacío (true o false)")
        case .importMFANeedsPhone:
            (en: "cognito:mfa_enabled is true without a phone_number", es: "cognito:mfa_enabled es true sin phone_number")
        case .importMFARequired:
            (
                en: "the pool requires MFA: cognito:mfa_enabled must be true",
                es: "el grupo exige MFA: cognito:mfa_enabled debe ser true"
            )
        case .importMFAOff:
            (
                en: "the pool has MFA off: cognito:mfa_enabled must be false",
                es: "el grupo tiene MFA desactivada: cognito:mfa_enabled debe ser false"
            )
        case .importNotVerified:
            (
                en: "none of {attributes} is true: the user could not reset a password",
                es: "ninguno de {attributes} es true: el usuario no podría restablecer su contraseña"
            )
        case .importVerifiedWithoutValue:
            (en: "{column} is true but {attribute} is empty", es: "{column} es true pero {attribute} está vacío")
        case .importRequiredMissing: (en: "{column} is empty; the pool requires it", es: "{column} está vacío; el grupo lo exige")
        case .importValueTooLong:
            (en: "{column} is longer than {limit} characters", es: "{column} tiene más de {limit} caracteres")
        case .importUpdatedAtInvalid:
            (
                en: "updated_at must be seconds since 1970 (for example 1471453471)",
                es: "updated_at debe ser segundos desde 1970 (por ejemplo 1471453471)"
            )
        case .cognitoError9991:
            (en: "This user pool does not exist in this region", es: "Este grupo de usuarios no existe en esta región")
        case .cognitoError9992:
            (en: "These credentials may not read this user pool", es: "Estas credenciales no pueden leer este grupo de usuarios")
        case .cognitoError9993: (en: "Too many requests. Try again later", es: "Demasiadas solicitudes. Inténtelo más tarde")
        case .cognitoError9994:
            (
                en: "These credentials may not call GetCSVHeader (IAM: cognito-idp:GetCSVHeader)",
                es: "Estas credenciales no pueden llamar a GetCSVHeader (IAM: cognito-idp:GetCSVHeader)"
            )
        case .cognitoError9995:
            (en: "AWS does not know this access key ID", es: "AWS no reconoce este identificador de clave de acceso")
        case .cognitoError9996:
            (
                en: "The request's signature does not match: check the secret access key",
                es: "La firma de la solicitud no coincide: revisa la clave de acceso secreta"
            )
        case .cognitoError9997:
            (
                en: "The session token has expired: get new temporary credentials",
                es: "El token de sesión ha caducado: obtén credenciales temporales nuevas"
            )
        case .cognitoAdminGroupNotFound:
            (
                en: "The user pool or the group does not exist in this region",
                es: "El grupo de usuarios o el grupo no existe en esta región"
            )
        case .cognitoAdminUserNotFound:
            (en: "The user pool has no user of this name", es: "El grupo de usuarios no tiene ningún usuario con este nombre")
        case .cognitoAdminNotAuthorized: (en: "Cognito did not allow it: {detail}", es: "Cognito no lo permitió: {detail}")
        case .cognitoAdminInvalidParameter:
            (en: "Cognito refused a parameter: {detail}", es: "Cognito rechazó un parámetro: {detail}")
        case .cognitoAdminOperationNotEnabled:
            (
                en: "{operation} is not enabled for this user pool",
                es: "{operation} no está habilitada en este grupo de usuarios"
            )
        case .cognitoAdminAccessDenied:
            (
                en: "These credentials may not call {operation} (IAM: cognito-idp:{operation})",
                es: "Estas credenciales no pueden llamar a {operation} (IAM: cognito-idp:{operation})"
            )
        case .cognitoAdminUsernameExists:
            (
                en: "A user of this name already exists in the user pool",
                es: "Ya existe un usuario con este nombre en el grupo de usuarios"
            )
        case .cognitoAdminInvalidPassword:
            (en: "Cognito refused the password: {detail}", es: "Cognito rechazó la contraseña: {detail}")
        case .cognitoAdminPasswordHistory:
            (
                en: "The user had this password recently: the pool's password history refuses it",
                es: "El usuario tuvo esta contraseña hace poco: el historial de contraseñas del grupo de usuarios la rechaza"
            )
        case .cognitoAdminCodeDelivery:
            (en: "Cognito could not deliver the message: {detail}", es: "Cognito no pudo entregar el mensaje: {detail}")
        case .cognitoAdminUserState:
            (
                en: "The user's state does not allow it (the invitation is resent only to a user who has not signed in yet)",
                es:
                    "El estado del usuario no lo permite (la invitación solo se reenvía a un usuario que aún no ha iniciado sesión)"
            )
        case .cognitoAdminLimitExceeded:
            (en: "A limit of the user pool was reached: {detail}", es: "Se alcanzó un límite del grupo de usuarios: {detail}")
        case .cognitoAdminUserNotConfirmed: (en: "The user is not confirmed", es: "El usuario no está confirmado")
        case .cognitoAdminPasswordResetRequired:
            (en: "The user must reset the password first", es: "El usuario debe restablecer primero la contraseña")
        case .cognitoAdminPrecondition:
            (en: "A condition of the request is not met: {detail}", es: "No se cumple una condición de la solicitud: {detail}")
        case .cognitoAdminLambdaRefused:
            (
                en: "The user pool's Lambda trigger refused it: {detail}",
                es: "El desencadenador Lambda del grupo de usuarios lo rechazó: {detail}"
            )
        case .cognitoAdminLambdaFailed:
            (
                en: "The user pool's Lambda trigger failed: {detail}",
                es: "El desencadenador Lambda del grupo de usuarios falló: {detail}"
            )
        case .cognitoAdminSMSRole:
            (
                en: "The user pool's SMS role cannot send messages: {detail}",
                es: "El rol de SMS del grupo de usuarios no puede enviar mensajes: {detail}"
            )
        case .cognitoAdminEmailRole:
            (
                en: "The user pool's email settings cannot send messages: {detail}",
                es: "La configuración de correo del grupo de usuarios no puede enviar mensajes: {detail}"
            )
        case .cognitoAdminClientNotFound:
            (
                en: "The user pool has no such app client (it may have been deleted meanwhile)",
                es: "El grupo de usuarios no tiene ese cliente de aplicación (puede que se haya eliminado entretanto)"
            )
        case .cognitoAdminDomainNotFound:
            (
                en: "The user pool's domain does not exist (it may have been deleted meanwhile)",
                es: "El dominio del grupo de usuarios no existe (puede que se haya eliminado entretanto)"
            )
        case .cognitoAdminAddOnNotEnabled:
            (
                en: "The user pool's threat protection is off, so it has no risk configuration to read",
                es:
                    "La protección contra amenazas del grupo de usuarios está desactivada: no hay configuración de riesgos que leer"
            )
        }
    }
}
