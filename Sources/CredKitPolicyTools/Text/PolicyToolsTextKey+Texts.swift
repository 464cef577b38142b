// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the policy tools (import notes, lint findings, diffs), each with its English and its
/// Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``PolicyToolsTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension PolicyToolsTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // Imports.
        case .importDescription: (en: "Imported from {format} ({resource}).", es: "Importada de {format} ({resource}).")
        // What a file holds several of, and what detection looked for.
        case .entryUserPool: (en: "user pool", es: "grupo de usuarios")
        case .entryUserPools: (en: "user pools", es: "grupos de usuarios")
        case .entryDatabase: (en: "Auth0 database connection", es: "conexión de base de datos de Auth0")
        case .entryDatabases: (en: "Auth0 database connections", es: "conexiones de base de datos de Auth0")
        case .entryRealm: (en: "Keycloak realm", es: "reino de Keycloak")
        case .entryRealms: (en: "Keycloak realms", es: "reinos de Keycloak")
        case .formatsLookedFor:
            (
                en:
                    "a CloudFormation or SAM template (Resources, AWSTemplateFormatVersion), a Serverless Framework file (service with provider or resources), Terraform JSON (format_version, resource, or a state's terraform_version with resources), a Keycloak realm (realm), Auth0 (databases, strategy, options.passwordPolicy), Firebase (passwordPolicyConfig) and Cognito's JSON (PasswordPolicy, Policies, UserPool, MinimumLength …)",
                es:
                    "una plantilla de CloudFormation o SAM (Resources, AWSTemplateFormatVersion), un archivo de Serverless Framework (service con provider o resources), JSON de Terraform (format_version, resource, o el terraform_version de un estado con resources), un reino de Keycloak (realm), Auth0 (databases, strategy, options.passwordPolicy), Firebase (passwordPolicyConfig) y el JSON de Cognito (PasswordPolicy, Policies, UserPool, MinimumLength …)"
            )
        case .foundNotParsed:
            (
                en: "it does not parse: {reason}, at line {line}, column {column}",
                es: "no se puede analizar: {reason}, en la línea {line}, columna {column}"
            )
        case .foundMapping: (en: "its top-level keys are {keys}", es: "sus claves de primer nivel son {keys}")
        case .foundOther: (en: "its top level is not a mapping", es: "su primer nivel no es un mapa de claves")
        case .lookedForAuth0Database:
            (
                en: "looked for databases entries, or a connection with options.passwordPolicy or password_complexity_options",
                es: "se buscaron entradas de databases, o una conexión con options.passwordPolicy o password_complexity_options"
            )
        case .lookedForKeycloakRealm: (en: "looked for an object with realm", es: "se buscó un objeto con realm")
        case .noteKeycloakNoMinimum:
            (
                en:
                    "the policy has no length(): Keycloak then sets no minimum length; credkit's policies start at Cognito's shortest minimum, 6, so passwords of 1 to 5 characters that Keycloak accepts are refused here",
                es:
                    "la política no tiene length(): Keycloak no fija entonces longitud mínima; las políticas de credkit empiezan en el mínimo más corto de Cognito, 6, así que aquí se rechazan contraseñas de 1 a 5 caracteres que Keycloak acepta"
            )
        case .noteKeycloakPasswordAge:
            (
                en:
                    "passwordAge({days}) refuses a password used in the last {days} days, a reuse rule on the stored history: neither the password's text nor Cognito's history (which counts passwords, not days) expresses it, so it is left out",
                es:
                    "passwordAge({days}) rechaza una contraseña usada en los últimos {days} días, una regla de reutilización sobre el historial guardado: no la expresan ni el texto de la contraseña ni el historial de Cognito (que cuenta contraseñas, no días), así que se omite"
            )
        case .noteServerlessFileReference:
            (
                en: "{reference} is a template in another file: run policy show on that file to read the pools it holds",
                es: "{reference} es una plantilla de otro archivo: ejecuta policy show sobre ese archivo para leer sus grupos"
            )
        // Lint fixes in the file's own terms.
        case .fixSetMinimum: (en: "set {assignment} or more", es: "pon {assignment} o más")
        case .fixSetHistory: (en: "set {assignment} or more", es: "pon {assignment} o más")
        case .fixHistoryOnLite:
            (
                en: "set {assignment}, or move the pool to the Essentials or Plus plan",
                es: "pon {assignment}, o pasa el grupo al plan Essentials o Plus"
            )
        case .fixComposition:
            (
                en: "remove {fields} and rely on length and a blocklist",
                es: "quita {fields} y confía en la longitud y una lista de bloqueo"
            )
        case .fixAuth0Composition:
            (
                en:
                    "set passwordPolicy to low or none (fair, good and excellent require kinds of character) and rely on min_length and password_dictionary",
                es:
                    "pon passwordPolicy a low o none (fair, good y excellent exigen tipos de carácter) y confía en min_length y password_dictionary"
            )
        case .fixKeycloakBlocklist:
            (
                en:
                    "add passwordBlacklist(FILE) to the realm's passwordPolicy (a list of common passwords on the Keycloak server)",
                es:
                    "añade passwordBlacklist(ARCHIVO) al passwordPolicy del reino (una lista de contraseñas comunes en el servidor Keycloak)"
            )
        case .fixKeycloakContext:
            (
                en: "add notUsername() and notEmail() to the realm's passwordPolicy",
                es: "añade notUsername() y notEmail() al passwordPolicy del reino"
            )
        case .fixAuth0Blocklist:
            (
                en: "set password_dictionary.enable: true in the connection's options",
                es: "pon password_dictionary.enable: true en las opciones de la conexión"
            )
        case .fixAuth0Context:
            (
                en: "set password_no_personal_info.enable: true in the connection's options",
                es: "pon password_no_personal_info.enable: true en las opciones de la conexión"
            )
        case .fixAuth0Breached:
            (
                en: "turn on Breached Password Detection in the tenant's attack protection",
                es: "activa Breached Password Detection en la protección contra ataques del tenant"
            )
        case .fixRaiseMaximum: (en: "set {assignment} or more", es: "pon {assignment} o más")
        case .fixNoSetting:
            (
                en:
                    "{tool} has no setting for this: {credkit} in credkit's policy (policy show FILE --format credkit keeps one) and check passwords with it before they reach {platform}, in the app or the backend that signs users up and changes passwords",
                es:
                    "{tool} no tiene ningún ajuste para esto: {credkit} en la política de credkit (policy show ARCHIVO --format credkit guarda una) y comprueba las contraseñas con ella antes de que lleguen a {platform}, en la app o el backend que registra usuarios y cambia contraseñas"
            )
        case .fixNoSettingBreachedCognito:
            (
                en:
                    "a Cognito pool has no setting for this in {tool}: {credkit} in credkit's policy and check passwords with it before they reach Cognito; Cognito's own compromised-credentials check needs threat protection (Plus plan)",
                es:
                    "un grupo de Cognito no tiene ningún ajuste para esto en {tool}: {credkit} en la política de credkit y comprueba las contraseñas con ella antes de que lleguen a Cognito; la comprobación de credenciales comprometidas de Cognito necesita la protección contra amenazas (plan Plus)"
            )
        case .fixNoSettingBreachedPool:
            (
                en:
                    "a Cognito pool has no setting for this: {credkit} in credkit's policy and check passwords with it before they reach Cognito; Cognito's own compromised-credentials check needs threat protection (Plus plan)",
                es:
                    "un grupo de Cognito no tiene ningún ajuste para esto: {credkit} en la política de credkit y comprueba las contraseñas con ella antes de que lleguen a Cognito; la comprobación de credenciales comprometidas de Cognito necesita la protección contra amenazas (plan Plus)"
            )
        case .noteCognitoDefault:
            (
                en:
                    "no password policy is set, so Cognito's default applies: 8 characters with an uppercase letter, a lowercase letter, a number and a symbol",
                es:
                    "no hay política de contraseñas, así que se aplica la predeterminada de Cognito: 8 caracteres con una mayúscula, una minúscula, un número y un símbolo"
            )
        case .noteFirebaseOff:
            (
                en: "enforcement is {state}: Firebase then only requires 6 characters, which is what credkit checks",
                es: "la aplicación está en {state}: Firebase entonces solo exige 6 caracteres, que es lo que comprueba credkit"
            )
        case .noteMaximumOverCognito:
            (
                en: "a maximum of {value} is above Cognito's own limit of 256 characters, which applies instead",
                es: "un máximo de {value} supera el límite propio de Cognito de 256 caracteres, que se aplica en su lugar"
            )
        case .noteFirebaseSymbols:
            (
                en:
                    "Firebase's non-alphanumeric characters are Cognito's symbols without = + - and the space: checked as a required pattern of exactly Firebase's set, not with RequireSymbols",
                es:
                    "los caracteres no alfanuméricos de Firebase son los símbolos de Cognito sin = + - ni el espacio: se comprueban como patrón obligatorio con exactamente el conjunto de Firebase, no con RequireSymbols"
            )
        case .noteFirebaseForceUpgrade:
            (
                en: "forceUpgradeOnSignin is about existing passwords at sign-in, not a rule on a password's text",
                es:
                    "forceUpgradeOnSignin trata de las contraseñas existentes al iniciar sesión, no es una regla sobre el texto de una contraseña"
            )
        case .noteMinimumAdjusted:
            (
                en: "a minimum of {value} is outside Cognito's 6 to 99 characters: {adjusted} is used",
                es: "un mínimo de {value} está fuera de los 6 a 99 caracteres de Cognito: se usa {adjusted}"
            )
        case .noteHistoryAdjusted:
            (
                en: "a history of {value} passwords is above Cognito's 24: 24 is used",
                es: "un historial de {value} contraseñas supera las 24 de Cognito: se usa 24"
            )
        case .noteAuth0ThreeOfFour:
            (
                en:
                    "\"{level}\" asks for three of four kinds of character (lower case, upper case, digits, special characters including the space), which Cognito's flags cannot say: checked as a required pattern",
                es:
                    "\"{level}\" pide tres de cuatro tipos de carácter (minúsculas, mayúsculas, dígitos, caracteres especiales incluido el espacio), lo que los indicadores de Cognito no pueden expresar: se comprueba como patrón obligatorio"
            )
        case .noteAuth0Identical:
            (
                en: "\"excellent\" allows no more than two identical characters in a row: checked as a forbidden pattern",
                es: "\"excellent\" no admite más de dos caracteres idénticos seguidos: se comprueba como patrón prohibido"
            )
        case .noteAuth0PersonalInfo:
            (
                en:
                    "Auth0 compares with the user's name, username and email: credkit's RejectUserContext checks the same details, its own way",
                es:
                    "Auth0 compara con el nombre, el nombre de usuario y el correo: RejectUserContext de credkit comprueba los mismos datos, a su manera"
            )
        case .noteAuth0Dictionary:
            (
                en:
                    "Auth0's dictionary is its own list of 10,000 common passwords; credkit's bundled list stands in for it, with the connection's extra words",
                es:
                    "el diccionario de Auth0 es su propia lista de 10 000 contraseñas comunes; la lista incluida en credkit la sustituye, con las palabras extra de la conexión"
            )
        case .noteKeycloakNone:
            (
                en: "the realm has no password policy: Keycloak accepts any password; Cognito's minimum of 6 is used",
                es:
                    "el reino no tiene política de contraseñas: Keycloak acepta cualquier contraseña; se usa el mínimo de 6 de Cognito"
            )
        case .noteKeycloakSpecial:
            (
                en:
                    "Keycloak counts any character that is not a letter or digit as special; credkit counts Cognito's 32 symbols and an inner space",
                es:
                    "Keycloak cuenta como especial cualquier carácter que no sea letra ni dígito; credkit cuenta los 32 símbolos de Cognito y un espacio interior"
            )
        case .noteKeycloakUnicodeClass:
            (
                en: "Keycloak's {policy} counts Unicode characters of that kind; credkit counts ASCII ones, as Cognito does",
                es: "{policy} de Keycloak cuenta los caracteres Unicode de ese tipo; credkit cuenta los ASCII, como Cognito"
            )
        case .noteKeycloakUserContext:
            (
                en:
                    "{policy}: credkit's RejectUserContext refuses passwords that contain the username, email or name, which covers Keycloak's check and more",
                es:
                    "{policy}: RejectUserContext de credkit rechaza contraseñas que contengan el nombre de usuario, el correo o el nombre, lo que cubre la comprobación de Keycloak y más"
            )
        case .noteKeycloakRegex:
            (
                en:
                    "regexPattern is a Java regular expression that must match the whole password: checked as an anchored PCRE2 pattern, which reads most Java syntax alike",
                es:
                    "regexPattern es una expresión regular de Java que debe coincidir con toda la contraseña: se comprueba como patrón PCRE2 anclado, que lee igual casi toda la sintaxis de Java"
            )
        case .noteKeycloakBlacklist:
            (
                en:
                    "passwordBlacklist names a file on the Keycloak server ({file}) that credkit cannot read: the bundled common-password list stands in for it",
                es:
                    "passwordBlacklist nombra un archivo del servidor Keycloak ({file}) que credkit no puede leer: la lista de contraseñas comunes incluida lo sustituye"
            )
        case .noteKeycloakIgnored:
            (
                en: "{policy} is about hashing, expiry or sessions, not a password's text: left out",
                es: "{policy} trata del hash, la caducidad o las sesiones, no del texto de una contraseña: se omite"
            )

        // Patterns made by imports, and their messages.
        case .patternFirebaseSymbol:
            (
                en: "Password must contain one of these characters: {symbols}",
                es: "La contraseña debe contener uno de estos caracteres: {symbols}"
            )
        case .patternKeycloakRegex:
            (en: "Password must match the pattern {pattern}", es: "La contraseña debe coincidir con el patrón {pattern}")
        case .patternAtLeast:
            (en: "Password must contain at least {count} {class}", es: "La contraseña debe contener al menos {count} {class}")
        case .patternThreeOfFour:
            (
                en:
                    "Password must contain characters of at least three kinds: lowercase letters, uppercase letters, numbers, {special}",
                es: "La contraseña debe contener caracteres de al menos tres tipos: minúsculas, mayúsculas, números, {special}"
            )
        case .patternNoTripleRepeat:
            (
                en: "Password must not have the same character three times in a row",
                es: "La contraseña no debe tener el mismo carácter tres veces seguidas"
            )
        case .classLowercase: (en: "lowercase letters (a–z)", es: "minúsculas (a–z)")
        case .classUppercase: (en: "uppercase letters (A–Z)", es: "mayúsculas (A–Z)")
        case .classDigit: (en: "numbers (0–9)", es: "números (0–9)")
        case .classSymbol: (en: "symbols", es: "símbolos")
        case .classSymbolOrSpace:
            (en: "special characters (symbols or spaces)", es: "caracteres especiales (símbolos o espacios)")

        // Lint findings and their fixes.
        case .lintMaximumBelowMinimum:
            (
                en: "the maximum length {max} is below the minimum {min}: no password can pass",
                es: "la longitud máxima {max} es menor que la mínima {min}: ninguna contraseña puede pasar"
            )
        case .lintMaximumBelowMinimumFix:
            (
                en: "raise CredKit.MaximumLength to at least {min}, or lower MinimumLength",
                es: "sube CredKit.MaximumLength a {min} como mínimo, o baja MinimumLength"
            )
        case .lintClassesExceedMaximum:
            (
                en: "{count} character classes are required but passwords may have at most {max} characters",
                es: "se exigen {count} clases de caracteres pero las contraseñas pueden tener como mucho {max} caracteres"
            )
        case .lintClassesExceedMaximumFix:
            (en: "raise CredKit.MaximumLength or require fewer classes", es: "sube CredKit.MaximumLength o exige menos clases")
        case .lintClassForbidden:
            (
                en: "{class} is required but the forbidden patterns refuse every character of that class: no password can pass",
                es:
                    "{class} es obligatorio pero los patrones prohibidos rechazan todos los caracteres de esa clase: ninguna contraseña puede pasar"
            )
        case .lintClassForbiddenFix:
            (en: "remove {class} or narrow the forbidden pattern", es: "quita {class} o acota el patrón prohibido")
        case .lintUnsatisfiable:
            (
                en: "the generator could not make a single password that passes: {reason}",
                es: "el generador no pudo crear ni una contraseña que pase: {reason}"
            )
        case .lintUnsatisfiableFix:
            (
                en: "relax the rule named above; a policy no password passes locks every user out",
                es: "relaja la regla indicada; una política que ninguna contraseña cumple deja fuera a todos los usuarios"
            )
        case .lintHistoryOnLite:
            (
                en: "PasswordHistorySize is {count} but the pool is on the Lite plan, where Cognito refuses password history",
                es:
                    "PasswordHistorySize es {count} pero el grupo está en el plan Lite, donde Cognito rechaza el historial de contraseñas"
            )
        case .lintHistoryOnLiteFix:
            (
                en: "set PasswordHistorySize to 0, or move the pool to the Essentials or Plus plan",
                es: "pon PasswordHistorySize a 0, o pasa el grupo al plan Essentials o Plus"
            )
        case .lintNISTMinimum:
            (
                en:
                    "MinimumLength is {value}; a password used as the only factor SHALL be at least {min} characters (8 with MFA: --mfa)",
                es:
                    "MinimumLength es {value}; una contraseña usada como único factor DEBE tener al menos {min} caracteres (8 con MFA: --mfa)"
            )
        case .lintNISTMinimumMFA:
            (
                en: "MinimumLength is {value}; a password used with a second factor SHALL be at least {min} characters",
                es: "MinimumLength es {value}; una contraseña usada con un segundo factor DEBE tener al menos {min} caracteres"
            )
        case .lintSetMinimumFix: (en: "set MinimumLength to {min} or more", es: "pon MinimumLength a {min} o más")
        case .lintMaximumUnder64:
            (
                en: "passwords may have at most {max} characters; at least 64 should be allowed",
                es: "las contraseñas pueden tener como mucho {max} caracteres; deberían admitirse al menos 64"
            )
        case .lintMaximumUnder64Fix:
            (
                en: "remove CredKit.MaximumLength or set it to 64 or more (Cognito allows 256)",
                es: "quita CredKit.MaximumLength o ponlo a 64 o más (Cognito admite 256)"
            )
        case .lintNISTComposition:
            (en: "composition rules ({fields}) SHALL NOT be imposed", es: "NO DEBEN imponerse reglas de composición ({fields})")
        case .lintCompositionFix:
            (
                en: "turn off {fields} and rely on length and a blocklist",
                es: "desactiva {fields} y confía en la longitud y una lista de bloqueo"
            )
        case .lintNISTBlocklist:
            (
                en: "passwords SHALL be compared against a blocklist of common, expected or compromised values, and none is set",
                es:
                    "las contraseñas DEBEN compararse con una lista de bloqueo de valores comunes, previsibles o comprometidos, y no hay ninguna"
            )
        case .lintBlocklistFix:
            (
                en: "add \"Blocklist\": true (and \"Breached\") under CredKit",
                es: "añade \"Blocklist\": true (y \"Breached\") bajo CredKit"
            )
        case .lintNISTBreached:
            (
                en: "the blocklist should include passwords from breach corpuses; only the bundled common-password list is set",
                es:
                    "la lista de bloqueo debería incluir contraseñas de filtraciones; solo está la lista de contraseñas comunes incluida"
            )
        case .lintBreachedFix:
            (
                en: "add \"Breached\": {\"Index\": \"pwned.ckbi\"} or {\"Online\": true} under CredKit",
                es: "añade \"Breached\": {\"Index\": \"pwned.ckbi\"} o {\"Online\": true} bajo CredKit"
            )
        case .lintNISTNormalization:
            (
                en: "Unicode passwords should be normalised (NFKC or NFKD) before they are compared",
                es: "las contraseñas Unicode deberían normalizarse (NFKC o NFKD) antes de compararse"
            )
        case .lintNISTNormalizationFix:
            (en: "add \"Normalization\": \"NFKC\" under CredKit", es: "añade \"Normalization\": \"NFKC\" bajo CredKit")
        case .lintASVSMinimum:
            (
                en: "MinimumLength is {value}; passwords must be at least {min} characters",
                es: "MinimumLength es {value}; las contraseñas deben tener al menos {min} caracteres"
            )
        case .lintASVSMinimum15:
            (
                en: "MinimumLength is {value}; a minimum of {min} characters is strongly recommended",
                es: "MinimumLength es {value}; se recomienda encarecidamente un mínimo de {min} caracteres"
            )
        case .lintASVSBlocklist:
            (
                en: "passwords must be checked against at least the top 3,000 common passwords, and no blocklist is set",
                es: "las contraseñas deben compararse al menos con las 3000 más comunes, y no hay lista de bloqueo"
            )
        case .lintASVSComposition:
            (en: "there must be no composition rules ({fields})", es: "no debe haber reglas de composición ({fields})")
        case .lintASVSContext:
            (
                en: "no list of context-specific words (the user's details, the service's name) prevents easy guesses",
                es:
                    "ninguna lista de palabras del contexto (los datos del usuario, el nombre del servicio) impide las contraseñas fáciles"
            )
        case .lintASVSContextFix:
            (
                en: "add \"RejectUserContext\": true under CredKit, and the service's own words under CredKit.Blocklist.Words",
                es: "añade \"RejectUserContext\": true bajo CredKit, y las palabras del servicio bajo CredKit.Blocklist.Words"
            )
        case .lintASVSBreached:
            (
                en: "passwords must be checked against breached passwords, and no breached-password check is set",
                es: "las contraseñas deben compararse con contraseñas filtradas, y no hay comprobación de filtraciones"
            )
        case .lintPCIMinimum:
            (
                en: "MinimumLength is {value}; passwords must be at least {min} characters",
                es: "MinimumLength es {value}; las contraseñas deben tener al menos {min} caracteres"
            )
        case .lintPCIClasses:
            (
                en: "passwords must contain both letters and numbers; nothing requires {missing}",
                es: "las contraseñas deben contener letras y números; nada exige {missing}"
            )
        case .lintPCIClassesFix:
            (
                en:
                    "require numbers (RequireNumbers) and a letter of either case (a required pattern [A-Za-z], as the pci-dss-4 preset does)",
                es:
                    "exige números (RequireNumbers) y una letra de cualquier caja (un patrón obligatorio [A-Za-z], como hace el preset pci-dss-4)"
            )
        case .lintPCIHistory:
            (
                en: "PasswordHistorySize is {value}; a new password must differ from the last four",
                es: "PasswordHistorySize es {value}; una contraseña nueva debe diferir de las cuatro últimas"
            )
        case .lintPCIHistoryFix:
            (
                en: "set PasswordHistorySize to 4 or more (Essentials or Plus plan)",
                es: "pon PasswordHistorySize a 4 o más (plan Essentials o Plus)"
            )
        case .lintPCISingleFactor:
            (
                en:
                    "where a password is the only factor it must change every 90 days or access must be analysed dynamically, and Cognito cannot expire passwords",
                es:
                    "si la contraseña es el único factor debe cambiarse cada 90 días o analizarse el acceso dinámicamente, y Cognito no puede caducar contraseñas"
            )
        case .lintPCISingleFactorFix:
            (en: "require MFA on the pool (then lint with --mfa)", es: "exige MFA en el grupo (y revisa con --mfa)")
        case .lintCognitoBelowDefault:
            (
                en: "MinimumLength is {value}, below a new pool's default of {min}",
                es: "MinimumLength es {value}, por debajo del valor predeterminado de un grupo nuevo, {min}"
            )
        case .lintCognitoCredKitOnly:
            (
                en: "Cognito does not enforce {rules}: only credkit checks them, where it runs",
                es: "Cognito no aplica {rules}: solo credkit las comprueba, donde se ejecuta"
            )
        case .lintCognitoCredKitOnlyFix:
            (
                en: "run the same check in a pre-sign-up Lambda trigger, or accept that other clients can skip it",
                es:
                    "ejecuta la misma comprobación en un disparador Lambda de pre-registro, o asume que otros clientes pueden saltársela"
            )
        // credkit audit: the pool's and the app clients' settings.
        case .auditNotWritten:
            (
                en: "({field} is not written: Cognito's default applies)",
                es: "({field} no está escrito: se aplica el valor predeterminado de Cognito)"
            )
        case .auditNotReturned:
            (
                en: "(Cognito's answer has no {field}: its default applies)",
                es: "(la respuesta de Cognito no incluye {field}: se aplica su valor predeterminado)"
            )
        case .auditCompositionConflict:
            (
                en:
                    "cdk-nag AwsSolutions-COG1, prowler's cognito_user_pool_strong_password_policy and AWS Config's cognito-user-pool-password-policy-check ask for these rules; {clause} forbids them. credkit follows the standard: drop the rules and suppress those checks citing {clause}",
                es:
                    "cdk-nag AwsSolutions-COG1, cognito_user_pool_strong_password_policy de prowler y cognito-user-pool-password-policy-check de AWS Config piden estas reglas; {clause} las prohíbe. credkit sigue la norma: quita las reglas y suprime esas comprobaciones citando {clause}"
            )
        case .auditTitleMFAOff: (en: "MFA is off", es: "MFA desactivada")
        case .auditMFAOff:
            (
                en: "MFA is {value}: a stolen password is enough to sign in",
                es: "MFA está en {value}: basta una contraseña robada para iniciar sesión"
            )
        case .auditMFAOffFix:
            (
                en: "set {field} to ON (or OPTIONAL while users enrol)",
                es: "pon {field} en ON (u OPTIONAL mientras los usuarios se inscriben)"
            )
        case .auditTitleMFAOptional: (en: "MFA is optional", es: "MFA opcional")
        case .auditMFAOptional:
            (
                en: "MFA is {value}: users who never set up a second factor sign in with a password alone",
                es: "MFA está en {value}: quien nunca configuró un segundo factor inicia sesión solo con la contraseña"
            )
        case .auditMFAOptionalFix:
            (
                en: "set {field} to ON once users have enrolled a second factor",
                es: "pon {field} en ON cuando los usuarios hayan inscrito un segundo factor"
            )
        case .auditTitleMFANoApp: (en: "MFA without authenticator apps", es: "MFA sin aplicaciones de autenticación")
        case .auditMFANoApp:
            (
                en:
                    "the second factors enabled ({value}) do not include authenticator apps: codes by SMS or email travel over channels others can intercept",
                es:
                    "los segundos factores activados ({value}) no incluyen aplicaciones de autenticación: los códigos por SMS o correo viajan por canales que otros pueden interceptar"
            )
        case .auditMFANoAppFix:
            (
                en: "enable authenticator apps (SOFTWARE_TOKEN_MFA) in {field}",
                es: "activa las aplicaciones de autenticación (SOFTWARE_TOKEN_MFA) en {field}"
            )
        case .auditTitleThreatProtectionOff: (en: "Threat protection not enforced", es: "Protección contra amenazas no aplicada")
        case .auditThreatProtectionOff:
            (
                en: "threat protection is {value}: risky sign-ins and compromised credentials are not blocked",
                es:
                    "la protección contra amenazas está en {value}: no se bloquean los inicios de sesión de riesgo ni las credenciales comprometidas"
            )
        case .auditThreatProtectionOffFix:
            (
                en: "set {field} to ENFORCED (it needs the Plus plan)",
                es: "pon {field} en ENFORCED (necesita el plan Plus)"
            )
        case .auditTitleThreatProtectionNeedsPlus:
            (
                en: "Threat protection on a plan without it",
                es: "Protección contra amenazas en un plan que no la incluye"
            )
        case .auditThreatProtectionNeedsPlus:
            (
                en: "threat protection is {value} but the plan is {tier}: Cognito refuses threat protection below Plus",
                es:
                    "la protección contra amenazas está en {value} pero el plan es {tier}: Cognito no admite la protección contra amenazas por debajo de Plus"
            )
        case .auditThreatProtectionNeedsPlusFix:
            (
                en: "set {field} to PLUS, or turn threat protection off",
                es: "pon {field} en PLUS, o desactiva la protección contra amenazas"
            )
        case .auditTitleCompromisedNotBlocked:
            (en: "Compromised credentials not blocked", es: "Credenciales comprometidas no bloqueadas")
        case .auditCompromisedNotBlocked:
            (
                en: "threat protection is {mode} but a sign-in with a password found in a breach is not blocked (action {value})",
                es:
                    "la protección contra amenazas está en {mode} pero no se bloquea un inicio de sesión con una contraseña aparecida en una filtración (acción {value})"
            )
        case .auditCompromisedNotBlockedFix:
            (
                en: "set {field} to BLOCK in the pool's risk configuration",
                es: "pon {field} en BLOCK en la configuración de riesgo del grupo"
            )
        case .auditTitleDeletionProtectionOff: (en: "Deletion protection off", es: "Protección contra borrado desactivada")
        case .auditDeletionProtectionOff:
            (
                en: "deletion protection is {value}: one call deletes the pool and every user in it",
                es: "la protección contra borrado está en {value}: una sola llamada borra el grupo y todos sus usuarios"
            )
        case .auditDeletionProtectionOffFix: (en: "set {field} to ACTIVE", es: "pon {field} en ACTIVE")
        case .auditTitleSelfSignUp: (en: "Users can sign themselves up", es: "Los usuarios pueden registrarse solos")
        case .auditSelfSignUp:
            (
                en: "anyone with the app client's ID can create an account",
                es: "cualquiera con el ID del cliente de aplicación puede crear una cuenta"
            )
        case .auditSelfSignUpFix:
            (
                en: "set {field} to true if only administrators create users",
                es: "pon {field} en true si solo los administradores crean usuarios"
            )
        case .auditTitleRecoveryBySMS: (en: "Account recovery by SMS first", es: "Recuperación de cuenta primero por SMS")
        case .auditRecoveryBySMS:
            (
                en:
                    "a forgotten password is reset with a code sent by SMS first ({value}): whoever takes over the phone number takes over the account",
                es:
                    "una contraseña olvidada se restablece primero con un código por SMS ({value}): quien se haga con el número de teléfono se hace con la cuenta"
            )
        case .auditRecoveryBySMSFix:
            (
                en: "list verified_email with priority 1 in {field}",
                es: "pon verified_email con prioridad 1 en {field}"
            )
        case .auditTitleTemporaryPasswordLong:
            (
                en: "Temporary passwords valid too long",
                es: "Contraseñas temporales válidas demasiado tiempo"
            )
        case .auditTemporaryPasswordLong:
            (
                en: "a temporary password stays valid {days} days, more than {limit}",
                es: "una contraseña temporal sigue siendo válida {days} días, más de {limit}"
            )
        case .auditTemporaryPasswordLongFix: (en: "set {field} to {limit} or fewer", es: "pon {field} en {limit} o menos")
        case .auditTitleUserExistenceErrors:
            (en: "Errors reveal which users exist", es: "Los errores revelan qué usuarios existen")
        case .auditUserExistenceErrors:
            (
                en:
                    "app client {client}: PreventUserExistenceErrors is {value}, so sign-in and password-reset errors tell an attacker which usernames exist",
                es:
                    "cliente de aplicación {client}: PreventUserExistenceErrors está en {value}, así que los errores de inicio de sesión y de restablecimiento dicen a un atacante qué nombres de usuario existen"
            )
        case .auditUserExistenceErrorsFix: (en: "set {field} to ENABLED", es: "pon {field} en ENABLED")
        case .auditTitleTokenRevocationOff: (en: "Token revocation off", es: "Revocación de tokens desactivada")
        case .auditTokenRevocationOff:
            (
                en: "app client {client}: refresh tokens cannot be revoked, so signing out does not end a stolen session",
                es:
                    "cliente de aplicación {client}: los tokens de actualización no se pueden revocar, así que cerrar sesión no termina una sesión robada"
            )
        case .auditTokenRevocationOffFix: (en: "set {field} to true", es: "pon {field} en true")
        case .auditTitlePasswordAuthPublic:
            (
                en: "Plain password sign-in on a public client",
                es: "Inicio de sesión con la contraseña en claro en un cliente público"
            )
        case .auditPasswordAuthPublic:
            (
                en:
                    "app client {client} has no secret and allows ALLOW_USER_PASSWORD_AUTH: the password itself is sent to Cognito, where SRP would prove it without sending it",
                es:
                    "el cliente de aplicación {client} no tiene secreto y permite ALLOW_USER_PASSWORD_AUTH: se envía la propia contraseña a Cognito, cuando SRP la demostraría sin enviarla"
            )
        case .auditPasswordAuthPublicFix:
            (
                en: "remove ALLOW_USER_PASSWORD_AUTH from {field} and sign in with ALLOW_USER_SRP_AUTH",
                es: "quita ALLOW_USER_PASSWORD_AUTH de {field} e inicia sesión con ALLOW_USER_SRP_AUTH"
            )
        case .auditTitleAdminPasswordAuth:
            (
                en: "Server-side password sign-in allowed",
                es: "Inicio de sesión con contraseña desde el servidor permitido"
            )
        case .auditAdminPasswordAuth:
            (
                en:
                    "app client {client} allows ALLOW_ADMIN_USER_PASSWORD_AUTH: a backend with IAM credentials handles users' passwords",
                es:
                    "el cliente de aplicación {client} permite ALLOW_ADMIN_USER_PASSWORD_AUTH: un servidor con credenciales de IAM maneja las contraseñas de los usuarios"
            )
        case .auditAdminPasswordAuthFix:
            (
                en: "remove ALLOW_ADMIN_USER_PASSWORD_AUTH from {field} unless a backend must sign users in",
                es:
                    "quita ALLOW_ADMIN_USER_PASSWORD_AUTH de {field} salvo que un servidor tenga que iniciar sesión por los usuarios"
            )
        case .auditTitleImplicitGrant: (en: "OAuth implicit grant", es: "Concesión implícita de OAuth")
        case .auditImplicitGrant:
            (
                en: "app client {client} allows the implicit grant: tokens come back in the browser's address bar",
                es:
                    "el cliente de aplicación {client} permite la concesión implícita: los tokens vuelven en la barra de direcciones del navegador"
            )
        case .auditImplicitGrantFix:
            (
                en: "remove implicit from {field} and use code with PKCE",
                es: "quita implicit de {field} y usa code con PKCE"
            )
        case .auditTitleHTTPRedirect: (en: "Redirect over plain http", es: "Redirección por http sin cifrar")
        case .auditHTTPRedirect:
            (
                en: "app client {client} redirects to {url} over plain http: codes and tokens cross the network unencrypted",
                es:
                    "el cliente de aplicación {client} redirige a {url} por http sin cifrar: los códigos y tokens cruzan la red sin cifrar"
            )
        case .auditHTTPRedirectFix:
            (
                en: "use https for {url} in {field} (http is fine only for localhost)",
                es: "usa https para {url} en {field} (http solo vale para localhost)"
            )
        case .auditTitleRefreshRotationOff:
            (
                en: "Refresh tokens not rotated on a public client",
                es: "Tokens de actualización sin rotación en un cliente público"
            )
        case .auditRefreshRotationOff:
            (
                en:
                    "app client {client} has no secret and does not rotate refresh tokens: a stolen refresh token keeps working until it expires",
                es:
                    "el cliente de aplicación {client} no tiene secreto y no rota los tokens de actualización: un token robado sigue funcionando hasta que caduca"
            )
        case .auditRefreshRotationOffFix: (en: "set {field} to ENABLED", es: "pon {field} en ENABLED")
        case .auditTitleSettingComputed:
            (en: "A setting computed when deployed", es: "Un ajuste que se calcula al desplegar")
        case .auditSettingComputedFix:
            (
                en:
                    "{field} is not judged: give its value with --parameter NAME=VALUE (or --use-defaults) or --var NAME=VALUE, or audit the deployed pool",
                es:
                    "{field} no se juzga: indica su valor con --parameter NOMBRE=VALOR (o --use-defaults) o --var NOMBRE=VALOR, o audita el grupo desplegado"
            )
        case .auditTitleScannersAskComposition:
            (
                en: "Scanners ask for composition rules the standard forbids",
                es: "Los escáneres piden reglas de composición que la norma prohíbe"
            )
        case .auditScannersAskComposition:
            (
                en:
                    "the policy does not require uppercase, numbers and symbols: cdk-nag AwsSolutions-COG1, prowler and AWS Config will report it; NIST SP 800-63B-4 and ASVS 5.0 forbid such rules, and credkit follows them",
                es:
                    "la política no exige mayúsculas, números y símbolos: cdk-nag AwsSolutions-COG1, prowler y AWS Config lo señalarán; NIST SP 800-63B-4 y ASVS 5.0 prohíben esas reglas, y credkit las sigue"
            )
        case .auditScannersAskCompositionFix:
            (
                en: "keep the policy; suppress those scanners' checks with a reason citing NIST SP 800-63B-4 §3.1.1.2",
                es:
                    "mantén la política; suprime esas comprobaciones de los escáneres con un motivo que cite NIST SP 800-63B-4 §3.1.1.2"
            )
        }
    }
}
