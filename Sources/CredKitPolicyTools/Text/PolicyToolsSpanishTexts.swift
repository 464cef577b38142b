// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of the policy tools, in ``PolicyToolsTextKey`` order.
enum PolicyToolsSpanishTexts {
    static let table: [PolicyToolsTextKey: String] = [
        .importDescription: "Importada de {format} ({resource}).",
        .fixSetMinimum: "pon {assignment} o más",
        .fixSetHistory: "pon {assignment} o más",
        .fixHistoryOnLite: "pon {assignment}, o pasa el grupo al plan Essentials o Plus",
        .fixComposition: "quita {fields} y confía en la longitud y una lista de bloqueo",
        .fixAuth0Composition:
            "pon passwordPolicy a low o none (fair, good y excellent exigen tipos de carácter) y confía en min_length y password_dictionary",
        .fixKeycloakBlocklist:
            "añade passwordBlacklist(ARCHIVO) al passwordPolicy del reino (una lista de contraseñas comunes en el servidor Keycloak)",
        .fixKeycloakContext: "añade notUsername() y notEmail() al passwordPolicy del reino",
        .fixAuth0Blocklist: "pon password_dictionary.enable: true en las opciones de la conexión",
        .fixAuth0Context: "pon password_no_personal_info.enable: true en las opciones de la conexión",
        .fixAuth0Breached: "activa Breached Password Detection en la protección contra ataques del tenant",
        .fixRaiseMaximum: "pon {assignment} o más",
        .fixNoSetting:
            "{tool} no tiene ningún ajuste para esto: {credkit} en la política de credkit (policy show ARCHIVO --format credkit guarda una) y comprueba las contraseñas con ella antes de que lleguen a {platform}, en la app o el backend que registra usuarios y cambia contraseñas",
        .fixNoSettingBreachedCognito:
            "un grupo de Cognito no tiene ningún ajuste para esto en {tool}: {credkit} en la política de credkit y comprueba las contraseñas con ella antes de que lleguen a Cognito; la comprobación de credenciales comprometidas de Cognito necesita la protección contra amenazas (plan Plus)",
        .entryUserPool: "grupo de usuarios",
        .entryUserPools: "grupos de usuarios",
        .entryDatabase: "conexión de base de datos de Auth0",
        .entryDatabases: "conexiones de base de datos de Auth0",
        .entryRealm: "reino de Keycloak",
        .entryRealms: "reinos de Keycloak",
        .formatsLookedFor:
            "una plantilla de CloudFormation o SAM (Resources, AWSTemplateFormatVersion), un archivo de Serverless Framework (service con provider o resources), JSON de Terraform (format_version, resource, o el terraform_version de un estado con resources), un reino de Keycloak (realm), Auth0 (databases, strategy, options.passwordPolicy), Firebase (passwordPolicyConfig) y el JSON de Cognito (PasswordPolicy, Policies, UserPool, MinimumLength …)",
        .foundNotParsed: "no se puede analizar: {reason}, en la línea {line}, columna {column}",
        .foundMapping: "sus claves de primer nivel son {keys}",
        .foundOther: "su primer nivel no es un mapa de claves",
        .lookedForAuth0Database:
            "se buscaron entradas de databases, o una conexión con options.passwordPolicy o password_complexity_options",
        .lookedForKeycloakRealm: "se buscó un objeto con realm",
        .noteKeycloakNoMinimum:
            "la política no tiene length(): Keycloak no fija entonces longitud mínima; las políticas de credkit empiezan en el mínimo más corto de Cognito, 6, así que aquí se rechazan contraseñas de 1 a 5 caracteres que Keycloak acepta",
        .noteKeycloakPasswordAge:
            "passwordAge({days}) rechaza una contraseña usada en los últimos {days} días, una regla de reutilización sobre el historial guardado: no la expresan ni el texto de la contraseña ni el historial de Cognito (que cuenta contraseñas, no días), así que se omite",
        .noteServerlessFileReference:
            "{reference} es una plantilla de otro archivo: ejecuta policy show sobre ese archivo para leer sus grupos",
        .noteCognitoDefault:
            "no hay política de contraseñas, así que se aplica la predeterminada de Cognito: 8 caracteres con una mayúscula, una minúscula, un número y un símbolo",
        .noteFirebaseOff:
            "la aplicación está en {state}: Firebase entonces solo exige 6 caracteres, que es lo que comprueba credkit",
        .noteMaximumOverCognito:
            "un máximo de {value} supera el límite propio de Cognito de 256 caracteres, que se aplica en su lugar",
        .noteFirebaseSymbols:
            "los caracteres no alfanuméricos de Firebase son los símbolos de Cognito sin = + - ni el espacio: se comprueban como patrón obligatorio con exactamente el conjunto de Firebase, no con RequireSymbols",
        .noteFirebaseForceUpgrade:
            "forceUpgradeOnSignin trata de las contraseñas existentes al iniciar sesión, no es una regla sobre el texto de una contraseña",
        .noteMinimumAdjusted: "un mínimo de {value} está fuera de los 6 a 99 caracteres de Cognito: se usa {adjusted}",
        .noteHistoryAdjusted: "un historial de {value} contraseñas supera las 24 de Cognito: se usa 24",
        .noteAuth0ThreeOfFour:
            "\"{level}\" pide tres de cuatro tipos de carácter (minúsculas, mayúsculas, dígitos, caracteres especiales incluido el espacio), lo que los indicadores de Cognito no pueden expresar: se comprueba como patrón obligatorio",
        .noteAuth0Identical:
            "\"excellent\" no admite más de dos caracteres idénticos seguidos: se comprueba como patrón prohibido",
        .noteAuth0PersonalInfo:
            "Auth0 compara con el nombre, el nombre de usuario y el correo: RejectUserContext de credkit comprueba los mismos datos, a su manera",
        .noteAuth0Dictionary:
            "el diccionario de Auth0 es su propia lista de 10 000 contraseñas comunes; la lista incluida en credkit la sustituye, con las palabras extra de la conexión",
        .noteKeycloakNone:
            "el reino no tiene política de contraseñas: Keycloak acepta cualquier contraseña; se usa el mínimo de 6 de Cognito",
        .noteKeycloakSpecial:
            "Keycloak cuenta como especial cualquier carácter que no sea letra ni dígito; credkit cuenta los 32 símbolos de Cognito y un espacio interior",
        .noteKeycloakUnicodeClass:
            "{policy} de Keycloak cuenta los caracteres Unicode de ese tipo; credkit cuenta los ASCII, como Cognito",
        .noteKeycloakUserContext:
            "{policy}: RejectUserContext de credkit rechaza contraseñas que contengan el nombre de usuario, el correo o el nombre, lo que cubre la comprobación de Keycloak y más",
        .noteKeycloakRegex:
            "regexPattern es una expresión regular de Java que debe coincidir con toda la contraseña: se comprueba como patrón PCRE2 anclado, que lee igual casi toda la sintaxis de Java",
        .noteKeycloakBlacklist:
            "passwordBlacklist nombra un archivo del servidor Keycloak ({file}) que credkit no puede leer: la lista de contraseñas comunes incluida lo sustituye",
        .noteKeycloakIgnored: "{policy} trata del hash, la caducidad o las sesiones, no del texto de una contraseña: se omite",
        .patternFirebaseSymbol: "La contraseña debe contener uno de estos caracteres: {symbols}",
        .patternKeycloakRegex: "La contraseña debe coincidir con el patrón {pattern}",
        .patternAtLeast: "La contraseña debe contener al menos {count} {class}",
        .patternThreeOfFour:
            "La contraseña debe contener caracteres de al menos tres tipos: minúsculas, mayúsculas, números, {special}",
        .patternNoTripleRepeat: "La contraseña no debe tener el mismo carácter tres veces seguidas",
        .classLowercase: "minúsculas (a–z)",
        .classUppercase: "mayúsculas (A–Z)",
        .classDigit: "números (0–9)",
        .classSymbol: "símbolos",
        .classSymbolOrSpace: "caracteres especiales (símbolos o espacios)",
        .lintMaximumBelowMinimum: "la longitud máxima {max} es menor que la mínima {min}: ninguna contraseña puede pasar",
        .lintMaximumBelowMinimumFix: "sube CredKit.MaximumLength a {min} como mínimo, o baja MinimumLength",
        .lintClassesExceedMaximum:
            "se exigen {count} clases de caracteres pero las contraseñas pueden tener como mucho {max} caracteres",
        .lintClassesExceedMaximumFix: "sube CredKit.MaximumLength o exige menos clases",
        .lintClassForbidden:
            "{class} es obligatorio pero los patrones prohibidos rechazan todos los caracteres de esa clase: ninguna contraseña puede pasar",
        .lintClassForbiddenFix: "quita {class} o acota el patrón prohibido",
        .lintUnsatisfiable: "el generador no pudo crear ni una contraseña que pase: {reason}",
        .lintUnsatisfiableFix:
            "relaja la regla indicada; una política que ninguna contraseña cumple deja fuera a todos los usuarios",
        .lintHistoryOnLite:
            "PasswordHistorySize es {count} pero el grupo está en el plan Lite, donde Cognito rechaza el historial de contraseñas",
        .lintHistoryOnLiteFix: "pon PasswordHistorySize a 0, o pasa el grupo al plan Essentials o Plus",
        .lintNISTMinimum:
            "MinimumLength es {value}; una contraseña usada como único factor DEBE tener al menos {min} caracteres (8 con MFA: --mfa)",
        .lintNISTMinimumMFA:
            "MinimumLength es {value}; una contraseña usada con un segundo factor DEBE tener al menos {min} caracteres",
        .lintSetMinimumFix: "pon MinimumLength a {min} o más",
        .lintMaximumUnder64: "las contraseñas pueden tener como mucho {max} caracteres; deberían admitirse al menos 64",
        .lintMaximumUnder64Fix: "quita CredKit.MaximumLength o ponlo a 64 o más (Cognito admite 256)",
        .lintNISTComposition: "NO DEBEN imponerse reglas de composición ({fields})",
        .lintCompositionFix: "desactiva {fields} y confía en la longitud y una lista de bloqueo",
        .lintNISTBlocklist:
            "las contraseñas DEBEN compararse con una lista de bloqueo de valores comunes, previsibles o comprometidos, y no hay ninguna",
        .lintBlocklistFix: "añade \"Blocklist\": true (y \"Breached\") bajo CredKit",
        .lintNISTBreached:
            "la lista de bloqueo debería incluir contraseñas de filtraciones; solo está la lista de contraseñas comunes incluida",
        .lintBreachedFix: "añade \"Breached\": {\"Index\": \"pwned.ckbi\"} o {\"Online\": true} bajo CredKit",
        .lintNISTNormalization: "las contraseñas Unicode deberían normalizarse (NFKC o NFKD) antes de compararse",
        .lintNISTNormalizationFix: "añade \"Normalization\": \"NFKC\" bajo CredKit",
        .lintASVSMinimum: "MinimumLength es {value}; las contraseñas deben tener al menos {min} caracteres",
        .lintASVSMinimum15: "MinimumLength es {value}; se recomienda encarecidamente un mínimo de {min} caracteres",
        .lintASVSBlocklist: "las contraseñas deben compararse al menos con las 3000 más comunes, y no hay lista de bloqueo",
        .lintASVSComposition: "no debe haber reglas de composición ({fields})",
        .lintASVSContext:
            "ninguna lista de palabras del contexto (los datos del usuario, el nombre del servicio) impide las contraseñas fáciles",
        .lintASVSContextFix:
            "añade \"RejectUserContext\": true bajo CredKit, y las palabras del servicio bajo CredKit.Blocklist.Words",
        .lintASVSBreached: "las contraseñas deben compararse con contraseñas filtradas, y no hay comprobación de filtraciones",
        .lintPCIMinimum: "MinimumLength es {value}; las contraseñas deben tener al menos {min} caracteres",
        .lintPCIClasses: "las contraseñas deben contener letras y números; nada exige {missing}",
        .lintPCIClassesFix:
            "exige números (RequireNumbers) y una letra de cualquier caja (un patrón obligatorio [A-Za-z], como hace el preset pci-dss-4)",
        .lintPCIHistory: "PasswordHistorySize es {value}; una contraseña nueva debe diferir de las cuatro últimas",
        .lintPCIHistoryFix: "pon PasswordHistorySize a 4 o más (plan Essentials o Plus)",
        .lintPCISingleFactor:
            "si la contraseña es el único factor debe cambiarse cada 90 días o analizarse el acceso dinámicamente, y Cognito no puede caducar contraseñas",
        .lintPCISingleFactorFix: "exige MFA en el grupo (y revisa con --mfa)",
        .lintCognitoBelowDefault: "MinimumLength es {value}, por debajo del valor predeterminado de un grupo nuevo, {min}",
        .lintCognitoCredKitOnly: "Cognito no aplica {rules}: solo credkit las comprueba, donde se ejecuta",
        .lintCognitoCredKitOnlyFix:
            "ejecuta la misma comprobación en un disparador Lambda de pre-registro, o asume que otros clientes pueden saltársela",
    ]
}
