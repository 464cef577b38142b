// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the command-line tool: help, prompts, messages and summaries (the libraries' own texts —
/// rules, violations, errors — are in theirs), each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``CLITextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension CLITextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    var texts: (en: String, es: String) {
        switch self {
        case .errorInvalidChoice:
            (
                en: "invalid value \"{value}\" for {option}; allowed: {allowed}",
                es: "valor \"{value}\" no válido para {option}; se admite: {allowed}"
            )
        case .policyPresetsTitle:
            (en: "Bundled policies (use with --policy NAME):", es: "Políticas incluidas (úsalas con --policy NOMBRE):")
        case .helpOptionConfirm:
            (
                en: "On a terminal, ask for the password twice and stop when the two differ.",
                es: "En un terminal, pide la contraseña dos veces y se detiene si no coinciden."
            )
        case .confirmPrompt: (en: "Confirm password: ", es: "Confirma la contraseña: ")
        case .confirmNeedsTerminal:
            (
                en: "--confirm asks for the password twice on a terminal; standard input is not one",
                es: "--confirm pide la contraseña dos veces en un terminal; la entrada estándar no lo es"
            )
        case .cognitoLoginForeignCallback:
            (
                en:
                    "a request to the redirect without this sign-in's state was refused (a web page, or another sign-in); still waiting",
                es:
                    "se rechazó una petición a la redirección sin el state de este inicio de sesión (una página web u otro inicio de sesión); se sigue esperando"
            )
        case .policyPatternStopped:
            (
                en: "{error} (stopped at input line {line}; the records before it were written)",
                es: "{error} (detenido en la línea {line} de la entrada; los registros anteriores se escribieron)"
            )
        case .helpOptionCheckStrength:
            (
                en: "Also rate each password on this strength meter (JSON: a \"strength\" object with bars, color and label).",
                es:
                    "Valora también cada contraseña con este medidor de fuerza (JSON: un objeto \"strength\" con bars, color y label)."
            )
        case .helpStrength:
            (
                en: "Rate passwords (one per line on standard input) on a four-bar strength meter.",
                es: "Valora contraseñas (una por línea en la entrada estándar) con un medidor de fuerza de cuatro barras."
            )
        case .helpStrengthDiscussion:
            (
                en:
                    "Models: guesses (default; zxcvbn-style guess estimate with feedback), checklist (the Spanish article's five criteria), checklist-basic (the English article's four). Exit status (the worst wins): 0 normally; 1 when a password has fewer bars than --minimum-bars; 2 on a usage error (nothing read); 3 when the breached-password range API could not answer; 4 when a line is not UTF-8 or a record could not be read. With --breached, a breached password gets one red bar. On a terminal, the password is asked for without echo.",
                es:
                    "Modelos: guesses (por defecto; estimación de intentos al estilo de zxcvbn, con consejos), checklist (los cinco criterios del artículo en español), checklist-basic (los cuatro del artículo en inglés). Estado de salida (gana el peor): 0 normalmente; 1 si una contraseña tiene menos barras que --minimum-bars; 2 ante un error de uso (no se leyó nada); 3 si la API de rangos de contraseñas filtradas no respondió; 4 si una línea no es UTF-8 o un registro no se pudo leer. Con --breached, una contraseña filtrada recibe una barra roja. En un terminal, la contraseña se pide sin eco."
            )
        case .helpOptionModel:
            (en: "The meter: guesses, checklist or checklist-basic.", es: "El medidor: guesses, checklist o checklist-basic.")
        case .helpOptionStrengthEmail:
            (
                en: "The user's email address: the guesses model treats it (and its parts) as easy to guess.",
                es: "El correo electrónico del usuario: el modelo guesses lo considera (a él y a sus partes) fácil de adivinar."
            )
        case .helpOptionExtraWords:
            (
                en:
                    "A file of words the guesses meter treats as easy to guess (your product's, company's and site's names), one per line, the likeliest first; at most 1,000,000 words of 256 bytes.",
                es:
                    "Un archivo de palabras que el medidor guesses considera fáciles de adivinar (los nombres de tu producto, empresa y sitio), una por línea, las más probables primero; como máximo 1.000.000 de palabras de 256 bytes."
            )
        case .helpOptionJWKSMaxAge:
            (
                en:
                    "Seconds a key set from the disk cache stays usable (default 3600, at most 604800); an older one is fetched again, and if that fails the keys are unavailable (exit 2).",
                es:
                    "Segundos durante los que sirve un conjunto de claves de la caché en disco (3600 por omisión, 604800 como máximo); uno más antiguo se vuelve a descargar y, si falla, las claves no están disponibles (salida 2)."
            )
        case .invalidJWKSMaxAge:
            (
                en: "--jwks-max-age must be 0 to 604800 seconds, not {value}",
                es: "--jwks-max-age debe ser de 0 a 604800 segundos, no {value}"
            )
        case .helpOptionAllowShortSecret:
            (
                en:
                    "Accept a secret under 80 bits (moto's fixed 12-character test secret needs this); under 128 bits is still warned about.",
                es:
                    "Acepta un secreto de menos de 80 bits (el secreto fijo de prueba de 12 caracteres de moto lo necesita); por debajo de 128 bits se sigue avisando."
            )
        case .helpOptionTOTPAfterStep:
            (
                en:
                    "The time step of the last code accepted for this user: a code at or before it is refused as a replay (RFC 6238 §5.2). verify prints each accepted code's time step.",
                es:
                    "El paso de tiempo del último código aceptado para este usuario: un código de ese paso o anterior se rechaza como reutilizado (RFC 6238 §5.2). verify muestra el paso de tiempo de cada código aceptado."
            )
        case .totpSecretTooShort:
            (
                en:
                    "the secret has {bits} bits, fewer than {minimum}: refused (--allow-short-secret accepts it, as moto's fixed 12-character test secret needs)",
                es:
                    "el secreto tiene {bits} bits, menos de {minimum}: rechazado (--allow-short-secret lo acepta, como necesita el secreto fijo de prueba de 12 caracteres de moto)"
            )
        case .totpCodeReplayed:
            (
                en: "not valid: its time step {timeStep} is not after {after}, the last one accepted (a replayed code)",
                es:
                    "no válido: su paso de tiempo {timeStep} no es posterior a {after}, el último aceptado (un código reutilizado)"
            )
        case .helpOptionAllowMissingExp:
            (
                en:
                    "Accept a token without an expiry (exp). Cognito always sets one, so such a token is refused by default (missing-exp): it would be valid for ever.",
                es:
                    "Acepta un token sin caducidad (exp). Cognito siempre la pone, así que por omisión ese token se rechaza (missing-exp): valdría para siempre."
            )
        case .helpOptionStrengthName:
            (
                en: "The user's name: the guesses model treats it (and its words) as easy to guess.",
                es: "El nombre del usuario: el modelo guesses lo considera (a él y a sus palabras) fácil de adivinar."
            )
        case .helpOptionMinimumBars:
            (
                en: "Exit with status 1 when any password has fewer bars than this.",
                es: "Termina con estado 1 si alguna contraseña tiene menos barras que estas."
            )
        case .helpOptionAttacker:
            (
                en:
                    "Whose time to crack to show: bcrypt:COST, scrypt:N,R,P, argon2id:MEMORY_KIB,ITERATIONS, pbkdf2-sha256:ITERATIONS, online-throttled or online-unthrottled (rates from one RTX 4090; docs/strength.md). The bars do not change.",
                es:
                    "De quién es el tiempo de descifrado mostrado: bcrypt:COSTE, scrypt:N,R,P, argon2id:MEMORIA_KIB,ITERACIONES, pbkdf2-sha256:ITERACIONES, online-throttled u online-unthrottled (velocidades de una RTX 4090; docs/strength.md). Las barras no cambian."
            )
        case .helpOptionLanguages:
            (
                en:
                    "The languages whose common words, names and keyboards the guesses meter knows: a comma-separated list of en, es, de, fr, it, nl, pt (pt-BR too), or all (default: en,es). Feedback stays in --language.",
                es:
                    "Los idiomas cuyas palabras comunes, nombres y teclados conoce el medidor guesses: una lista separada por comas de en, es, de, fr, it, nl, pt (también pt-BR), o all (por defecto: en,es). Los consejos siguen en --language."
            )
        case .strengthGuessesAttacker:
            (en: "(10^{log} guesses; {time} against {attacker})", es: "(10^{log} intentos; {time} contra {attacker})")
        case .invalidMinimumBars:
            (en: "--minimum-bars must be 1 to 4, not {value}", es: "--minimum-bars debe ser de 1 a 4, no {value}")
        case .strengthError: (en: "error", es: "error")
        case .strengthGuesses:
            (
                en: "(10^{log} guesses; {time} offline against a slow hash)",
                es: "(10^{log} intentos; {time} sin conexión contra un hash lento)"
            )
        case .strengthSummary: (en: "{total} passwords: {parts}", es: "{total} contraseñas: {parts}")
        case .strengthSummaryBars: (en: "{count} {label}", es: "{count} {label}")
        case .strengthSummaryUnreadable: (en: "{count} not UTF-8", es: "{count} no UTF-8")
        case .helpRoot:
            (
                en: "Checks passwords, emails and tokens in front of an Amazon Cognito user pool.",
                es: "Comprueba contraseñas, emails y tokens antes de un grupo de usuarios de Amazon Cognito."
            )
        case .helpCheck:
            (
                en: "Check passwords (one per line on standard input) against a Cognito password policy.",
                es: "Comprueba contraseñas (una por línea en la entrada estándar) con una política de contraseñas de Cognito."
            )
        case .helpCheckDiscussion:
            (
                en:
                    "Exit status (the worst wins): 0 when every password is valid, 1 when any is invalid, 2 on a usage or policy error (or a damaged breached-password index; nothing read), 3 when the breached-password range API could not answer for some password (refused unless --breached-fail-open), 4 when a record could not be read (a CSV row that does not parse, a JSON line without the field). On a terminal, the password is asked for without echo.",
                es:
                    "Estado de salida (gana el peor): 0 si todas las contraseñas son válidas, 1 si alguna no lo es, 2 ante un error de uso o de política (o un índice de contraseñas filtradas dañado; no se leyó nada), 3 si la API de rangos de contraseñas filtradas no respondió para alguna contraseña (se rechaza salvo con --breached-fail-open), 4 si un registro no se pudo leer (una fila CSV que no se analiza, una línea JSON sin el campo). En un terminal, la contraseña se pide sin eco."
            )
        case .helpPolicy:
            (
                en: "Password policies: list the bundled ones, show, lint and diff policy files, fetch a live pool's.",
                es:
                    "Políticas de contraseñas: lista las incluidas, muestra, revisa y compara archivos de política, lee la de un grupo real."
            )
        case .helpPolicyList: (en: "List the bundled policies.", es: "Lista las políticas incluidas.")
        case .helpGenerate:
            (
                en: "Generate random passwords or passphrases that pass a policy.",
                es: "Genera contraseñas o frases de paso aleatorias que cumplen una política."
            )
        case .helpGenerateDiscussion:
            (
                en:
                    "Every password passes the policy, extensions included (blocklist, user details, patterns, minimum strength, breached passwords). Characters or words are drawn with the system's CSPRNG, uniformly and without modulo bias; a candidate that fails the policy is drawn again, so the required classes sit at random positions. The default length is the shortest that gives 100 bits with the chosen characters, at least the policy's minimum (16 with every class). The summary on standard error gives the exact entropy of the construction and what the policy's extensions cost. Exit status: 0 done, 2 usage error or a recipe that cannot meet the policy, 3 the breached-password check could not answer.",
                es:
                    "Todas las contraseñas cumplen la política, extensiones incluidas (lista de bloqueo, datos del usuario, patrones, fortaleza mínima, contraseñas filtradas). Los caracteres o palabras se sortean con el generador criptográfico del sistema, de forma uniforme y sin sesgo de módulo; un candidato que no cumple la política se vuelve a sortear, así que las clases exigidas quedan en posiciones aleatorias. La longitud por defecto es la más corta que da 100 bits con los caracteres elegidos, al menos el mínimo de la política (16 con todas las clases). El resumen en la salida de errores da la entropía exacta de la construcción y lo que cuestan las extensiones de la política. Estado de salida: 0 hecho, 2 error de uso o una receta que no puede cumplir la política, 3 la comprobación de contraseñas filtradas no pudo responder."
            )
        case .helpOptionGenerateCount: (en: "How many to generate.", es: "Cuántas generar.")
        case .helpOptionGenerateLength:
            (
                en: "Characters per password (default: the shortest giving 100 bits, at least the policy's minimum).",
                es:
                    "Caracteres por contraseña (por defecto: la longitud más corta que da 100 bits, al menos el mínimo de la política)."
            )
        case .helpOptionGenerateExclude: (en: "Characters never to use.", es: "Caracteres que no se usan nunca.")
        case .helpOptionNoSymbols: (en: "No symbols.", es: "Sin símbolos.")
        case .helpOptionNoNumbers: (en: "No digits.", es: "Sin dígitos.")
        case .helpOptionNoUppercase: (en: "No upper-case letters.", es: "Sin mayúsculas.")
        case .helpOptionNoLowercase: (en: "No lower-case letters.", es: "Sin minúsculas.")
        case .helpOptionExcludeAmbiguous:
            (
                en: "Leave out look-alike characters: 0 O o 1 l I | and the quote marks.",
                es: "Omite los caracteres que se confunden: 0 O o 1 l I | y las comillas."
            )
        case .helpOptionIncludeSpace:
            (
                en: "Allow spaces inside the password (never at either end).",
                es: "Permite espacios dentro de la contraseña (nunca en los extremos)."
            )
        case .helpOptionWords:
            (
                en: "Make passphrases of this many words instead of characters.",
                es: "Genera frases de paso de este número de palabras en lugar de caracteres."
            )
        case .helpOptionSeparator:
            (
                en: "What goes between words (default -; no letters; empty only with --capitalize).",
                es: "Lo que va entre palabras (por defecto -; sin letras; vacío solo con --capitalize)."
            )
        case .helpOptionWordList:
            (en: "The word list (default: the --lang language).", es: "La lista de palabras (por defecto: el idioma de --lang).")
        case .helpOptionCapitalize: (en: "Capitalise every word.", es: "Pone en mayúscula la primera letra de cada palabra.")
        case .helpOptionAddNumber:
            (en: "Append a random digit to a random word.", es: "Añade un dígito aleatorio a una palabra aleatoria.")
        case .helpOptionAddSymbol:
            (en: "Append a random symbol to a random word.", es: "Añade un símbolo aleatorio a una palabra aleatoria.")
        case .generateInvalidCount:
            (en: "--count {value}: expected a number of 1 or more", es: "--count {value}: se esperaba un número de 1 o más")
        case .generateNeedsWords:
            (en: "{option} applies to passphrases: add --words N", es: "{option} se aplica a frases de paso: añade --words N")
        case .generateNotWithWords:
            (en: "{option} does not apply to passphrases (--words)", es: "{option} no se aplica a frases de paso (--words)")
        case .generateSummary:
            (
                en: "{count} generated · {construction} · {bits} bits each (exact)",
                es: "generadas: {count} · {construction} · {bits} bits cada una (exactos)"
            )
        case .generateConstructionCharacters: (en: "{length} characters from {alphabet}", es: "{length} caracteres de {alphabet}")
        case .generateConstructionWords:
            (en: "{words} words from the {list} list of {size}", es: "{words} palabras de la lista {list} de {size}")
        case .generateExtensionsCost:
            (
                en: "the policy's extensions rejected {rejected} of {candidates} candidates, about {bits} bits fewer",
                es: "las extensiones de la política rechazaron {rejected} de {candidates} candidatas, unos {bits} bits menos"
            )
        case .helpOptionPolicyFormat:
            (
                en:
                    "text (a checklist), json, passwordrules (Apple's AutoFill rules), secrets-manager (GetRandomPassword parameters) or credkit (the policy as credkit's own file, which --policy reads back: how to keep a policy imported from another format).",
                es:
                    "text (una lista), json, passwordrules (las reglas de Autorrelleno de Apple), secrets-manager (parámetros de GetRandomPassword) o credkit (la política como archivo propio de credkit, que --policy vuelve a leer: así se conserva una política importada de otro formato)."
            )
        case .policyInexpressible:
            (
                en: "{format} cannot carry the policy's {rules}: passwords made from it pass them almost always, not surely",
                es:
                    "{format} no puede expresar {rules} de la política: las contraseñas hechas con él las cumplen casi siempre, no con seguridad"
            )
        case .helpPolicyShow:
            (en: "Show a policy's requirements as a checklist.", es: "Muestra los requisitos de una política como una lista.")
        case .helpOptionPolicy:
            (
                en:
                    "A bundled policy name or the path of a policy file, told by its contents: Cognito's JSON or YAML (PasswordPolicy, Policies, describe-user-pool output), a CloudFormation or SAM template (JSON or YAML), a Serverless Framework file, Terraform (show -json, terraform.tfstate, .tf.json or .tf), Firebase passwordPolicyConfig, a Keycloak realm export or an Auth0 connection or deploy-cli tenant.yaml.",
                es:
                    "Nombre de una política incluida o ruta de un archivo de política, reconocido por su contenido: el JSON o YAML de Cognito (PasswordPolicy, Policies, la salida de describe-user-pool), una plantilla de CloudFormation o SAM (JSON o YAML), un archivo de Serverless Framework, Terraform (show -json, terraform.tfstate, .tf.json o .tf), passwordPolicyConfig de Firebase, una exportación de reino de Keycloak o una conexión de Auth0 o un tenant.yaml de deploy-cli."
            )
        case .helpOptionFormat:
            (
                en: "Output format: text, or json (one JSON object per input line).",
                es: "Formato de salida: text, o json (un objeto JSON por línea de entrada)."
            )
        case .helpOptionRecordFormat:
            (
                en:
                    "Output format: text, json (one JSON object per input line), or csv (a header row, then one RFC 4180 row per input line; violations and suggestions as space-separated names).",
                es:
                    "Formato de salida: text, json (un objeto JSON por línea de entrada) o csv (una fila de cabecera y luego una fila RFC 4180 por línea de entrada; incumplimientos y sugerencias como nombres separados por espacios)."
            )
        case .helpOptionLang:
            (
                en: "Language of messages and of --help: en or es (default from CREDKIT_LANG, then LC_ALL, LC_MESSAGES, LANG).",
                es:
                    "Idioma de los mensajes y de --help: en o es (por defecto según CREDKIT_LANG, luego LC_ALL, LC_MESSAGES, LANG)."
            )
        case .helpOptionOperation:
            (
                en:
                    "Cognito operation whose error wording cognitoMessage uses: sign-up, change-password or confirm-forgot-password.",
                es:
                    "Operación de Cognito cuyo texto de error usa cognitoMessage: sign-up, change-password o confirm-forgot-password."
            )
        case .helpOptionEmail:
            (
                en:
                    "The user's email address, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
                es:
                    "El email del usuario, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext)."
            )
        case .helpOptionUsername:
            (
                en:
                    "The user's username, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
                es:
                    "El nombre de usuario, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext)."
            )
        case .helpOptionName:
            (
                en:
                    "The user's name, for the policy's RejectUserContext setting (its records name the rule ContainsUserContext).",
                es:
                    "El nombre de la persona, para el ajuste RejectUserContext de la política (sus registros llaman a la regla ContainsUserContext)."
            )
        case .helpOptionPasswordFile:
            (
                en: "Read passwords from this file instead of standard input (- is standard input); another name for --input.",
                es:
                    "Lee las contraseñas de este archivo en lugar de la entrada estándar (- es la entrada estándar); otro nombre de --input."
            )
        case .helpOptionShowPassword:
            (
                en: "Include each password in the output (it is hidden by default).",
                es: "Incluye cada contraseña en la salida (por defecto se oculta)."
            )
        case .helpOptionQuiet:
            (en: "Do not print the summary on standard error.", es: "No muestra el resumen en la salida de errores.")
        case .helpOptionCSVSafe:
            (
                en:
                    "With --format csv, write a field that begins with = + - @, a tab or a carriage return behind a ' so a spreadsheet shows it as text, not a formula (OWASP's advice against CSV injection; the value then differs from the input by that character).",
                es:
                    "Con --format csv, escribe tras una ' el campo que empieza por = + - @, un tabulador o un retorno de carro, para que una hoja de cálculo lo muestre como texto y no como fórmula (el consejo de OWASP contra la inyección CSV; el valor difiere entonces de la entrada en ese carácter)."
            )
        case .csvSafeNeedsCSV: (en: "--csv-safe applies to --format csv", es: "--csv-safe solo se aplica con --format csv")
        case .helpOptionJobs:
            (
                en:
                    "Worker threads for lines from standard input or a file: 1 to 256, or auto for one per processor. Output is in input order either way. Default: auto.",
                es:
                    "Hilos de trabajo para las líneas de la entrada estándar o de un archivo: de 1 a 256, o auto para uno por procesador. La salida sigue el orden de la entrada en cualquier caso. Por defecto: auto."
            )
        case .invalidJobs:
            (
                en: "--jobs {value}: expected a number from 1 to {maximum}, or auto",
                es: "--jobs {value}: se esperaba un número de 1 a {maximum}, o auto"
            )
        case .helpEmail:
            (
                en: "Check email address syntax (arguments, or one address per line on standard input).",
                es:
                    "Comprueba la sintaxis de direcciones de email (argumentos, o una dirección por línea en la entrada estándar)."
            )
        case .helpEmailDiscussion:
            (
                en:
                    "Exit status (the worst wins): 0 when every address is valid, 1 when any is invalid, 2 on a usage error (nothing read), 4 when a record could not be read. Profiles: default (what a sign-up form needs, as python email-validator, whose options --allow-quoted-local, --allow-display-name, --allow-domain-literal, --allow-empty-local, --no-smtputf8 and --test-environment it also takes) and rfc (the full RFC 5321/5322 grammar).",
                es:
                    "Estado de salida (gana el peor): 0 si todas las direcciones son válidas, 1 si alguna no lo es, 2 ante un error de uso (no se leyó nada), 4 si un registro no se pudo leer. Perfiles: default (lo que necesita un formulario de registro, como python email-validator, y con sus opciones --allow-quoted-local, --allow-display-name, --allow-domain-literal, --allow-empty-local, --no-smtputf8 y --test-environment) y rfc (la gramática completa de RFC 5321/5322)."
            )
        case .helpEmailAddresses:
            (
                en: "Addresses to check; when none are given, standard input is read, one address per line.",
                es: "Direcciones que comprobar; si no se indica ninguna, se lee la entrada estándar, una dirección por línea."
            )
        case .helpOptionProfile: (en: "Strictness: default or rfc.", es: "Rigor: default o rfc.")
        case .emailNormalized: (en: "normalised to {normalized}", es: "normalizada a {normalized}")
        case .emailSMTPUTF8: (en: "needs SMTPUTF8", es: "requiere SMTPUTF8")
        case .emailDisplayNameNote: (en: "display name {name}", es: "nombre visible {name}")
        case .helpOptionAllowQuotedLocal:
            (
                en:
                    "Accept a quoted local part (\"john doe\"@example.com); quotes that are not needed are removed in the normal form.",
                es:
                    "Admite una parte local entre comillas (\"john doe\"@example.com); las comillas innecesarias se quitan en la forma normalizada."
            )
        case .helpOptionAllowDisplayName:
            (
                en: "Accept Name <address>: the address is checked and normalised, the name reported (JSON: displayName).",
                es:
                    "Admite Nombre <dirección>: se comprueba y normaliza la dirección y se informa del nombre (JSON: displayName)."
            )
        case .helpOptionAllowDomainLiteral:
            (
                en: "Accept a bracketed IP address as the domain: [192.0.2.1] or [IPv6:2001:db8::1].",
                es: "Admite una dirección IP entre corchetes como dominio: [192.0.2.1] o [IPv6:2001:db8::1]."
            )
        case .helpOptionAllowEmptyLocal:
            (en: "Accept an empty local part (@example.com).", es: "Admite una parte local vacía (@example.com).")
        case .helpOptionNoSMTPUTF8:
            (
                en: "Reject addresses whose local part needs SMTPUTF8 (non-ASCII before the @).",
                es: "Rechaza las direcciones cuya parte local requiere SMTPUTF8 (caracteres no ASCII antes de la @)."
            )
        case .helpOptionTestEnvironment:
            (
                en: "Accept the special-use domain test and names under it (user@ci.test).",
                es: "Admite el dominio de uso especial test y los nombres bajo él (user@ci.test)."
            )
        case .emailOptionNeedsDefaultProfile:
            (
                en: "{option} is an option of the default profile; the rfc profile has its own grammar (leave out --profile rfc)",
                es: "{option} es una opción del perfil default; el perfil rfc tiene su propia gramática (quita --profile rfc)"
            )
        case .errorPrefix: (en: "error", es: "error")
        case .warningPrefix: (en: "warning", es: "aviso")
        case .passwordPrompt: (en: "Password: ", es: "Contraseña: ")
        case .lineValid: (en: "valid", es: "válida")
        case .lineInvalid: (en: "invalid", es: "no válida")
        case .summaryTotals:
            (
                en: "{total} checked: {valid} valid, {invalid} invalid",
                es:
                    "{total} {total|comprobada|comprobadas}: {valid} {valid|válida|válidas}, {invalid} {invalid|no válida|no válidas}"
            )
        case .summaryByRule: (en: "violations by rule:", es: "infracciones por regla:")
        case .progress:
            (en: "{done} checked, {rate}/s, {percent}% of the file", es: "{done} comprobadas, {rate}/s, {percent}% del archivo")
        case .unreadableInput: (en: "cannot read {file}: {reason}", es: "no se puede leer {file}: {reason}")
        case .contextIgnored:
            (
                en: "{option} has no effect: the policy does not enable CredKit.RejectUserContext",
                es: "{option} no tiene efecto: la política no activa CredKit.RejectUserContext"
            )
        case .noContextGiven:
            (
                en:
                    "the policy rejects passwords containing the user's details, but none of --email, --username, --name was given",
                es:
                    "la política rechaza contraseñas que contienen datos del usuario, pero no se indicó --email, --username ni --name"
            )
        case .invalidEmailOption: (en: "--email {value}: {reason}", es: "--email {value}: {reason}")
        case .noTerminalInput:
            (
                en: "no input: standard input is a terminal and no prompt could be shown",
                es: "sin entrada: la entrada estándar es un terminal y no se pudo mostrar la solicitud"
            )
        case .helpJWT:
            (
                en: "Decode and verify Cognito ID and access tokens (JWTs).",
                es: "Decodifica y verifica tokens de ID y de acceso de Cognito (JWT)."
            )
        case .helpJWTDecode:
            (
                en: "Show a token's header and claims, its times and status, without verifying the signature.",
                es: "Muestra la cabecera y los claims de un token, sus tiempos y su estado, sin verificar la firma."
            )
        case .helpJWTDecodeDiscussion:
            (
                en:
                    "Tokens come from the argument or, one per line, from standard input (a hidden prompt on a terminal); a pasted `Bearer …` or `Authorization: Bearer …`, quoted or not, is accepted as the token. Exit status (the worst wins): 0 active or no expiry, 1 expired or not yet valid, 2 a usage error (nothing read), 4 a malformed or encrypted token or a record that could not be read.",
                es:
                    "Los tokens se leen del argumento o, uno por línea, de la entrada estándar (con una solicitud oculta en un terminal); un `Bearer …` o `Authorization: Bearer …` pegado, con comillas o sin ellas, se acepta como el token. Estado de salida (gana el peor): 0 activo o sin caducidad, 1 caducado o todavía no válido, 2 un error de uso (no se leyó nada), 4 un token mal formado o cifrado o un registro que no se pudo leer."
            )
        case .helpJWTVerify:
            (
                en:
                    "Verify tokens as AWS's verifier does: signature by the JWKS key, expiry, issuer, client, token use, groups and scopes.",
                es:
                    "Verifica tokens como lo hace el verificador de AWS: firma con la clave del JWKS, caducidad, emisor, cliente, uso del token, grupos y ámbitos."
            )
        case .helpJWTVerifyDiscussion:
            (
                en:
                    "Tokens are read as jwt decode reads them (a pasted `Bearer …` or `Authorization: Bearer …` line is fine). Give the keys with --jwks (a file or an https URL) or --user-pool-id (its issuers and JWKS URL; repeat it to accept tokens of several pools, the record naming the pool, with --jwks FILE holding a map of issuer to JWKS for offline use). Say whose tokens are accepted, as aws-jwt-verify asks: --client-id (or --any-client) and --token-use (or --any-token-use); CREDKIT_USER_POOL_ID, CREDKIT_CLIENT_ID and CREDKIT_ENDPOINT fill in what is not given, as for the cognito commands. Any OpenID issuer's tokens (Auth0, Keycloak, Entra…): --issuer URL with --audience (or --any-audience), the keys found through the issuer's discovery document (its issuer compared exactly) or given with --jwks-url. After the signature, --require-scope and --require-group need every value, --claim NAME=VALUE a claim's value and --claim-includes NAME=VALUE a member of a list, each failure with its own code. Tokens an Application Load Balancer forwards (x-amzn-oidc-data, padded ES256) are verified with --alb-arn: the signer must be one of the ARNs given, the client one of --alb-client-id, the kid a UUID whose key is fetched from the ARN's region (or --alb-key-url BASE/KID). Exit status (the worst wins): 0 all valid, 1 any rejected, 2 a usage error or keys that cannot be read (nothing read), 3 keys, or Cognito for --online, that could not be had for some token, 4 a malformed token or a record that could not be read.",
                es:
                    "Los tokens se leen como en jwt decode (una línea `Bearer …` o `Authorization: Bearer …` pegada sirve). Indica las claves con --jwks (un fichero o una URL https) o --user-pool-id (sus emisores y la URL de su JWKS; repítelo para aceptar tokens de varios grupos, con el grupo en cada registro, y --jwks FICHERO con un mapa de emisor a JWKS para trabajar sin red). Di de quién se aceptan tokens, como pide aws-jwt-verify: --client-id (o --any-client) y --token-use (o --any-token-use); CREDKIT_USER_POOL_ID, CREDKIT_CLIENT_ID y CREDKIT_ENDPOINT completan lo que no se dé, como en los comandos cognito. Tokens de cualquier emisor OpenID (Auth0, Keycloak, Entra…): --issuer URL con --audience (o --any-audience); las claves se encuentran con el documento de descubrimiento del emisor (su issuer comparado exactamente) o se dan con --jwks-url. Tras la firma, --require-scope y --require-group exigen todos los valores, --claim NOMBRE=VALOR el valor de un claim y --claim-includes NOMBRE=VALOR un miembro de una lista, cada fallo con su propio código. Los tokens que reenvía un Application Load Balancer (x-amzn-oidc-data, ES256 con relleno) se verifican con --alb-arn: el firmante debe ser uno de los ARN dados, el cliente uno de --alb-client-id y el kid un UUID cuya clave se descarga de la región del ARN (o de --alb-key-url BASE/KID). Estado de salida (gana el peor): 0 todos válidos, 1 alguno rechazado, 2 un error de uso o claves que no se pueden leer (no se leyó nada), 3 claves, o Cognito con --online, que no se pudieron obtener para algún token, 4 un token mal formado o un registro que no se pudo leer."
            )
        case .helpJWTToken:
            (
                en: "The token. Prefer standard input: arguments are visible to other local users.",
                es: "El token. Mejor por la entrada estándar: los argumentos son visibles para otros usuarios locales."
            )
        case .helpOptionAt:
            (
                en: "Judge times at this moment: unix seconds or ISO 8601 (default: now).",
                es: "Juzga los tiempos en este momento: segundos unix o ISO 8601 (por defecto: ahora)."
            )
        case .helpOptionLeeway:
            (en: "Seconds of clock skew forgiven on exp and nbf.", es: "Segundos de desfase de reloj tolerados en exp y nbf.")
        case .helpOptionJWKS:
            (
                en: "The JWKS: a file, or an https URL (http only on a loopback address); --jwks-url is the same option.",
                es: "El JWKS: un fichero o una URL https (http solo en una dirección local); --jwks-url es la misma opción."
            )
        case .helpOptionUserPoolID:
            (
                en:
                    "A Cognito user pool ID such as eu-west-1_AbC123: accepts both of its issuers and fetches its JWKS (repeatable: a token is accepted by the pool its issuer names).",
                es:
                    "Un ID de grupo de usuarios de Cognito como eu-west-1_AbC123: acepta sus dos emisores y descarga su JWKS (repetible: cada token lo acepta el grupo que nombra su emisor)."
            )
        case .helpOptionIssuer:
            (
                en:
                    "An accepted iss (repeatable); replaces the pool's issuers. Alone or with --audience: any OpenID issuer, its keys found through discovery.",
                es:
                    "Un iss aceptado (repetible); sustituye a los emisores del grupo. Solo o con --audience: cualquier emisor OpenID, con sus claves por descubrimiento."
            )
        case .helpOptionClientID:
            (
                en: "An accepted app client ID (repeatable): aud of ID tokens, client_id of access tokens.",
                es: "Un ID de cliente de aplicación aceptado (repetible): aud de los tokens de ID, client_id de los de acceso."
            )
        case .helpOptionTokenUse: (en: "The required token_use: id or access.", es: "El token_use exigido: id o access.")
        case .helpOptionAnyClient:
            (
                en:
                    "Accept a token of any app client (instead of --client-id): say it on purpose, since another app's token then passes too.",
                es:
                    "Acepta el token de cualquier cliente de aplicación (en lugar de --client-id): dilo a propósito, porque también pasará el token de otra aplicación."
            )
        case .helpOptionAnyTokenUse:
            (
                en: "Accept ID and access tokens alike (instead of --token-use).",
                es: "Acepta por igual tokens de ID y de acceso (en lugar de --token-use)."
            )
        case .helpOptionGroup:
            (
                en: "A group of which the user must be in at least one (repeatable).",
                es: "Un grupo; el usuario debe estar en al menos uno (repetible)."
            )
        case .helpOptionScope:
            (
                en: "A scope of which the token must have at least one (repeatable).",
                es: "Un ámbito; el token debe tener al menos uno (repetible)."
            )
        case .helpOptionRequireScope:
            (
                en: "A scope the token must have (repeatable: every one is required).",
                es: "Un ámbito que el token debe tener (repetible: se exigen todos)."
            )
        case .helpOptionRequireGroup:
            (
                en: "A group the user must be in (repeatable: every one is required).",
                es: "Un grupo en el que debe estar el usuario (repetible: se exigen todos)."
            )
        case .helpOptionVerifyClaim:
            (
                en:
                    "NAME=VALUE: the claim must be the value, compared by the claim's type (repeatable; dots reach nested members: realm_access.roles).",
                es:
                    "NOMBRE=VALOR: el claim debe tener ese valor, comparado según el tipo del claim (repetible; los puntos llegan a miembros anidados: realm_access.roles)."
            )
        case .helpOptionClaimIncludes:
            (
                en: "NAME=VALUE: the claim, an array or a space-separated list, must include the value (repeatable).",
                es: "NOMBRE=VALOR: el claim, una lista JSON o separada por espacios, debe incluir el valor (repetible)."
            )
        case .helpOptionVerifyAudience:
            (
                en:
                    "Any OpenID issuer's tokens: an accepted aud (repeatable). With --issuer and no --jwks-url, the keys are found through the issuer's discovery document.",
                es:
                    "Tokens de cualquier emisor OpenID: un aud aceptado (repetible). Con --issuer y sin --jwks-url, las claves se encuentran con el documento de descubrimiento del emisor."
            )
        case .helpOptionAnyAudience:
            (
                en: "Any OpenID issuer's tokens, whatever their aud (say it on purpose).",
                es: "Tokens de cualquier emisor OpenID, sea cual sea su aud (dilo a propósito)."
            )
        case .helpOptionJWKSTimeout: (en: "Seconds to wait for the JWKS URL.", es: "Segundos de espera para la URL del JWKS.")
        case .helpOptionNoJWKSCache:
            (
                en: "Do not read or write the JWKS cache under $XDG_CACHE_HOME/credkit/jwks.",
                es: "No lee ni escribe la caché de JWKS en $XDG_CACHE_HOME/credkit/jwks."
            )
        case .jwtHeader: (en: "header", es: "cabecera")
        case .jwtPayload: (en: "payload", es: "contenido")
        case .jwtStatus: (en: "status", es: "estado")
        case .jwtSignature: (en: "signature", es: "firma")
        case .jwtNotVerified:
            (
                en: "NOT VERIFIED (decode does not check it; use credkit jwt verify)",
                es: "NO VERIFICADA (decode no la comprueba; usa credkit jwt verify)"
            )
        case .jwtResult: (en: "result", es: "resultado")
        case .jwtValid: (en: "valid: signature, times and claims verified", es: "válido: firma, tiempos y claims verificados")
        case .jwtNotValid: (en: "not valid: {message}", es: "no válido: {message}")
        case .jwtIn: (en: "in {span}", es: "dentro de {span}")
        case .jwtAgo: (en: "{span} ago", es: "hace {span}")
        case .jwtExpiresRelative: (en: "expires {when}", es: "caduca {when}")
        case .jwtExpiredRelative: (en: "expired {when}", es: "caducó {when}")
        case .jwtValidFromRelative: (en: "valid {when}", es: "válido {when}")
        case .jwtLineError: (en: "line {line}: {message}", es: "línea {line}: {message}")
        case .tokenOnCommandLine:
            (
                en: "a token on the command line is visible to other local users (ps); pass it on standard input instead",
                es: "un token en la línea de órdenes es visible para otros usuarios locales (ps); páselo por la entrada estándar"
            )
        case .tokenPrompt: (en: "Token: ", es: "Token: ")
        case .invalidTime:
            (
                en: "--at {value}: expected unix seconds or an ISO 8601 time such as 2027-01-15T08:00:00Z",
                es: "--at {value}: se esperaban segundos unix o una hora ISO 8601 como 2027-01-15T08:00:00Z"
            )
        case .invalidLeeway:
            (en: "--leeway {value}: expected seconds from 0 to 86400", es: "--leeway {value}: se esperaban segundos de 0 a 86400")
        case .invalidTimeout:
            (
                en: "--jwks-timeout {value}: expected seconds from 0 to 300",
                es: "--jwks-timeout {value}: se esperaban segundos de 0 a 300"
            )
        case .invalidUserPool:
            (
                en: "--user-pool-id {value}: not a Cognito user pool ID (such as eu-west-1_AbC123)",
                es: "--user-pool-id {value}: no es un ID de grupo de usuarios de Cognito (como eu-west-1_AbC123)"
            )
        case .jwksRequired:
            (
                en: "give the keys: --jwks FILE|URL or --user-pool-id ID",
                es: "indica las claves: --jwks FICHERO|URL o --user-pool-id ID"
            )
        case .insecureURL:
            (
                en: "{url}: only https URLs, or http on a loopback address, are allowed",
                es: "{url}: solo se permiten URL https, o http en una dirección local"
            )
        case .noIssuerCheck:
            (
                en: "neither --issuer nor --user-pool-id was given: the issuer is not checked",
                es: "no se indicó --issuer ni --user-pool-id: no se comprueba el emisor"
            )
        case .helpCognito:
            (
                en:
                    "Drive a Cognito user pool: sign up, sign in (password or SRP), forgot and change password, sessions. Input is checked before anything is sent.",
                es:
                    "Maneja un grupo de usuarios de Cognito: registro, inicio de sesión (contraseña o SRP), contraseña olvidada y cambio de contraseña, sesiones. La entrada se comprueba antes de enviar nada."
            )
        case .helpCognitoDiscussion:
            (
                en:
                    "Every option also comes from the environment: CREDKIT_REGION, CREDKIT_CLIENT_ID, CREDKIT_CLIENT_SECRET, CREDKIT_USER_POOL_ID, CREDKIT_ENDPOINT, CREDKIT_POLICY, CREDKIT_SESSION, CREDKIT_FORMAT, CREDKIT_TIMEOUT and CREDKIT_LANG. Passwords are typed at a prompt that does not echo (new passwords twice) or, with --password-stdin, read from standard input one per line; never from the command line. sign-in saves the tokens in $XDG_STATE_HOME/credkit/session.json (or ~/.local/state/credkit/session.json; --session PATH), a 0600 file; refresh, whoami, change-password and global-sign-out use it and refresh the access token when it expires within 60 seconds. Tokens are printed only with --show-tokens.\n\nExit status: 0 success; 1 refused by Cognito; 2 invalid input or usage, nothing was sent; 3 Cognito could not be reached or its answer could not be read; 4 stopped after a request was sent (an answer the next step needs, such as an MFA code, was missing: 1004). With --format json the result, or {\"error\": {\"type\", \"code\", \"message\"}}, is one JSON object on standard output; type is a short stable name (Cognito's error type, or credkit:… for credkit's own).\n\nNumbered errors: 1000 refused before sending, 1001 no answer, 1002 unreadable answer, 1003 endpoint not allowed, 1004 stopped after sending; 2000–2014 the pool's domain (login, token, logout, userinfo), 2100 GetClientToken and 2200 GetDerivedToken (token through the API), 2700 GetId and 2800 GetCredentialsForIdentity (aws-credentials); then a block per operation, whose first number is any other failure: 3000 sign-up, 4000 sign-in, refresh and MFA challenges, 5000 confirm sign-up, 5100 resend code, 6000 forgot password, 7000 confirm forgot password, 8000 change password, 9000–9850 account and MFA operations, 9900–9960 devices, 9980 DescribeUserPool (policy fetch), 9990 GetCSVHeader (import-check). Every number is listed in docs/cognito.md.",
                es:
                    "Cada opción puede venir también del entorno: CREDKIT_REGION, CREDKIT_CLIENT_ID, CREDKIT_CLIENT_SECRET, CREDKIT_USER_POOL_ID, CREDKIT_ENDPOINT, CREDKIT_POLICY, CREDKIT_SESSION, CREDKIT_FORMAT, CREDKIT_TIMEOUT y CREDKIT_LANG. Las contraseñas se escriben en un aviso que no las muestra (las nuevas, dos veces) o, con --password-stdin, se leen de la entrada estándar, una por línea; nunca de la línea de órdenes. sign-in guarda los tokens en $XDG_STATE_HOME/credkit/session.json (o ~/.local/state/credkit/session.json; --session RUTA), un archivo 0600; refresh, whoami, change-password y global-sign-out lo usan y renuevan el token de acceso cuando caduca en menos de 60 segundos. Los tokens solo se muestran con --show-tokens.\n\nEstado de salida: 0 éxito; 1 rechazado por Cognito; 2 entrada o uso no válidos, no se envió nada; 3 no se pudo contactar con Cognito o no se pudo leer su respuesta; 4 se detuvo después de enviar una solicitud (faltaba una respuesta que necesita el paso siguiente, como un código MFA: 1004). Con --format json el resultado, o {\"error\": {\"type\", \"code\", \"message\"}}, es un objeto JSON en la salida estándar; type es un nombre corto y estable (el tipo de error de Cognito, o credkit:… para los propios de credkit).\n\nErrores numerados: 1000 rechazado antes de enviar, 1001 sin respuesta, 1002 respuesta ilegible, 1003 punto de acceso no permitido, 1004 detenido después de enviar; 2000–2014 el dominio del grupo (login, token, logout, userinfo), 2100 GetClientToken y 2200 GetDerivedToken (token por la API), 2700 GetId y 2800 GetCredentialsForIdentity (aws-credentials); después, un bloque por operación, cuyo primer número es cualquier otro fallo: 3000 registro, 4000 inicio de sesión, renovación y desafíos MFA, 5000 confirmación de registro, 5100 reenvío de código, 6000 contraseña olvidada, 7000 confirmación de contraseña olvidada, 8000 cambio de contraseña, 9000–9850 operaciones de la cuenta y de MFA, 9900–9960 dispositivos, 9980 DescribeUserPool (policy fetch), 9990 GetCSVHeader (import-check). Todos los números están en docs/cognito.md."
            )
        case .helpCognitoGroupAccount: (en: "Account", es: "Cuenta")
        case .helpCognitoGroupSession: (en: "Session", es: "Sesión")
        case .helpCognitoGroupMFA: (en: "MFA and devices", es: "MFA y dispositivos")
        case .helpCognitoGroupHostedUI: (en: "Hosted UI", es: "Interfaz alojada")
        case .helpCognitoGroupImport: (en: "Import", es: "Importación")
        case .helpCognitoSignUp:
            (
                en: "Register a user whose username is their email; the password is checked against the policy first.",
                es: "Registra un usuario cuyo nombre de usuario es su email; antes se comprueba la contraseña con la política."
            )
        case .helpCognitoConfirmSignUp:
            (
                en: "Confirm a registration with the code sent by email.",
                es: "Confirma un registro con el código enviado por email."
            )
        case .helpCognitoResendCode:
            (en: "Send the sign-up confirmation code again.", es: "Envía de nuevo el código de confirmación del registro.")
        case .helpCognitoSignIn:
            (
                en:
                    "Sign in with email and password (or SRP, where the password never leaves this machine) and save the session.",
                es:
                    "Inicia sesión con email y contraseña (o SRP, con el que la contraseña no sale de esta máquina) y guarda la sesión."
            )
        case .helpCognitoRefresh:
            (
                en: "Get new access and ID tokens with the session's refresh token.",
                es: "Obtiene tokens de acceso e ID nuevos con el token de actualización de la sesión."
            )
        case .helpCognitoWhoAmI:
            (
                en: "Show the signed-in user (GetUser) and the claims of the ID token.",
                es: "Muestra el usuario con sesión iniciada (GetUser) y los claims del token de ID."
            )
        case .helpOptionCognitoPrefer:
            (
                en: "With --flow user-auth: the factor to try first (password, password-srp, email-otp, sms-otp).",
                es: "Con --flow user-auth: el factor que se prueba primero (password, password-srp, email-otp, sms-otp)."
            )
        case .cognitoPreferNeedsUserAuth: (en: "--prefer goes with --flow user-auth", es: "--prefer va con --flow user-auth")
        case .cognitoFlowUserAuth: (en: "USER_AUTH: choice-based sign-in", es: "USER_AUTH: inicio de sesión a elegir")
        case .cognitoFlowCustom: (en: "CUSTOM_AUTH: the pool's own challenges", es: "CUSTOM_AUTH: los desafíos propios del grupo")
        case .helpOptionNewPasswordAttribute:
            (
                en:
                    "An attribute the user pool asks for with a new password (the first sign-in with a temporary password), as NAME=VALUE (repeatable).",
                es:
                    "Un atributo que el grupo de usuarios pide con una nueva contraseña (el primer inicio de sesión con una contraseña temporal), como NOMBRE=VALOR (repetible)."
            )
        case .cognitoAttributesNeeded:
            (
                en:
                    "The user pool needs these attributes with the new password: {names}: give --attribute NAME=VALUE, or run at a terminal",
                es:
                    "El grupo de usuarios necesita estos atributos con la nueva contraseña: {names}: indica --attribute NOMBRE=VALOR, o ejecuta en un terminal"
            )
        case .cognitoAttributePrompt: (en: "{name} (required by the user pool): ", es: "{name} (lo pide el grupo de usuarios): ")
        case .cognitoConfirmedOnly: (en: "Confirmed {email}.", es: "Confirmado {email}.")
        case .helpOptionPasswordless:
            (
                en:
                    "Register without a password, where the pool allows it: the user signs in with codes (sign-in --flow user-auth) or a passkey.",
                es:
                    "Registra sin contraseña, si el grupo lo permite: el usuario inicia sesión con códigos (sign-in --flow user-auth) o una llave de acceso."
            )
        case .helpOptionConfirmSignIn:
            (
                en:
                    "Sign in straight away with the session the confirmation returns (pools with choice-based sign-in) and save the session.",
                es:
                    "Inicia sesión enseguida con la sesión que devuelve la confirmación (grupos con inicio de sesión a elegir) y guarda la sesión."
            )
        case .cognitoPasswordlessTakesNoPassword:
            (
                en: "--passwordless reads no password: leave out --password-stdin",
                es: "--passwordless no lee ninguna contraseña: quita --password-stdin"
            )
        case .cognitoNoConfirmationSession:
            (
                en: "Confirmed, but the user pool handed out no session to sign in with: sign in with credkit cognito sign-in",
                es:
                    "Confirmado, pero el grupo de usuarios no entregó ninguna sesión con la que iniciar sesión: inicia sesión con credkit cognito sign-in"
            )
        case .cognitoFlowConfirmation:
            (en: "USER_AUTH: with the confirmation's session", es: "USER_AUTH: con la sesión de la confirmación")
        case .cognitoSignedUpPasswordless:
            (en: "Registered {email} without a password.", es: "Registrado {email} sin contraseña.")
        case .cognitoYes: (en: "yes", es: "sí")
        case .cognitoNo: (en: "no", es: "no")
        case .cognitoNoDevices: (en: "No devices.", es: "Ningún dispositivo.")
        case .cognitoDeviceName: (en: "name", es: "nombre")
        case .cognitoDeviceRemembered: (en: "remembered", es: "recordado")
        case .cognitoDeviceLastSignIn: (en: "last sign-in", es: "último inicio de sesión")
        case .cognitoThisDevice: (en: "(this device)", es: "(este dispositivo)")
        case .cognitoDeviceNowRemembered:
            (en: "This device ({key}) is remembered.", es: "Este dispositivo ({key}) queda recordado.")
        case .cognitoDeviceForgotten: (en: "Device {key} forgotten.", es: "Dispositivo {key} olvidado.")
        case .cognitoNoDeviceHere:
            (
                en: "No device is remembered on this machine for {username}: sign in with --remember-device",
                es: "No hay ningún dispositivo recordado en esta máquina para {username}: inicia sesión con --remember-device"
            )
        case .cognitoDeviceNotTracked:
            (
                en: "the user pool does not track devices: nothing to remember",
                es: "el grupo de usuarios no registra dispositivos: nada que recordar"
            )
        case .cognitoDeviceUsed: (en: "This device ({key}) proved itself.", es: "Este dispositivo ({key}) se ha identificado.")
        case .helpCognitoDevices:
            (en: "The signed-in user's remembered devices.", es: "Los dispositivos recordados del usuario con sesión iniciada.")
        case .helpCognitoDevicesDiscussion:
            (
                en:
                    "sign-in --remember-device confirms this machine as a device (a random device password stays here, 0600, in devices.json beside the session; only its SRP verifier is sent) and remembers it; later sign-ins prove it, so a pool that remembers devices can skip the second factor.",
                es:
                    "sign-in --remember-device confirma esta máquina como dispositivo (una contraseña de dispositivo aleatoria se queda aquí, 0600, en devices.json junto a la sesión; solo se envía su verificador SRP) y la recuerda; los inicios de sesión siguientes la demuestran, así que un grupo que recuerda dispositivos puede omitir el segundo factor."
            )
        case .helpCognitoDevicesList:
            (
                en: "List the user's devices (ListDevices); this machine's is marked.",
                es: "Lista los dispositivos del usuario (ListDevices); se marca el de esta máquina."
            )
        case .helpCognitoDevicesRemember:
            (
                en: "Remember this machine's device (UpdateDeviceStatus).",
                es: "Recuerda el dispositivo de esta máquina (UpdateDeviceStatus)."
            )
        case .helpCognitoDevicesForget:
            (
                en: "Forget one of the user's devices (ForgetDevice).",
                es: "Olvida uno de los dispositivos del usuario (ForgetDevice)."
            )
        case .helpCognitoDevicesForgetThis:
            (
                en: "Forget this machine's device (ForgetDevice) and remove its secret.",
                es: "Olvida el dispositivo de esta máquina (ForgetDevice) y borra su secreto."
            )
        case .helpArgumentDeviceKey:
            (
                en: "The device key, as devices list shows it (without one: this machine's device).",
                es: "La clave del dispositivo, como la muestra devices list (sin ella: el dispositivo de esta máquina)."
            )
        case .cognitoPasskeyFileMissing:
            (en: "{file}: no such passkey file", es: "{file}: no existe ese archivo de llave de acceso")
        case .cognitoPasskeyFileLoose:
            (
                en: "{file}: other users may read or change this passkey file; refusing to use it: run chmod 600 {file}",
                es:
                    "{file}: otros usuarios pueden leer o cambiar este archivo de llave de acceso; no se usará: ejecuta chmod 600 {file}"
            )
        case .cognitoPasskeyFileNotOwned:
            (
                en: "{file}: another user owns this passkey file; refusing to use it",
                es: "{file}: este archivo de llave de acceso es de otro usuario; no se usará"
            )
        case .cognitoPasskeyFileUnreadable:
            (en: "{file}: not a readable file of at most 64 KiB", es: "{file}: no es un archivo legible de 64 KiB como mucho")
        case .cognitoPasskeyFileExists:
            (
                en: "{file}: already exists; a new passkey never replaces a file: choose another name",
                es: "{file}: ya existe; una llave de acceso nueva nunca sustituye un archivo: elige otro nombre"
            )
        case .cognitoPasskeyFileNotWritten:
            (
                en: "{file}: the passkey could not be written: {reason}",
                es: "{file}: no se pudo escribir la llave de acceso: {reason}"
            )
        case .cognitoNoPasskeys:
            (en: "No passkeys.", es: "Ninguna llave de acceso.")
        case .cognitoPasskeyRelyingParty:
            (en: "relying party", es: "parte de confianza")
        case .cognitoPasskeyCreated:
            (en: "registered", es: "registrada")
        case .cognitoPasskeyAttachment:
            (en: "attachment", es: "conexión")
        case .cognitoPasskeyRegistered:
            (
                en:
                    "Registered a passkey for {relyingParty}: credential {id}, its private key in {file} (0600). It is a software passkey: whoever can read that file can sign in as this user.",
                es:
                    "Llave de acceso registrada para {relyingParty}: credencial {id}, su clave privada en {file} (0600). Es una llave de acceso por software: quien pueda leer ese archivo puede iniciar sesión como este usuario."
            )
        case .cognitoPasskeyDeleted:
            (en: "Deleted passkey {id}: it no longer signs in.", es: "Llave de acceso {id} borrada: ya no inicia sesión.")
        case .cognitoPasskeyFileRemoved:
            (en: "Removed {file}.", es: "Se ha quitado {file}.")
        case .cognitoPasskeyDeleteNeedsOne:
            (
                en:
                    "passkeys delete needs a credential ID or --passkey-file (an ID that starts with - goes after --: credkit cognito passkeys delete -- ID)",
                es:
                    "passkeys delete necesita un ID de credencial o --passkey-file (un ID que empieza por - va después de --: credkit cognito passkeys delete -- ID)"
            )
        case .cognitoPasskeyDeleteNotBoth:
            (
                en: "passkeys delete takes a credential ID or --passkey-file, not both",
                es: "passkeys delete recibe un ID de credencial o --passkey-file, no ambos"
            )
        case .cognitoPasskeyNeedsUserAuth:
            (en: "--passkey-file goes with --flow user-auth", es: "--passkey-file va con --flow user-auth")
        case .helpCognitoPasskeys:
            (
                en: "The signed-in user's passkeys, and software passkeys for CI and test users.",
                es:
                    "Las llaves de acceso del usuario con sesión iniciada, y llaves de acceso por software para CI y usuarios de prueba."
            )
        case .helpCognitoPasskeysDiscussion:
            (
                en:
                    "register makes a software passkey: a P-256 key in a file (0600) that answers Cognito's WebAuthn ceremonies as an authenticator would (attestation none, user verified). It is for CI and test users of passkey pools, and weaker than a passkey bound to a device: anyone who can read the file can sign in. sign-in --flow user-auth --passkey-file FILE signs in with it.",
                es:
                    "register crea una llave de acceso por software: una clave P-256 en un archivo (0600) que responde a las ceremonias WebAuthn de Cognito como lo haría un autenticador (atestación none, usuario verificado). Es para CI y usuarios de prueba de grupos con llaves de acceso, y es más débil que una llave ligada a un dispositivo: cualquiera que pueda leer el archivo puede iniciar sesión. sign-in --flow user-auth --passkey-file ARCHIVO inicia sesión con ella."
            )
        case .helpCognitoPasskeysList:
            (
                en: "List the user's passkeys (ListWebAuthnCredentials).",
                es: "Lista las llaves de acceso del usuario (ListWebAuthnCredentials)."
            )
        case .helpCognitoPasskeysRegister:
            (
                en: "Make a software passkey and register it (StartWebAuthnRegistration, CompleteWebAuthnRegistration).",
                es:
                    "Crea una llave de acceso por software y la registra (StartWebAuthnRegistration, CompleteWebAuthnRegistration)."
            )
        case .helpCognitoPasskeysRegisterDiscussion:
            (
                en:
                    "The file is written (0600) before Cognito is told, and removed if Cognito refuses the passkey; an existing file is never replaced.",
                es:
                    "El archivo se escribe (0600) antes de avisar a Cognito, y se quita si Cognito rechaza la llave; nunca se sustituye un archivo existente."
            )
        case .helpCognitoPasskeysDelete:
            (
                en: "Delete one of the user's passkeys (DeleteWebAuthnCredential).",
                es: "Borra una de las llaves de acceso del usuario (DeleteWebAuthnCredential)."
            )
        case .helpOptionPasskeyFileNew:
            (
                en: "Where to keep the new passkey (a file that must not exist; written 0600).",
                es: "Dónde guardar la nueva llave de acceso (un archivo que no debe existir; se escribe con 0600)."
            )
        case .helpOptionPasskeyFileDelete:
            (
                en: "Delete this file's passkey, then remove the file.",
                es: "Borra la llave de acceso de este archivo y después quita el archivo."
            )
        case .helpOptionPasskeyFileSignIn:
            (
                en: "A software passkey (cognito passkeys register) to answer a passkey step with (--flow user-auth).",
                es:
                    "Una llave de acceso por software (cognito passkeys register) con la que responder a un paso de llave de acceso (--flow user-auth)."
            )
        case .helpArgumentCredentialID:
            (
                en: "The passkey's credential ID, as passkeys list shows it (after -- when it starts with -).",
                es: "El ID de credencial de la llave de acceso, como lo muestra passkeys list (después de -- si empieza por -)."
            )
        case .helpOptionRememberDevice:
            (
                en:
                    "Confirm and remember this machine as a device when the pool tracks devices (later sign-ins prove it instead of a second factor).",
                es:
                    "Confirma y recuerda esta máquina como dispositivo si el grupo registra dispositivos (los inicios de sesión siguientes la demuestran en lugar de un segundo factor)."
            )
        case .cognitoFactorNeeded:
            (
                en: "Cognito asks how to sign in (offered: {offered}): give --prefer, or run at a terminal",
                es: "Cognito pregunta cómo iniciar sesión (se ofrece: {offered}): indica --prefer, o ejecuta en un terminal"
            )
        case .cognitoFactorPrompt: (en: "Sign in with ({offered}): ", es: "Iniciar sesión con ({offered}): ")
        case .helpCognitoUser:
            (
                en: "The signed-in user's own account: attributes, verification.",
                es: "La cuenta del usuario con sesión iniciada: atributos, verificación."
            )
        case .helpCognitoUserShow:
            (
                en: "Show the user's attributes (GetUser) and how they can sign in (GetUserAuthFactors).",
                es: "Muestra los atributos del usuario (GetUser) y cómo puede iniciar sesión (GetUserAuthFactors)."
            )
        case .helpCognitoUserUpdate:
            (
                en: "Set attributes (UpdateUserAttributes), checked before sending.",
                es: "Cambia atributos (UpdateUserAttributes), comprobados antes de enviar."
            )
        case .helpCognitoUserUpdateDiscussion:
            (
                en: "Changing email or phone_number sends a code to the new value; verify it with verify-attribute.",
                es: "Cambiar email o phone_number envía un código al valor nuevo; verifíquelo con verify-attribute."
            )
        case .helpCognitoUserDeleteAttribute:
            (
                en: "Remove attributes from the user (DeleteUserAttributes).",
                es: "Quita atributos del usuario (DeleteUserAttributes)."
            )
        case .helpCognitoUserVerifyAttribute:
            (
                en: "Verify email or phone_number with a code sent to it.",
                es: "Verifica email o phone_number con un código enviado a él."
            )
        case .helpCognitoUserVerifyAttributeDiscussion:
            (
                en:
                    "Without --code a code is sent (GetUserAttributeVerificationCode) and, on a terminal, asked for; with --code it is checked (VerifyUserAttribute).",
                es:
                    "Sin --code se envía un código (GetUserAttributeVerificationCode) y, en un terminal, se pide; con --code se comprueba (VerifyUserAttribute)."
            )
        case .helpCognitoDeleteUser:
            (
                en: "Delete the signed-in user's account for good (DeleteUser), then the session.",
                es: "Borra para siempre la cuenta del usuario con sesión iniciada (DeleteUser) y después la sesión."
            )
        case .helpCognitoDeleteUserDiscussion:
            (
                en: "On a terminal it asks you to type the account's name; in scripts pass --yes.",
                es: "En un terminal pide escribir el nombre de la cuenta; en scripts usa --yes."
            )
        case .helpOptionAttribute:
            (
                en: "An attribute to set, as NAME=VALUE (repeatable; custom attributes as custom:NAME=VALUE).",
                es: "Un atributo que cambiar, como NOMBRE=VALOR (repetible; los personalizados como custom:NOMBRE=VALOR)."
            )
        case .helpArgumentAttributeName:
            (
                en: "An attribute's name (email, phone_number, name, custom:…).",
                es: "El nombre de un atributo (email, phone_number, name, custom:…)."
            )
        case .helpOptionAttributeCode:
            (en: "The code that was sent (6 to 8 digits).", es: "El código que se envió (de 6 a 8 dígitos).")
        case .helpOptionYes: (en: "Do it without asking (for scripts).", es: "Hacerlo sin preguntar (para scripts).")
        case .cognitoAttributeNeeded:
            (en: "give at least one --attribute NAME=VALUE", es: "indica al menos un --attribute NOMBRE=VALOR")
        case .cognitoAttributeNotPair:
            (en: "--attribute takes NAME=VALUE, got \"{value}\"", es: "--attribute espera NOMBRE=VALOR y recibió \"{value}\"")
        case .cognitoAttributesUpdated: (en: "Updated: {names}.", es: "Actualizado: {names}.")
        case .cognitoAttributesRemoved: (en: "Removed: {names}.", es: "Quitado: {names}.")
        case .cognitoNextVerifyAttribute:
            (
                en: "Next: credkit cognito user verify-attribute {attribute} --code CODE",
                es: "Siguiente: credkit cognito user verify-attribute {attribute} --code CÓDIGO"
            )
        case .cognitoAttributeVerified: (en: "{attribute} is verified.", es: "{attribute} está verificado.")
        case .cognitoDeleteUserNeedsYes:
            (
                en: "delete-user deletes the account for good: run it on a terminal to confirm, or pass --yes",
                es: "delete-user borra la cuenta para siempre: ejecútalo en un terminal para confirmar, o usa --yes"
            )
        case .cognitoDeleteUserPrompt:
            (
                en: "Delete the account {username} for good? Type its name to confirm: ",
                es: "¿Borrar para siempre la cuenta {username}? Escribe su nombre para confirmar: "
            )
        case .cognitoDeleteUserNotConfirmed:
            (
                en: "not deleted: the name typed is not the account's",
                es: "no se ha borrado: el nombre escrito no es el de la cuenta"
            )
        case .cognitoUserDeleted:
            (
                en: "Deleted the account {username}; removed the session {file}.",
                es: "Cuenta {username} borrada; se quitó la sesión {file}."
            )
        case .cognitoSignInFactors: (en: "sign-in factors", es: "factores de inicio de sesión")
        case .cognitoSecondFactors: (en: "second factors", es: "segundos factores")
        case .cognitoNoSecondFactor: (en: "none", es: "ninguno")
        // The sign-in factors row when the endpoint lacks GetUserAuthFactors (an emulator).
        case .cognitoFactorsUnavailable:
            (
                en: "not available: the endpoint does not implement GetUserAuthFactors",
                es: "no disponibles: el punto de acceso no implementa GetUserAuthFactors"
            )
        // The note after an error whose operation the endpoint does not implement.
        case .cognitoEndpointLacksOperation:
            (
                en:
                    "the endpoint answered {operation} with a server error that is not Cognito's: an emulator such as moto answers so for an operation it lacks (Cognito has it) or one it failed on, so it was not tried again",
                es:
                    "el punto de acceso respondió a {operation} con un error de servidor que no es de Cognito: un emulador como moto responde así a una operación que le falta (Cognito la tiene) o en la que ha fallado, así que no se ha vuelto a intentar"
            )
        // The same note's way out for sign-out.
        case .cognitoSignOutLocalOnlyHint:
            (
                en: "against this endpoint, credkit cognito sign-out --local-only forgets the session without RevokeToken",
                es: "con este punto de acceso, credkit cognito sign-out --local-only olvida la sesión sin RevokeToken"
            )
        case .helpCognitoForgotPassword:
            (
                en: "Start a password reset: Cognito sends a code to the user's email.",
                es: "Inicia el restablecimiento de la contraseña: Cognito envía un código al email del usuario."
            )
        case .helpCognitoConfirmForgotPassword:
            (
                en: "Set a new password with the code from forgot-password.",
                es: "Establece una contraseña nueva con el código de forgot-password."
            )
        case .helpCognitoChangePassword:
            (en: "Change the signed-in user's password.", es: "Cambia la contraseña del usuario con sesión iniciada.")
        case .helpCognitoChangePasswordDiscussion:
            (
                en:
                    "Asks for the current password, then the new one twice. With --password-stdin, the first line of standard input is the current password and the second the new one.",
                es:
                    "Pide la contraseña actual y después la nueva dos veces. Con --password-stdin, la primera línea de la entrada estándar es la contraseña actual y la segunda la nueva."
            )
        case .helpCognitoSignOut:
            (
                en: "Sign out: Cognito revokes the session's refresh token, then the saved session is removed.",
                es:
                    "Cierra la sesión: Cognito revoca el token de actualización de la sesión y después se borra la sesión guardada."
            )
        case .helpCognitoSignOutDiscussion:
            (
                en:
                    "RevokeToken ends the refresh token and the access tokens issued with it. When Cognito cannot be reached or refuses, the session is still removed and the exit status (3 unreachable, 1 refused) says the token was not revoked. --local-only removes the session without a request.",
                es:
                    "RevokeToken anula el token de actualización y los tokens de acceso emitidos con él. Si no se puede contactar con Cognito o lo rechaza, la sesión se borra igualmente y el código de salida (3 sin respuesta, 1 rechazado) indica que el token no se revocó. --local-only borra la sesión sin enviar ninguna petición."
            )
        case .helpOptionLocalOnly:
            (
                en: "Only remove the session saved here; send no request (the refresh token stays valid until it expires).",
                es:
                    "Solo borra la sesión guardada aquí; no envía ninguna petición (el token de actualización sigue siendo válido hasta que caduque)."
            )
        case .helpCognitoGlobalSignOut:
            (
                en: "Sign out everywhere: Cognito revokes every refresh token of the user; the saved session is removed.",
                es:
                    "Cierra la sesión en todas partes: Cognito revoca todos los tokens de actualización del usuario; se borra la sesión guardada."
            )
        case .helpOptionCognitoRegion:
            (
                en: "The pool's AWS region, such as eu-west-1 (default: from --user-pool-id) [CREDKIT_REGION].",
                es: "La región de AWS del grupo, como eu-west-1 (por defecto: la de --user-pool-id) [CREDKIT_REGION]."
            )
        case .helpOptionCognitoClientID:
            (en: "The app client ID [CREDKIT_CLIENT_ID].", es: "El ID del cliente de aplicación [CREDKIT_CLIENT_ID].")
        case .helpOptionCognitoClientSecret:
            (
                en: "The app client secret, when the client has one; prefer the environment variable [CREDKIT_CLIENT_SECRET].",
                es: "El secreto del cliente de aplicación, si lo tiene; mejor con la variable de entorno [CREDKIT_CLIENT_SECRET]."
            )
        case .helpOptionCognitoUserPoolID:
            (
                en: "The user pool ID, such as eu-west-1_AbC123; SRP sign-in needs it [CREDKIT_USER_POOL_ID].",
                es:
                    "El ID del grupo de usuarios, como eu-west-1_AbC123; el inicio de sesión SRP lo necesita [CREDKIT_USER_POOL_ID]."
            )
        case .helpOptionCognitoEndpoint:
            (
                en: "Another endpoint, such as an emulator: https, or http on a loopback address [CREDKIT_ENDPOINT].",
                es: "Otro punto de acceso, como un emulador: https, o http en una dirección local [CREDKIT_ENDPOINT]."
            )
        case .helpOptionCognitoPolicy:
            (
                en:
                    "The pool's password policy: a bundled name, a policy file (Cognito's JSON such as describe-user-pool's output, CloudFormation, Terraform …), or pool:ID for the live pool's own (DescribeUserPool, with your AWS credentials) (default cognito-default) [CREDKIT_POLICY].",
                es:
                    "La política de contraseñas del grupo: un nombre incluido, un archivo de política (el JSON de Cognito como la salida de describe-user-pool, CloudFormation, Terraform …), o pool:ID para la del grupo real (DescribeUserPool, con sus credenciales de AWS) (por defecto cognito-default) [CREDKIT_POLICY]."
            )
        case .helpOptionCognitoSession:
            (
                en: "The session file (default $XDG_STATE_HOME/credkit/session.json) [CREDKIT_SESSION].",
                es: "El archivo de sesión (por defecto $XDG_STATE_HOME/credkit/session.json) [CREDKIT_SESSION]."
            )
        case .helpOptionCognitoFormat:
            (
                en: "Output format: text, or json (one JSON object) [CREDKIT_FORMAT].",
                es: "Formato de salida: text, o json (un objeto JSON) [CREDKIT_FORMAT]."
            )
        case .helpOptionCognitoTimeout:
            (
                en: "Seconds to wait for each request (default 10) [CREDKIT_TIMEOUT].",
                es: "Segundos de espera por petición (por defecto 10) [CREDKIT_TIMEOUT]."
            )
        case .helpOptionCognitoLang:
            (
                en: "Language of messages and of --help: en or es (default from LC_ALL, LC_MESSAGES, LANG) [CREDKIT_LANG].",
                es: "Idioma de los mensajes y de --help: en o es (por defecto según LC_ALL, LC_MESSAGES, LANG) [CREDKIT_LANG]."
            )
        case .helpOptionPasswordStdin:
            (
                en: "Read passwords from standard input, one per line, instead of a prompt.",
                es: "Lee las contraseñas de la entrada estándar, una por línea, en lugar de pedirlas."
            )
        case .helpOptionShowTokens:
            (en: "Also print the raw tokens (hidden by default).", es: "Muestra también los tokens (ocultos por defecto).")
        case .helpOptionCognitoEmail:
            (en: "The user's email address (the username).", es: "El email del usuario (su nombre de usuario).")
        case .helpOptionCognitoName:
            (en: "The user's name (the name attribute).", es: "El nombre del usuario (el atributo name).")
        case .helpOptionCognitoCode: (en: "The code Cognito sent by email.", es: "El código que Cognito envió por email.")
        case .helpOptionCognitoFlow:
            (
                en:
                    "How to sign in: password (USER_PASSWORD_AUTH), srp (USER_SRP_AUTH: the password is not sent) user-auth (USER_AUTH: choice-based, with --prefer) or custom (CUSTOM_AUTH: the pool's own challenges, each answer read like a code).",
                es:
                    "Cómo iniciar sesión: password (USER_PASSWORD_AUTH), srp (USER_SRP_AUTH: la contraseña no se envía) user-auth (USER_AUTH: a elegir, con --prefer) o custom (CUSTOM_AUTH: los desafíos propios del grupo; cada respuesta se lee como un código)."
            )
        case .cognitoCurrentPasswordPrompt: (en: "Current password: ", es: "Contraseña actual: ")
        case .cognitoNewPasswordPrompt: (en: "New password: ", es: "Nueva contraseña: ")
        case .cognitoConfirmNewPasswordPrompt: (en: "Confirm new password: ", es: "Confirma la nueva contraseña: ")
        case .cognitoWhatPassword: (en: "password", es: "contraseña")
        case .cognitoWhatCustomAnswer: (en: "answer to the challenge", es: "respuesta al desafío")
        case .cognitoCustomAnswerPrompt: (en: "Answer: ", es: "Respuesta: ")
        case .cognitoCustomChallenge:
            (en: "The user pool asks (custom challenge):", es: "El grupo de usuarios pregunta (desafío personalizado):")
        case .cognitoWhatCurrentPassword: (en: "current password", es: "contraseña actual")
        case .cognitoWhatNewPassword: (en: "new password", es: "nueva contraseña")
        case .cognitoPasswordsNeedTerminal:
            (
                en:
                    "passwords are asked for on a terminal and standard input is not one: give --password-stdin to read them from it, one per line",
                es:
                    "las contraseñas se piden en un terminal y la entrada estándar no lo es: indica --password-stdin para leerlas de ella, una por línea"
            )
        case .cognitoInputEnded:
            (
                en: "standard input ended before the {what} (line {line})",
                es: "la entrada estándar terminó antes de la {what} (línea {line})"
            )
        case .cognitoNothingTyped: (en: "no {what} was typed", es: "no se escribió ninguna {what}")
        case .cognitoInputNotUTF8:
            (
                en: "the {what} (standard input line {line}) is not valid UTF-8: first bad byte at offset {offset}",
                es:
                    "la {what} (línea {line} de la entrada estándar) no es UTF-8 válido: primer byte incorrecto en la posición {offset}"
            )
        case .cognitoNoSessionStore:
            (
                en: "no place for the session: set XDG_STATE_HOME or HOME, or give --session PATH",
                es: "no hay dónde guardar la sesión: define XDG_STATE_HOME o HOME, o indica --session RUTA"
            )
        case .cognitoSecretOnCommandLine:
            (
                en:
                    "a client secret on the command line is visible to other local users (ps) and kept in shell history; set CREDKIT_CLIENT_SECRET instead",
                es:
                    "un secreto de cliente en la línea de órdenes es visible para otros usuarios locales (ps) y queda en el historial; usa CREDKIT_CLIENT_SECRET"
            )
        case .cognitoInvalidUserPool:
            (
                en: "{option} {value}: not a Cognito user pool ID (such as eu-west-1_AbC123)",
                es: "{option} {value}: no es un ID de grupo de usuarios de Cognito (como eu-west-1_AbC123)"
            )
        case .cognitoMissingRegion:
            (
                en: "no region: give --region or CREDKIT_REGION (or --user-pool-id, which names it)",
                es: "falta la región: indica --region o CREDKIT_REGION (o --user-pool-id, que la incluye)"
            )
        case .cognitoInvalidRegion:
            (
                en: "{option} {value}: not an AWS region such as eu-west-1",
                es: "{option} {value}: no es una región de AWS como eu-west-1"
            )
        case .cognitoRegionMismatch:
            (
                en: "the user pool {pool} is not in the region {region}",
                es: "el grupo de usuarios {pool} no está en la región {region}"
            )
        case .cognitoMissingClientID:
            (
                en: "no app client: give --client-id or CREDKIT_CLIENT_ID",
                es: "falta el cliente de aplicación: indica --client-id o CREDKIT_CLIENT_ID"
            )
        case .cognitoInvalidClientID:
            (
                en: "{option} {value}: an app client ID is 1 to 128 letters, digits, _ or +",
                es: "{option} {value}: un ID de cliente de aplicación tiene de 1 a 128 letras, dígitos, _ o +"
            )
        case .cognitoSessionOtherClient:
            (
                en:
                    "the session in {file} belongs to app client {session}, not {client}: sign in again, or give another --session",
                es:
                    "la sesión de {file} pertenece al cliente de aplicación {session}, no a {client}: inicia sesión de nuevo o indica otro --session"
            )
        case .cognitoInvalidEndpoint:
            (
                en: "--endpoint {value}: not a URL such as https://cognito-idp.eu-west-1.amazonaws.com/",
                es: "--endpoint {value}: no es una URL como https://cognito-idp.eu-west-1.amazonaws.com/"
            )
        case .cognitoInvalidTimeout:
            (
                en: "{option} {value}: expected seconds, more than 0 and at most 300",
                es: "{option} {value}: se esperan segundos, más de 0 y como mucho 300"
            )
        case .cognitoNoSession:
            (
                en: "No active session. Please sign in (no session in {file}): credkit cognito sign-in --email EMAIL",
                es: "No hay una sesión activa. Inicia sesión (no hay sesión en {file}): credkit cognito sign-in --email EMAIL"
            )
        case .cognitoSessionNotSaved:
            (en: "the session could not be saved to {file}: {reason}", es: "no se pudo guardar la sesión en {file}: {reason}")
        case .cognitoSessionNotRemoved:
            (
                en: "the session file {file} could not be removed: {reason}",
                es: "no se pudo borrar el archivo de sesión {file}: {reason}"
            )
        case .cognitoNoRefreshToken:
            (
                en: "the session in {file} has no refresh token: sign in again",
                es: "la sesión de {file} no tiene token de actualización: inicia sesión de nuevo"
            )
        case .cognitoUnreadableToken: (en: "the token cannot be read", es: "no se puede leer el token")
        case .cognitoAutoRefreshed:
            (
                en: "the access token {state}: refreshed it with the refresh token",
                es: "el token de acceso {state}: se renovó con el token de actualización"
            )
        case .cognitoExpiresAt: (en: "at {time} ({relative})", es: "el {time} ({relative})")
        case .cognitoExpires: (en: "expires {when}", es: "caduca {when}")
        case .cognitoIDToken: (en: "ID token", es: "token de ID")
        case .cognitoAccessToken: (en: "access token", es: "token de acceso")
        case .cognitoRefreshToken: (en: "refresh token", es: "token de actualización")
        case .cognitoSignedUp:
            (en: "Signed up {email}; the account must be confirmed.", es: "Registrado {email}; hay que confirmar la cuenta.")
        case .cognitoSignedUpConfirmed:
            (en: "Signed up {email}; the account is confirmed already.", es: "Registrado {email}; la cuenta ya está confirmada.")
        case .cognitoNextConfirmSignUp:
            (
                en: "Next: credkit cognito confirm-sign-up --email {email} --code CODE",
                es: "Siguiente paso: credkit cognito confirm-sign-up --email {email} --code CÓDIGO"
            )
        case .cognitoConfirmed:
            (
                en: "Confirmed {email}. Next: credkit cognito sign-in --email {email}",
                es: "Confirmado {email}. Siguiente paso: credkit cognito sign-in --email {email}"
            )
        case .cognitoCodeDestinationUnknown:
            (en: "Cognito did not say where the code was sent.", es: "Cognito no indicó adónde envió el código.")
        case .cognitoCodeSent:
            (en: "A code was sent by {medium} to {destination}.", es: "Se envió un código por {medium} a {destination}.")
        case .cognitoNewPasswordRequired:
            (
                en: "the account has a temporary password: choose a new one",
                es: "la cuenta tiene una contraseña temporal: elige una nueva"
            )
        case .cognitoFlowSRP:
            (
                en: "USER_SRP_AUTH: the password did not leave this machine",
                es: "USER_SRP_AUTH: la contraseña no salió de esta máquina"
            )
        case .cognitoFlowPassword:
            (
                en: "USER_PASSWORD_AUTH: the password was sent to Cognito",
                es: "USER_PASSWORD_AUTH: la contraseña se envió a Cognito"
            )
        case .cognitoSignedIn: (en: "Signed in as {email} ({flow}).", es: "Sesión iniciada como {email} ({flow}).")
        case .cognitoRefreshed: (en: "Tokens refreshed.", es: "Tokens renovados.")
        case .cognitoSignedInAs: (en: "signed in as", es: "sesión de")
        case .cognitoUsername: (en: "username", es: "nombre de usuario")
        case .cognitoAttributes: (en: "attributes", es: "atributos")
        case .cognitoIDTokenClaims:
            (
                en: "ID token claims (decoded; credkit jwt verify checks the signature)",
                es: "claims del token de ID (decodificados; credkit jwt verify comprueba la firma)"
            )
        case .cognitoSessionSaved:
            (
                en: "Session saved to {file}; the access token expires {when}.",
                es: "Sesión guardada en {file}; el token de acceso caduca {when}."
            )
        case .cognitoNextConfirmForgotPassword:
            (
                en: "Next: credkit cognito confirm-forgot-password --email {email} --code CODE",
                es: "Siguiente paso: credkit cognito confirm-forgot-password --email {email} --code CÓDIGO"
            )
        case .cognitoPasswordReset:
            (
                en: "The password of {email} was reset. Next: credkit cognito sign-in --email {email}",
                es: "Se restableció la contraseña de {email}. Siguiente paso: credkit cognito sign-in --email {email}"
            )
        case .cognitoPasswordChanged: (en: "Password changed for {email}.", es: "Contraseña cambiada para {email}.")
        case .cognitoSignedOut:
            (
                en:
                    "Signed out on this machine: removed {file}. The refresh token stays valid until it expires; global-sign-out revokes it everywhere.",
                es:
                    "Sesión cerrada en esta máquina: se borró {file}. El token de actualización sigue siendo válido hasta que caduque; global-sign-out lo revoca en todas partes."
            )
        case .cognitoSignedOutRevoked:
            (
                en: "Signed out: Cognito revoked the refresh token and the access tokens issued with it; removed {file}.",
                es:
                    "Sesión cerrada: Cognito revocó el token de actualización y los tokens de acceso emitidos con él; se borró {file}."
            )
        case .cognitoSignOutNotRevoked:
            (
                en:
                    "The refresh token was NOT revoked: it stays valid until it expires (sign in again and run global-sign-out to revoke every one). Removed {file}.",
                es:
                    "El token de actualización NO se revocó: sigue siendo válido hasta que caduque (inicia sesión de nuevo y ejecuta global-sign-out para revocarlos todos). Se borró {file}."
            )
        case .cognitoSignOutNoRefreshToken:
            (
                en:
                    "Signed out on this machine: removed {file}. The session held no refresh token, so there was nothing to revoke.",
                es:
                    "Sesión cerrada en esta máquina: se borró {file}. La sesión no tenía token de actualización, así que no había nada que revocar."
            )
        case .cognitoNothingToRemove:
            (en: "No session in {file}: nothing to remove.", es: "No hay sesión en {file}: nada que borrar.")
        case .cognitoGlobalSignedOut:
            (
                en: "Signed out everywhere: Cognito revoked every refresh token of {email}; removed {file}.",
                es:
                    "Sesión cerrada en todas partes: Cognito revocó todos los tokens de actualización de {email}; se borró {file}."
            )
        case .helpTOTP:
            (
                en:
                    "Time-based one-time codes (RFC 6238), as an authenticator app shows them: for scripts and CI that sign in to MFA pools.",
                es:
                    "Códigos de un solo uso basados en el tiempo (RFC 6238), como los muestra una app de autenticación: para scripts y CI que inician sesión en grupos con MFA."
            )
        case .helpTOTPDiscussion:
            (
                en:
                    "The secret (base32, as Cognito's setup-totp shows it) or, with --uri, an otpauth:// URI is read from the first line of standard input, or asked for without echo on a terminal; never from the command line.",
                es:
                    "El secreto (base32, como lo muestra setup-totp de Cognito) o, con --uri, una URI otpauth:// se lee de la primera línea de la entrada estándar, o se pide sin eco en un terminal; nunca de la línea de órdenes."
            )
        case .helpTOTPCode:
            (
                en: "Print the current code; how long it stays valid goes to standard error.",
                es: "Muestra el código actual; cuánto tiempo sigue siendo válido va a la salida de errores."
            )
        case .helpTOTPCodeDiscussion:
            (
                en: "Exit status: 0 with a code, 2 on a usage error (a secret that is not base32, a bad URI or option).",
                es:
                    "Código de salida: 0 con un código, 2 ante un error de uso (un secreto que no es base32, una URI u opción incorrecta)."
            )
        case .helpTOTPVerify:
            (
                en: "Check a code against the secret: exit 0 when it is current (within the window), 1 when not.",
                es: "Comprueba un código con el secreto: sale con 0 si es el actual (dentro de la ventana) y con 1 si no."
            )
        case .helpTOTPVerifyDiscussion:
            (
                en:
                    "The window allows for clock drift between the phone and this machine: steps of the period either side (default 1).",
                es:
                    "La ventana tolera el desfase de reloj entre el teléfono y esta máquina: pasos del periodo a cada lado (por defecto 1)."
            )
        case .helpOptionTOTPURI:
            (
                en: "Read an otpauth://totp/ URI instead of a bare secret (its algorithm, digits and period apply).",
                es: "Lee una URI otpauth://totp/ en lugar de un secreto (se aplican su algoritmo, dígitos y periodo)."
            )
        case .helpOptionTOTPAlgorithm:
            (
                en: "The HMAC's hash function (default sha1, what Cognito uses).",
                es: "La función hash del HMAC (por defecto sha1, la que usa Cognito)."
            )
        case .helpOptionTOTPDigits: (en: "Digits per code (default 6).", es: "Dígitos por código (por defecto 6).")
        case .helpOptionTOTPPeriod: (en: "Seconds per code (default 30).", es: "Segundos por código (por defecto 30).")
        case .helpOptionTOTPAt:
            (
                en: "The moment: Unix seconds or ISO 8601 (default now).",
                es: "El momento: segundos Unix o ISO 8601 (por defecto, ahora)."
            )
        case .helpOptionTOTPCode: (en: "The code to check.", es: "El código que se comprueba.")
        case .helpOptionTOTPWindow:
            (
                en: "Steps accepted either side of the current one, 0 to 10.",
                es: "Pasos aceptados a cada lado del actual, de 0 a 10."
            )
        case .totpSecretPrompt: (en: "TOTP secret (base32): ", es: "Secreto TOTP (base32): ")
        case .totpURIPrompt: (en: "otpauth URI: ", es: "URI otpauth: ")
        case .totpWhatSecret: (en: "the TOTP secret", es: "el secreto TOTP")
        case .totpWhatURI: (en: "the otpauth URI", es: "la URI otpauth")
        case .totpURIWithSettings:
            (
                en: "--algorithm, --digits and --period do not go with --uri: the URI carries its own settings",
                es: "--algorithm, --digits y --period no van con --uri: la URI lleva sus propios ajustes"
            )
        case .totpShortSecret:
            (
                en: "the secret has {bits} bits; RFC 4226 asks for at least {minimum} (codes still work)",
                es: "el secreto tiene {bits} bits; RFC 4226 pide al menos {minimum} (los códigos funcionan igual)"
            )
        case .totpValidFor: (en: "valid for {seconds} s", es: "válido durante {seconds} s")
        case .totpInvalidWindow:
            (en: "--window {value}: expected 0 to 10 steps", es: "--window {value}: se esperaban de 0 a 10 pasos")
        case .totpInvalidCode: (en: "--code: expected the code's digits", es: "--code: se esperaban los dígitos del código")
        case .totpCodeValid:
            (
                en: "valid (step {step} from the current one; time step {timeStep})",
                es: "válido (paso {step} respecto al actual; paso de tiempo {timeStep})"
            )
        case .totpCodeNotValid:
            (
                en: "not valid (checked the current step and {window} either side)",
                es: "no válido (se comprobaron el paso actual y {window} a cada lado)"
            )
        case .helpOptionMFACode:
            (
                en:
                    "The first code asked for: an MFA code, or the one-time code of a passwordless or custom sign-in (--code reads better there; later codes: the next line of standard input with --password-stdin, or the terminal).",
                es:
                    "El primer código que se pida: un código MFA, o el código de un solo uso de un inicio de sesión sin contraseña o personalizado (allí se lee mejor --code; los siguientes: la siguiente línea de la entrada estándar con --password-stdin, o el terminal)."
            )
        case .helpOptionMFAType:
            (
                en: "The second factor to use when Cognito offers a choice.",
                es: "El segundo factor que se usa cuando Cognito ofrece elegir."
            )
        case .helpOptionMFAIssuer:
            (
                en: "The name an authenticator app shows above the code (default: none).",
                es: "El nombre que una app de autenticación muestra encima del código (por defecto, ninguno)."
            )
        case .helpOptionMFADeviceName:
            (
                en: "A name for the authenticator app, kept by Cognito.",
                es: "Un nombre para la app de autenticación, que Cognito guarda."
            )
        case .helpOptionMFAVerifyCode:
            (
                en: "The authenticator app's current code, to verify the set-up.",
                es: "El código actual de la app de autenticación, para verificar la configuración."
            )
        case .helpOptionMFATOTP: (en: "The authenticator app (TOTP).", es: "La app de autenticación (TOTP).")
        case .helpOptionMFASMS: (en: "Codes by text message.", es: "Códigos por mensaje de texto.")
        case .helpOptionMFAPasskey:
            (
                en:
                    "Whether a passkey sign-in (with user verification) counts as MFA, in a pool whose passkeys may (WebAuthnMfaSettings).",
                es:
                    "Si un inicio de sesión con llave de acceso (con verificación del usuario) cuenta como MFA, en un grupo cuyas llaves lo permiten (WebAuthnMfaSettings)."
            )
        case .helpOptionMFAEmail: (en: "Codes by email.", es: "Códigos por email.")
        case .helpCognitoMFA:
            (
                en: "The signed-in user's second factors: set up an authenticator app, choose methods, show them.",
                es:
                    "Los segundos factores del usuario con sesión: configurar una app de autenticación, elegir métodos, mostrarlos."
            )
        case .helpCognitoSetUpTOTP:
            (
                en: "Set up an authenticator app: show a new secret and its otpauth URI, then verify a code from the app.",
                es:
                    "Configura una app de autenticación: muestra un secreto nuevo y su URI otpauth, y verifica un código de la app."
            )
        case .helpCognitoSetUpTOTPDiscussion:
            (
                en:
                    "On a terminal the code is asked for; otherwise give it with --code, or leave it out to only show the secret and verify later with verify-totp. Then turn the app on with set-preference --totp preferred.",
                es:
                    "En un terminal se pide el código; si no, se da con --code, o se omite para solo mostrar el secreto y verificar después con verify-totp. Después se activa con set-preference --totp preferred."
            )
        case .helpCognitoVerifyTOTP:
            (
                en: "Verify the authenticator app set up with setup-totp, with its current code.",
                es: "Verifica la app de autenticación configurada con setup-totp, con su código actual."
            )
        case .helpCognitoSetPreference:
            (
                en: "Turn MFA methods on or off and choose the preferred one (methods not named keep their setting).",
                es: "Activa o desactiva métodos MFA y elige el preferido (los métodos no nombrados conservan su ajuste)."
            )
        case .helpCognitoMFAStatus:
            (
                en: "Show which MFA methods are enabled and which is preferred.",
                es: "Muestra qué métodos MFA están activados y cuál es el preferido."
            )
        case .cognitoWhatMFACode: (en: "the MFA code", es: "el código MFA")
        case .cognitoTOTPCodePrompt: (en: "Authenticator app code: ", es: "Código de la app de autenticación: ")
        case .cognitoSMSCodePrompt: (en: "Code from the text message: ", es: "Código del mensaje de texto: ")
        case .cognitoEmailCodePrompt: (en: "Code from the email: ", es: "Código del email: ")
        case .cognitoMFACodeNeeded:
            (
                en:
                    "Cognito asks for an MFA code and standard input ended (line {line}): give it with --mfa-code or as the next line",
                es:
                    "Cognito pide un código MFA y la entrada estándar ha terminado (línea {line}): indícalo con --mfa-code o como línea siguiente"
            )
        case .cognitoMFATypeNeeded:
            (
                en: "Cognito asks which MFA method to use ({offered}): choose with --mfa-type",
                es: "Cognito pregunta qué método MFA usar ({offered}): elíjalo con --mfa-type"
            )
        case .cognitoMFATypePrompt: (en: "MFA method ({offered}): ", es: "Método MFA ({offered}): ")
        case .cognitoMFACodeSent: (en: "code sent to {destination}", es: "código enviado a {destination}")
        case .cognitoMFASetupNeeded:
            (
                en: "this pool requires MFA: add this secret to an authenticator app, then enter its code",
                es: "este grupo exige MFA: añade este secreto a una app de autenticación e introduce su código"
            )
        case .cognitoMFASecret: (en: "Secret: {secret}", es: "Secreto: {secret}")
        case .cognitoMFAURI: (en: "URI:    {uri}", es: "URI:     {uri}")
        case .cognitoTOTPVerified:
            (
                en: "Authenticator app verified. Turn it on with: credkit cognito mfa set-preference --totp preferred",
                es: "App de autenticación verificada. Actívala con: credkit cognito mfa set-preference --totp preferred"
            )
        case .cognitoTOTPAssociated:
            (
                en: "Secret created, not verified yet: verify with credkit cognito mfa verify-totp --code CODE",
                es: "Secreto creado, aún sin verificar: verifíquelo con credkit cognito mfa verify-totp --code CÓDIGO"
            )
        case .cognitoMFAPreferred: (en: "preferred", es: "preferido")
        case .cognitoMFAEnabled: (en: "enabled", es: "activado")
        case .cognitoMFADisabled: (en: "disabled", es: "desactivado")
        case .totpInputEnded:
            (
                en: "standard input is empty: expected {what} on its first line",
                es: "la entrada estándar está vacía: se esperaba {what} en su primera línea"
            )
        case .totpNothingTyped: (en: "nothing was typed for {what}", es: "no se escribió nada para {what}")
        case .totpInputNotUTF8:
            (
                en: "{what} is not valid UTF-8: first bad byte at offset {offset}",
                es: "{what} no es UTF-8 válido: primer byte incorrecto en la posición {offset}"
            )
        case .helpBreached:
            (
                en: "Breached passwords (Have I Been Pwned's Pwned Passwords): build and inspect the offline index.",
                es: "Contraseñas filtradas (Pwned Passwords de Have I Been Pwned): crear e inspeccionar el índice sin conexión."
            )
        case .helpBreachedDiscussion:
            (
                en:
                    "check, strength and the cognito commands that set a password take --breached INDEX (an index file), --breached online (the k-anonymity range API: only the first five hex digits of the password's SHA-1 leave the machine) or --breached URL (another range API).",
                es:
                    "check, strength y los comandos de cognito que fijan una contraseña aceptan --breached INDEX (un archivo de índice), --breached online (la API de rangos con k-anonimato: solo salen del equipo los cinco primeros dígitos hexadecimales del SHA-1 de la contraseña) o --breached URL (otra API de rangos)."
            )
        case .helpBreachedBuild:
            (
                en: "Build an index (about 2.25 bytes per hash, 1 false positive in 65,536) from Pwned Passwords files.",
                es:
                    "Crear un índice (unos 2,25 bytes por hash, 1 falso positivo de cada 65.536) a partir de archivos de Pwned Passwords."
            )
        case .helpBreachedBuildDiscussion:
            (
                en:
                    "A source is a file of SHA1:COUNT lines (40 hex digits, the downloader's single file, sorted or not), a file of bare SHA-1 lines (a hash list without counts: each counts once, so only with --minimum-count 1), or a directory of range files named by their five-hex-digit prefix holding SUFFIX:COUNT lines (the downloader's per-prefix output). Hidden files in a directory are skipped. The index is written atomically; temporary buckets go to a hidden directory beside it. Exit status: 0 built, 2 a source or the output is unusable (the message names the file, line and column).",
                es:
                    "Una fuente es un archivo de líneas SHA1:COUNT (40 dígitos hexadecimales, el archivo único del descargador, ordenado o no), un archivo de líneas SHA-1 sin más (una lista de hashes sin recuentos: cada uno cuenta una vez, así que solo con --minimum-count 1) o un directorio de archivos de rango nombrados por su prefijo de cinco dígitos hexadecimales con líneas SUFFIX:COUNT (la salida por prefijos del descargador). Los archivos ocultos de un directorio se omiten. El índice se escribe de forma atómica; los cubos temporales van a un directorio oculto junto a él. Estado de salida: 0 creado, 2 una fuente o la salida no sirven (el mensaje indica el archivo, la línea y la columna)."
            )
        case .helpBreachedInfo:
            (
                en: "Show what an index holds; --verify reads it whole and checks every block's checksum.",
                es: "Mostrar qué contiene un índice; --verify lo lee entero y comprueba la suma de cada bloque."
            )
        case .helpOptionBreachedOutput: (en: "The index file to write.", es: "El archivo de índice que se escribe.")
        case .helpOptionMinimumCount:
            (
                en: "Leave out hashes seen fewer times than this (1: keep all).",
                es: "Omitir los hashes vistos menos veces (1: conservar todos)."
            )
        case .helpOptionBreachedSources:
            (
                en: "Files of SHA1:COUNT lines or bare SHA-1 lines, or directories of range files.",
                es: "Archivos de líneas SHA1:COUNT o de SHA-1 sin más, o directorios de archivos de rango."
            )
        case .helpOptionBreachedIndex:
            (en: "An index written by credkit breached build-index.", es: "Un índice escrito por credkit breached build-index.")
        case .helpOptionBreachedVerify:
            (
                en: "Check every block's checksum (reads the whole file).",
                es: "Comprobar la suma de cada bloque (lee el archivo entero)."
            )
        case .breachedMinimumCountRange:
            (
                en: "--minimum-count {value}: expected a whole number of at least 1",
                es: "--minimum-count {value}: se esperaba un número entero de al menos 1"
            )
        case .breachedNoSources:
            (
                en: "no source given: name a file of SHA1:COUNT lines or a directory of range files",
                es: "no se indicó ninguna fuente: indica un archivo de líneas SHA1:COUNT o un directorio de archivos de rango"
            )
        case .breachedProgressRead:
            (en: "{done} hashes read, {rate}/s, {percent}%", es: "{done} hashes leídos, {rate}/s, {percent} %")
        case .breachedProgressShards: (en: "building filters: {done} of {total}", es: "construyendo filtros: {done} de {total}")
        case .breachedReportIndex: (en: "Index: {path}", es: "Índice: {path}")
        case .breachedReportEntries:
            (en: "Hashes: {entries} distinct, from {lines} lines", es: "Hashes: {entries} distintos, de {lines} líneas")
        case .breachedReportBelowMinimum:
            (
                en: " ({below} seen fewer than {minimum} times left out)",
                es: " (se omitieron {below} vistos menos de {minimum} veces)"
            )
        case .breachedReportSize:
            (
                en: "Size: {bytes} bytes ({perEntry} bytes per hash; filters: {shards})",
                es: "Tamaño: {bytes} bytes ({perEntry} bytes por hash; filtros: {shards})"
            )
        case .breachedReportFalsePositives:
            (
                en: "False positives: 1 in 65,536 absent passwords (0.0015 %); no false negatives",
                es: "Falsos positivos: 1 de cada 65.536 contraseñas ausentes (0,0015 %); ningún falso negativo"
            )
        case .breachedReportTime:
            (
                en: "Built in {seconds} s ({perHash} µs per source line)",
                es: "Creado en {seconds} s ({perHash} µs por línea de origen)"
            )
        case .breachedReportVerified:
            (en: "Checksums: every block verified", es: "Sumas de comprobación: todos los bloques verificados")
        case .helpOptionBreached:
            (
                en:
                    "Also refuse breached passwords: an index file from credkit breached build-index, online (Have I Been Pwned's range API; only the first five hex digits of each password's SHA-1 are sent) or a range API's base URL.",
                es:
                    "Rechazar también las contraseñas filtradas: un archivo de índice de credkit breached build-index, online (la API de rangos de Have I Been Pwned; solo se envían los cinco primeros dígitos hexadecimales del SHA-1 de cada contraseña) o la URL base de una API de rangos."
            )
        case .helpOptionBreachedFailOpen:
            (
                en:
                    "When the range API cannot be reached, judge passwords on the other rules instead of refusing them (exit 3 either way).",
                es:
                    "Si no se puede contactar con la API de rangos, juzgar las contraseñas por las demás reglas en lugar de rechazarlas (sale con 3 en ambos casos)."
            )

        case .helpCognitoLogin:
            (
                en: "Sign in through the pool's domain (managed login, the hosted UI) in a browser, and save the session.",
                es:
                    "Inicia sesión en el navegador a través del dominio del grupo (inicio de sesión administrado, la IU alojada) y guarda la sesión."
            )
        case .helpCognitoLoginDiscussion:
            (
                en:
                    "Authorization code with PKCE (S256) on a loopback redirect, as native apps do (RFC 8252): register http://127.0.0.1:PORT/callback (or http://localhost:PORT/callback with --redirect-host localhost) as a callback URL of the app client, with the code grant and the openid scope. The browser opens on the sign-in page ($BROWSER, xdg-open or open; with --no-browser or no display the URL is printed on standard error); credkit waits for one redirect, checks its state, exchanges the code with the verifier, verifies the ID token (signature by the pool's keys, issuer, audience, expiry, nonce) and saves the session sign-in saves, so whoami, refresh, userinfo and logout work after it. The domain is --domain (a prefix such as my-app, or an https URL for a custom domain; CREDKIT_DOMAIN), or the one the pool's discovery document names (--user-pool-id). Exit status: 0 signed in; 1 refused (access denied, a state that is not this sign-in's, a refused code, an ID token that fails verification); 2 invalid input or the redirect port in use, nothing sent; 3 no redirect in time, or the domain unreachable.",
                es:
                    "Código de autorización con PKCE (S256) y redirección local, como hacen las apps nativas (RFC 8252): registra http://127.0.0.1:PUERTO/callback (o http://localhost:PUERTO/callback con --redirect-host localhost) como URL de retorno del cliente de aplicación, con la concesión de código y el ámbito openid. El navegador se abre en la página de inicio de sesión ($BROWSER, xdg-open u open; con --no-browser o sin pantalla la URL se escribe en la salida de error); credkit espera una redirección, comprueba su state, intercambia el código con el verificador, verifica el token de ID (firma con las claves del grupo, emisor, audiencia, caducidad, nonce) y guarda la sesión que guarda sign-in, así que whoami, refresh, userinfo y logout funcionan después. El dominio es --domain (un prefijo como my-app, o una URL https de un dominio propio; CREDKIT_DOMAIN), o el que nombra el documento de descubrimiento del grupo (--user-pool-id). Estado de salida: 0 sesión iniciada; 1 rechazado (acceso denegado, un state que no es de este inicio de sesión, un código rechazado, un token de ID que no se verifica); 2 entrada no válida o puerto de redirección en uso, no se envió nada; 3 ninguna redirección a tiempo, o dominio inalcanzable."
            )
        case .helpCognitoAWSCredentials:
            (
                en: "Print temporary AWS credentials for the signed-in user from an identity pool (credential_process).",
                es:
                    "Escribe credenciales temporales de AWS para el usuario con sesión desde un grupo de identidades (credential_process)."
            )
        case .helpCognitoAWSCredentialsDiscussion:
            (
                en:
                    "The session's ID token goes to the identity pool (GetId, then GetCredentialsForIdentity) under the user pool's Logins key, cognito-idp.REGION.amazonaws.com/POOL; the pool's authenticated role, or --role-arn where its role mapping lets the token choose, decides what the keys may do. The output is the document the AWS CLI and SDKs read from a credential_process command: {\"Version\": 1, \"AccessKeyId\", \"SecretAccessKey\", \"SessionToken\", \"Expiration\"}. In ~/.aws/config:\n\n  [profile app-user]\n  credential_process = credkit cognito aws-credentials --identity-pool-id eu-west-1:0f1e…\n\nThe credentials are cached, 0600, under $XDG_CACHE_HOME/credkit/aws-credentials (or ~/.cache/credkit/aws-credentials) per identity pool, user and role until five minutes before they expire; the session is refreshed first when its tokens are about to expire. --no-cache always asks. The identity pool may also come from CREDKIT_IDENTITY_POOL_ID.",
                es:
                    "El token de ID de la sesión va al grupo de identidades (GetId y después GetCredentialsForIdentity) bajo la clave de Logins del grupo de usuarios, cognito-idp.REGIÓN.amazonaws.com/GRUPO; el rol autenticado del grupo, o --role-arn donde su asignación de roles deja elegir al token, decide qué pueden hacer las claves. La salida es el documento que la CLI y los SDK de AWS leen de una orden credential_process: {\"Version\": 1, \"AccessKeyId\", \"SecretAccessKey\", \"SessionToken\", \"Expiration\"}. En ~/.aws/config:\n\n  [profile app-user]\n  credential_process = credkit cognito aws-credentials --identity-pool-id eu-west-1:0f1e…\n\nLas credenciales se guardan, 0600, en $XDG_CACHE_HOME/credkit/aws-credentials (o ~/.cache/credkit/aws-credentials) por grupo de identidades, usuario y rol hasta cinco minutos antes de caducar; antes se renueva la sesión si sus tokens están a punto de caducar. --no-cache pide siempre unas nuevas. El grupo de identidades también puede venir de CREDKIT_IDENTITY_POOL_ID."
            )
        case .helpCognitoToken:
            (
                en:
                    "Get a machine-to-machine access token (client credentials), or exchange a token for a narrower one, and print it.",
                es:
                    "Obtiene un token de acceso de máquina a máquina (credenciales de cliente), o cambia un token por otro más restringido, y lo escribe."
            )
        case .helpCognitoTokenDiscussion:
            (
                en:
                    "--client-credentials: the app client needs a secret (CREDKIT_CLIENT_SECRET) and resource-server scopes (--scope api/read, repeatable; none asks for all the client may have). It asks the pool's domain (/oauth2/token, the client_credentials grant) when --domain or CREDKIT_DOMAIN is given or the pool's discovery document names one, else the API (GetClientToken, for app clients with ALLOW_CLIENT_TOKEN_AUTH); --via api or --via domain chooses.\n\n--exchange: OAuth 2.0 token exchange (RFC 8693, GetDerivedToken) of the session's access token (or --subject-token-file) for a token narrowed to --audience or --resource and to --scope; with --actor-token-file the new token names that intermediary in its act claim. The app client needs ALLOW_TOKEN_EXCHANGE_IMPERSONATION (or ALLOW_TOKEN_EXCHANGE_DELEGATION with an actor). Token files must be private to you (chmod 600); - reads the token from standard input.\n\nThe token is printed on standard output (that is this command's job; --format json adds its expiry) and cached, 0600, under $XDG_CACHE_HOME/credkit/tokens (or ~/.cache/credkit/tokens) per endpoint, client and request until a minute before it expires; --no-cache always asks. Exit status as for login.",
                es:
                    "--client-credentials: el cliente de aplicación necesita un secreto (CREDKIT_CLIENT_SECRET) y ámbitos de un servidor de recursos (--scope api/read, repetible; sin ninguno pide todos los que el cliente puede tener). Se pide al dominio del grupo (/oauth2/token, la concesión client_credentials) cuando se da --domain o CREDKIT_DOMAIN o el documento de descubrimiento del grupo nombra uno; si no, a la API (GetClientToken, para clientes de aplicación con ALLOW_CLIENT_TOKEN_AUTH); --via api o --via domain elige.\n\n--exchange: intercambio de tokens de OAuth 2.0 (RFC 8693, GetDerivedToken) del token de acceso de la sesión (o de --subject-token-file) por un token restringido a --audience o --resource y a --scope; con --actor-token-file el nuevo token nombra a ese intermediario en su claim act. El cliente de aplicación necesita ALLOW_TOKEN_EXCHANGE_IMPERSONATION (o ALLOW_TOKEN_EXCHANGE_DELEGATION con un actor). Los archivos de tokens deben ser privados (chmod 600); - lee el token de la entrada estándar.\n\nEl token se escribe en la salida estándar (es lo que hace esta orden; --format json añade su caducidad) y se guarda, 0600, en $XDG_CACHE_HOME/credkit/tokens (o ~/.cache/credkit/tokens) por punto de acceso, cliente y solicitud hasta un minuto antes de caducar; --no-cache pide siempre uno nuevo. Estado de salida como en login."
            )
        case .helpCognitoLogout:
            (
                en:
                    "Sign out of a login session: revoke its refresh token, remove the session, and give the domain's sign-out URL.",
                es:
                    "Cierra una sesión de login: revoca su token de actualización, elimina la sesión y da la URL de cierre de sesión del dominio."
            )
        case .helpCognitoLogoutDiscussion:
            (
                en:
                    "The refresh token is revoked at the domain's /oauth2/revoke (a session from login, or --domain), else with RevokeToken; the session file goes whatever the answer. With --logout-uri (one of the app client's sign-out URLs) the domain's /logout URL, which ends the browser's session there too, is printed, or opened with --open. Exit status as for sign-out.",
                es:
                    "El token de actualización se revoca en /oauth2/revoke del dominio (una sesión de login, o --domain), si no con RevokeToken; el archivo de sesión se elimina sea cual sea la respuesta. Con --logout-uri (una de las URL de cierre de sesión del cliente de aplicación) se escribe la URL /logout del dominio, que cierra también la sesión del navegador allí, o se abre con --open. Estado de salida como en sign-out."
            )
        case .helpCognitoUserInfo:
            (
                en: "Show the signed-in user's claims from the domain's /oauth2/userInfo.",
                es: "Muestra los datos del usuario con sesión iniciada desde /oauth2/userInfo del dominio."
            )
        case .helpOptionDomain:
            (
                en:
                    "The pool's domain: a prefix (my-app → https://my-app.auth.REGION.amazoncognito.com) or an https URL (a custom domain); CREDKIT_DOMAIN. Default: the session's, else the pool's discovery document.",
                es:
                    "El dominio del grupo: un prefijo (my-app → https://my-app.auth.REGION.amazoncognito.com) o una URL https (un dominio propio); CREDKIT_DOMAIN. Por omisión: el de la sesión, o el del documento de descubrimiento del grupo."
            )
        case .helpOptionClientAuthentication:
            (
                en: "How the app client's secret is sent: HTTP Basic or in the form.",
                es: "Cómo se envía el secreto del cliente de aplicación: HTTP Basic o en el formulario."
            )
        case .helpOptionLoginScope:
            (
                en: "A scope to ask for (repeatable; default openid email profile; openid is required).",
                es: "Un ámbito que pedir (repetible; por omisión openid email profile; openid es obligatorio)."
            )
        case .helpOptionTokenScope:
            (
                en: "A resource-server scope to ask for, such as api/read (repeatable).",
                es: "Un ámbito de servidor de recursos que pedir, como api/read (repetible)."
            )
        case .helpOptionIdentityProvider:
            (
                en: "Go straight to this identity provider (Google, SignInWithApple, a SAML or OIDC provider's name, COGNITO).",
                es:
                    "Ir directamente a este proveedor de identidad (Google, SignInWithApple, el nombre de un proveedor SAML u OIDC, COGNITO)."
            )
        case .helpOptionRedirectPort:
            (en: "The loopback port of the registered callback URL.", es: "El puerto local de la URL de retorno registrada.")
        case .helpOptionRedirectHost:
            (en: "The host of the registered callback URL.", es: "El host de la URL de retorno registrada.")
        case .helpOptionNoBrowser:
            (
                en: "Do not open a browser: print the sign-in URL and wait.",
                es: "No abrir el navegador: escribir la URL de inicio de sesión y esperar."
            )
        case .helpOptionBrowserTimeout:
            (en: "Seconds to wait for the redirect (1 to 3600).", es: "Segundos de espera de la redirección (de 1 a 3600).")
        case .helpOptionClientCredentials:
            (
                en: "Use the client-credentials grant (machine to machine).",
                es: "Usar la concesión de credenciales de cliente (de máquina a máquina)."
            )
        case .helpOptionIdentityPoolID:
            (
                en: "The identity pool (REGION:UUID); default: CREDKIT_IDENTITY_POOL_ID.",
                es: "El grupo de identidades (REGIÓN:UUID); por omisión, CREDKIT_IDENTITY_POOL_ID."
            )
        case .helpOptionRoleARN:
            (
                en: "The IAM role to assume, where the identity pool's role mapping lets the token choose.",
                es: "El rol de IAM que asumir, donde la asignación de roles del grupo de identidades deja elegir al token."
            )
        case .helpOptionVia:
            (
                en:
                    "Where client credentials are asked: the API (GetClientToken), the pool's domain, or auto (the domain when there is one).",
                es:
                    "Dónde se piden las credenciales de cliente: la API (GetClientToken), el dominio del grupo o auto (el dominio cuando lo hay)."
            )
        case .helpOptionExchange:
            (
                en: "Exchange a token for one narrowed to an audience or resource (RFC 8693, GetDerivedToken).",
                es: "Cambiar un token por otro restringido a una audiencia o un recurso (RFC 8693, GetDerivedToken)."
            )
        case .helpOptionAudience:
            (
                en: "The audience the exchanged token is for (an app client or resource server).",
                es: "La audiencia del token intercambiado (un cliente de aplicación o un servidor de recursos)."
            )
        case .helpOptionExchangeResource:
            (en: "The resource server the exchanged token is for.", es: "El servidor de recursos del token intercambiado.")
        case .helpOptionSubjectTokenFile:
            (
                en: "A private file holding the token to exchange (- for standard input); default: the session's token.",
                es: "Un archivo privado con el token que intercambiar (- para la entrada estándar); por omisión, el de la sesión."
            )
        case .helpOptionSubjectTokenType:
            (en: "What the token to exchange is: access or id.", es: "Qué es el token que intercambiar: access o id.")
        case .helpOptionActorTokenFile:
            (
                en: "A private file holding the token of the intermediary acting for the user (delegation).",
                es: "Un archivo privado con el token del intermediario que actúa por el usuario (delegación)."
            )
        case .helpOptionActorTokenType:
            (en: "What the actor token is: access or id.", es: "Qué es el token del actor: access o id.")
        case .helpOptionRequestedTokenType:
            (en: "The kind of token wanted: access or id.", es: "El tipo de token que se quiere: access o id.")
        case .helpOptionNoCache: (en: "Neither read nor write the token cache.", es: "No leer ni escribir la caché de tokens.")
        case .helpOptionLogoutURI:
            (
                en: "Where the browser goes after signing out: one of the app client's sign-out URLs.",
                es: "Adónde va el navegador tras cerrar sesión: una de las URL de cierre de sesión del cliente de aplicación."
            )
        case .helpOptionOpenLogout:
            (en: "Open the sign-out URL in the browser.", es: "Abrir la URL de cierre de sesión en el navegador.")
        case .cognitoInvalidPort:
            (
                en: "--redirect-port {value}: expected a port from 1 to 65535",
                es: "--redirect-port {value}: se espera un puerto de 1 a 65535"
            )
        case .cognitoInvalidBrowserTimeout:
            (
                en: "--browser-timeout {value}: expected seconds from 1 to 3600",
                es: "--browser-timeout {value}: se esperan segundos de 1 a 3600"
            )
        case .cognitoRedirectSocket:
            (en: "cannot listen for the redirect: {reason}", es: "no se puede escuchar la redirección: {reason}")
        case .cognitoLoginOpened:
            (
                en:
                    "Opened the sign-in page in your browser; waiting up to {seconds} s for the redirect to {redirect}.\nIf no page opened, visit:\n{url}",
                es:
                    "Se abrió la página de inicio de sesión en el navegador; esperando hasta {seconds} s la redirección a {redirect}.\nSi no se abrió ninguna página, visita:\n{url}"
            )
        case .cognitoLoginVisit:
            (
                en: "Open this page in a browser to sign in (waiting up to {seconds} s for the redirect to {redirect}):\n{url}",
                es:
                    "Abre esta página en un navegador para iniciar sesión (esperando hasta {seconds} s la redirección a {redirect}):\n{url}"
            )
        case .cognitoLoggedIn:
            (en: "Signed in as {email} through {domain}.", es: "Sesión iniciada como {email} a través de {domain}.")
        case .cognitoLoginPageTitle: (en: "credkit", es: "credkit")
        case .cognitoLoginPageSuccess:
            (
                en: "Signed in. You can close this window and return to the terminal.",
                es: "Sesión iniciada. Puedes cerrar esta ventana y volver al terminal."
            )
        case .cognitoLoginPageFailure:
            (
                en: "Sign-in failed: {detail}. Return to the terminal.",
                es: "No se pudo iniciar sesión: {detail}. Vuelve al terminal."
            )
        case .cognitoNeedsDomain:
            (
                en:
                    "no sign-in domain: pass --domain PREFIX|URL (or CREDKIT_DOMAIN), or --user-pool-id to read it from the pool's discovery document",
                es:
                    "no hay dominio de inicio de sesión: usa --domain PREFIJO|URL (o CREDKIT_DOMAIN), o --user-pool-id para leerlo del documento de descubrimiento del grupo"
            )
        case .cognitoTokenNeedsGrant:
            (
                en:
                    "token gets machine-to-machine tokens or exchanges one: pass --client-credentials or --exchange (for a user's tokens use login or sign-in)",
                es:
                    "token obtiene tokens de máquina a máquina o intercambia uno: usa --client-credentials o --exchange (para los tokens de un usuario usa login o sign-in)"
            )
        case .cognitoNeedsIdentityPool:
            (
                en: "aws-credentials needs the identity pool: --identity-pool-id REGION:UUID (or CREDKIT_IDENTITY_POOL_ID)",
                es:
                    "aws-credentials necesita el grupo de identidades: --identity-pool-id REGIÓN:UUID (o CREDKIT_IDENTITY_POOL_ID)"
            )
        case .cognitoTokenTwoGrants:
            (
                en: "--client-credentials and --exchange cannot go together: pass one",
                es: "--client-credentials y --exchange no pueden ir juntos: usa uno"
            )
        case .cognitoTokenOptionNeeds:
            (en: "{option} goes with {needs}", es: "{option} va con {needs}")
        case .cognitoTokenExchangeNeedsTarget:
            (
                en: "--exchange needs --audience or --resource: the new token is narrowed to it",
                es: "--exchange necesita --audience o --resource: el nuevo token se restringe a él"
            )
        case .cognitoTokenFileMissing: (en: "{file}: no such file", es: "{file}: no existe ese archivo")
        case .cognitoTokenFileLoose:
            (
                en: "{file}: other users may read or change this token file; refusing to use it: run chmod 600 {file}",
                es: "{file}: otros usuarios pueden leer o cambiar este archivo de token; no se usará: ejecuta chmod 600 {file}"
            )
        case .cognitoTokenFileNotOwned:
            (
                en: "{file}: another user owns this token file; refusing to use it",
                es: "{file}: este archivo de token es de otro usuario; no se usará"
            )
        case .cognitoTokenFileUnreadable:
            (
                en: "{file}: not a readable file of at most 128 KiB",
                es: "{file}: no es un archivo legible de 128 KiB como mucho"
            )
        case .cognitoTokenFileEmpty: (en: "{file}: holds no token", es: "{file}: no contiene ningún token")
        case .cognitoTokenNotCached:
            (
                en: "the token could not be cached in {file}; it is printed all the same",
                es: "no se pudo guardar el token en la caché {file}; se escribe igualmente"
            )
        case .cognitoOpenNeedsLogoutURI:
            (
                en: "--open opens the sign-out URL: give it with --logout-uri",
                es: "--open abre la URL de cierre de sesión: dala con --logout-uri"
            )
        case .cognitoLogoutURL:
            (en: "To sign out in the browser too, open:\n{url}", es: "Para cerrar sesión también en el navegador, abre:\n{url}")

        case .helpOptionALBArn:
            (
                en: "Verify load balancer tokens (x-amzn-oidc-data) signed by this ALB (repeatable).",
                es: "Verificar tokens de balanceador (x-amzn-oidc-data) firmados por este ALB (repetible)."
            )
        case .helpOptionALBClientID:
            (
                en: "An accepted app client of load balancer tokens: the header's client (repeatable).",
                es: "Un cliente de aplicación aceptado en tokens de balanceador: el client de la cabecera (repetible)."
            )
        case .helpOptionALBKeyURL:
            (
                en:
                    "Fetch load balancer keys from URL/KID instead of the ARN region's host (https, or http on a loopback address).",
                es:
                    "Descargar las claves del balanceador de URL/KID en lugar del host de la región del ARN (https, o http en una dirección local)."
            )
        case .albOptionsNeedArn:
            (
                en: "--alb-client-id and --alb-key-url are for load balancer tokens: give --alb-arn",
                es: "--alb-client-id y --alb-key-url son para tokens de balanceador: indica --alb-arn"
            )
        case .albExclusive:
            (
                en:
                    "--alb-arn verifies load balancer tokens: it takes --alb-client-id, --issuer, --alb-key-url, --claim and --claim-includes, not --jwks, --user-pool-id, --client-id, --any-client, --token-use, --any-token-use, --group, --scope, --require-group, --require-scope, --audience, --any-audience or --endpoint",
                es:
                    "--alb-arn verifica tokens de balanceador: admite --alb-client-id, --issuer, --alb-key-url, --claim y --claim-includes, no --jwks, --user-pool-id, --client-id, --any-client, --token-use, --any-token-use, --group, --scope, --require-group, --require-scope, --audience, --any-audience ni --endpoint"
            )
        case .invalidALBArn:
            (
                en:
                    "--alb-arn {value}: not an Application Load Balancer ARN (arn:aws:elasticloadbalancing:REGION:ACCOUNT:loadbalancer/app/NAME/ID)",
                es:
                    "--alb-arn {value}: no es el ARN de un Application Load Balancer (arn:aws:elasticloadbalancing:REGIÓN:CUENTA:loadbalancer/app/NOMBRE/ID)"
            )
        case .noALBClientCheck:
            (
                en: "no --alb-client-id was given: the token's client is not checked",
                es: "no se indicó --alb-client-id: no se comprueba el cliente del token"
            )
        case .poolsTakeNoIssuer:
            (
                en: "with several --user-pool-id each pool's own issuers are accepted: --issuer cannot be given too",
                es: "con varios --user-pool-id se aceptan los emisores de cada grupo: no se puede indicar también --issuer"
            )
        case .jwksMapLacksPool:
            (en: "{file}: no key set for the issuer of {pool}", es: "{file}: no hay conjunto de claves para el emisor de {pool}")
        case .jwksMapUnreadable:
            (en: "{file}: cannot read the file ({reason})", es: "{file}: no se puede leer el archivo ({reason})")
        case .jwksMapExpected:
            (
                en: "{file}: with several --user-pool-id, --jwks is a JSON object mapping each pool's issuer to its JWKS",
                es: "{file}: con varios --user-pool-id, --jwks es un objeto JSON que asocia el emisor de cada grupo a su JWKS"
            )
        case .jwksMapTooManyIssuers:
            (
                en: "{file}: a --jwks map may name at most {limit} issuers",
                es: "{file}: un mapa --jwks puede nombrar como mucho {limit} emisores"
            )
        case .jwksMapNeedsPool:
            (
                en: "{file} maps issuers to key sets: name the pool with --user-pool-id",
                es: "{file} asocia emisores a conjuntos de claves: nombra el grupo con --user-pool-id"
            )
        case .verifyNeedsClient:
            (
                en:
                    "say whose tokens to accept: --client-id ID (repeat it for several app clients, or set CREDKIT_CLIENT_ID), or --any-client for a token of any app client",
                es:
                    "indica de quién aceptar tokens: --client-id ID (repítelo para varios clientes de aplicación, o define CREDKIT_CLIENT_ID), o --any-client para el token de cualquier cliente de aplicación"
            )
        case .verifyNeedsTokenUse:
            (
                en: "say which tokens to accept: --token-use id or --token-use access, or --any-token-use for both",
                es: "indica qué tokens aceptar: --token-use id o --token-use access, o --any-token-use para los dos"
            )
        case .helpJWTServeJWKS:
            (
                en: "Serve a public JWKS and its discovery document on this machine, for an API's tests.",
                es: "Sirve un JWKS público y su documento de descubrimiento en esta máquina, para las pruebas de una API."
            )
        case .helpJWTServeJWKSDiscussion:
            (
                en:
                    "The keys are served at /.well-known/jwks.json and the OpenID discovery document (issuer the URL served, jwks_uri the keys) at /.well-known/openid-configuration; with --user-pool-id both are under /POOL/, as Cognito and its emulators serve them. The URL is printed alone on standard output: with --user-pool-id, verify tokens minted for the pool with jwt verify --user-pool-id POOL --endpoint URL; without it, tokens whose iss is the URL with jwt verify --issuer URL --audience AUD. A JWKS holding a private member (d, p, q, k…) is refused. It stops on Ctrl-C or SIGTERM (exit 0), or after --for.",
                es:
                    "Las claves se sirven en /.well-known/jwks.json y el documento de descubrimiento OpenID (con la URL servida como issuer y las claves como jwks_uri) en /.well-known/openid-configuration; con --user-pool-id, los dos bajo /GRUPO/, como los sirven Cognito y sus emuladores. La URL se escribe sola en la salida estándar: con --user-pool-id, verifica los tokens emitidos para el grupo con jwt verify --user-pool-id GRUPO --endpoint URL; sin él, los tokens cuyo iss es la URL con jwt verify --issuer URL --audience AUD. Un JWKS con un miembro privado (d, p, q, k…) se rechaza. Se detiene con Ctrl-C o SIGTERM (salida 0), o tras --for."
            )
        case .helpOptionServeJWKS:
            (
                en: "The public JWKS to serve (jwt keygen --jwks-out writes one).",
                es: "El JWKS público que se sirve (jwt keygen --jwks-out escribe uno)."
            )
        case .helpOptionListen:
            (
                en: "Where to listen: 127.0.0.1:PORT, [::1]:PORT or localhost:PORT (port 0: any free one).",
                es: "Dónde escuchar: 127.0.0.1:PUERTO, [::1]:PUERTO o localhost:PUERTO (puerto 0: cualquiera libre)."
            )
        case .helpOptionServeUserPoolID:
            (
                en: "Serve under /POOL/, as Cognito does, for jwt verify --user-pool-id POOL --endpoint URL.",
                es: "Sirve bajo /GRUPO/, como Cognito, para jwt verify --user-pool-id GRUPO --endpoint URL."
            )
        case .helpOptionServeFor:
            (
                en: "Stop after this long (90s, 5m, 1h); without it, on Ctrl-C or SIGTERM.",
                es: "Se detiene tras este tiempo (90s, 5m, 1h); sin él, con Ctrl-C o SIGTERM."
            )
        case .helpOptionAllowRemote:
            (
                en: "Allow an address other machines can reach (the keys are public, but a test server is not a key host).",
                es:
                    "Permite una dirección que otras máquinas alcanzan (las claves son públicas, pero un servidor de pruebas no aloja claves)."
            )
        case .serveNotLoopback:
            (
                en: "--listen {address}: other machines could reach it; serve on a loopback address, or say --allow-remote",
                es: "--listen {address}: otras máquinas podrían alcanzarla; sirve en una dirección local, o indica --allow-remote"
            )
        case .servePortInUse:
            (
                en: "--listen {address}: the port is in use; choose another, or port 0 for any free one",
                es: "--listen {address}: el puerto está en uso; elige otro, o el puerto 0 para uno libre cualquiera"
            )
        case .serveCannotListen:
            (en: "--listen {address}: cannot listen: {reason}", es: "--listen {address}: no se puede escuchar: {reason}")
        case .servePrivateKey:
            (
                en:
                    "{file}: key {index} holds private members ({members}); serving it would publish the signing key: serve the public JWKS (jwt keygen --jwks-out)",
                es:
                    "{file}: la clave {index} contiene miembros privados ({members}); servirla publicaría la clave de firma: sirve el JWKS público (jwt keygen --jwks-out)"
            )
        case .serveServingIssuer:
            (
                en: "serving {file}: keys at {jwks}, discovery at {discovery}; verify with --issuer {url}; Ctrl-C stops",
                es:
                    "sirviendo {file}: claves en {jwks}, descubrimiento en {discovery}; verifica con --issuer {url}; Ctrl-C detiene"
            )
        case .serveServingPool:
            (
                en:
                    "serving {file} for {pool}: keys at {jwks}, discovery at {discovery}; verify with --user-pool-id {pool} --endpoint {url}; Ctrl-C stops",
                es:
                    "sirviendo {file} para {pool}: claves en {jwks}, descubrimiento en {discovery}; verifica con --user-pool-id {pool} --endpoint {url}; Ctrl-C detiene"
            )
        case .invalidListen:
            (
                en: "--listen {value}: not HOST:PORT (127.0.0.1:8080, [::1]:0, localhost:0)",
                es: "--listen {value}: no es HOST:PUERTO (127.0.0.1:8080, [::1]:0, localhost:0)"
            )
        case .claimNameTooLong:
            (
                en: "{option}: a claim name is at most {limit} bytes",
                es: "{option}: el nombre de un claim tiene como máximo {limit} bytes"
            )
        case .openIDExclusive:
            (
                en:
                    "--audience (or --issuer without keys) verifies any OpenID issuer's tokens: it takes --issuer, --jwks-url and the claim checks, not --user-pool-id, --client-id, --any-client, --token-use, --any-token-use, --endpoint, --online or the --alb options",
                es:
                    "--audience (o --issuer sin claves) verifica tokens de cualquier emisor OpenID: admite --issuer, --jwks-url y las comprobaciones de claims, no --user-pool-id, --client-id, --any-client, --token-use, --any-token-use, --endpoint, --online ni las opciones --alb"
            )
        case .openIDNeedsIssuer:
            (
                en: "give the issuer: --issuer URL, exactly as its tokens' iss writes it",
                es: "indica el emisor: --issuer URL, exactamente como lo escribe el iss de sus tokens"
            )
        case .verifyNeedsAudience:
            (
                en: "say whose tokens to accept: --audience AUD (repeat it for several), or --any-audience for any aud",
                es: "indica de quién aceptar tokens: --audience AUD (repítelo para varios), o --any-audience para cualquier aud"
            )
        case .anyAudienceConflict:
            (
                en: "--audience and --any-audience contradict each other: give one of them",
                es: "--audience y --any-audience se contradicen: da solo uno de los dos"
            )
        case .insecureIssuer:
            (
                en: "--issuer {url}: discovery reads only https issuers, or http on a loopback address",
                es: "--issuer {url}: el descubrimiento solo lee emisores https, o http en una dirección local"
            )
        case .anyClientConflict:
            (
                en: "--client-id and --any-client contradict each other: give one of them",
                es: "--client-id y --any-client se contradicen: da solo uno de los dos"
            )
        case .anyTokenUseConflict:
            (
                en: "--token-use and --any-token-use contradict each other: give one of them",
                es: "--token-use y --any-token-use se contradicen: da solo uno de los dos"
            )
        case .jwtPool: (en: "pool", es: "grupo")

        case .jwtSummaryTotals:
            (
                en: "{total} {total|token|tokens}: {valid} valid, {invalid} rejected",
                es: "{total} {total|token|tokens}: {valid} {valid|válido|válidos}, {invalid} {invalid|rechazado|rechazados}"
            )
        case .jwtSummaryByReason: (en: "rejected by reason:", es: "rechazados por motivo:")

        case .helpOptionJWTEndpoint:
            (
                en:
                    "Fetch each --user-pool-id's JWKS from URL/POOL/.well-known/jwks.json (an emulator; http only on a loopback address).",
                es:
                    "Descargar el JWKS de cada --user-pool-id de URL/GRUPO/.well-known/jwks.json (un emulador; http solo en una dirección local)."
            )

        case .helpOptionOnline:
            (
                en:
                    "After the offline checks, ask Cognito whether each access token is still accepted (GetUser): a revoked or signed-out token is rejected as revoked; Cognito unreachable is exit 3. Each token is asked about once per run.",
                es:
                    "Tras las comprobaciones sin red, preguntar a Cognito si cada token de acceso sigue aceptado (GetUser): uno revocado o con la sesión cerrada se rechaza como revocado; Cognito inalcanzable es el estado 3. Cada token se consulta una vez por ejecución."
            )
        case .onlineNeedsPool:
            (
                en: "--online asks the token's user pool: give --user-pool-id (load balancer tokens cannot be checked online)",
                es:
                    "--online consulta al grupo de usuarios del token: indica --user-pool-id (los tokens de balanceador no se pueden comprobar en línea)"
            )

        case .helpOptionCognitoUsername:
            (
                en: "The username, for pools whose usernames are not email addresses (instead of --email).",
                es: "El nombre de usuario, para grupos cuyos nombres no son direcciones de correo (en lugar de --email)."
            )
        case .cognitoEmailOrUsername:
            (
                en:
                    "give the user with --email ADDRESS or, for pools whose usernames are not addresses, --username NAME (one of them)",
                es:
                    "indica el usuario con --email DIRECCIÓN o, en grupos cuyos nombres no son direcciones, con --username NOMBRE (uno de los dos)"
            )

        case .helpOptionPolicyInputFormat:
            (
                en:
                    "The policy file's format when it cannot be told from the file: cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak or auth0.",
                es:
                    "El formato del archivo de política cuando no se deduce del archivo: cognito, cloudformation, serverless, terraform, terraform-hcl, firebase, keycloak o auth0."
            )
        case .helpOptionResource:
            (
                en:
                    "Which policy, when the file holds several: a CloudFormation logical ID or CDK path, a Terraform address or resource name, an Auth0 database connection's or a Keycloak realm's name (policy show FILE --list lists them).",
                es:
                    "Qué política, cuando el archivo contiene varias: un ID lógico de CloudFormation o una ruta CDK, una dirección o un nombre de recurso de Terraform, el nombre de una conexión de base de datos de Auth0 o de un reino de Keycloak (policy show ARCHIVO --list los enumera)."
            )
        case .importNote: (en: "{location}{field}: {message}", es: "{location}{field}: {message}")
        case .importNotesTitle: (en: "Not carried over exactly:", es: "No trasladado exactamente:")
        case .helpOptionListEntries:
            (
                en:
                    "List the user pools, Auth0 database connections or Keycloak realms the file holds (the names --resource takes, with their lines) instead of showing one.",
                es:
                    "Enumera los grupos de usuarios, conexiones de base de datos de Auth0 o reinos de Keycloak del archivo (los nombres que acepta --resource, con su línea) en lugar de mostrar uno."
            )
        case .helpOptionDiffSeed:
            (
                en: "The seed the example passwords are drawn with: the same seed gives the same examples.",
                es: "La semilla con la que se sacan las contraseñas de ejemplo: la misma semilla da los mismos ejemplos."
            )
        case .helpOptionParameter:
            (
                en: "A CloudFormation parameter's value, for a policy setting written as !Ref NAME (repeatable): NAME=VALUE.",
                es:
                    "El valor de un parámetro de CloudFormation, para un ajuste de la política escrito como !Ref NOMBRE (repetible): NOMBRE=VALOR."
            )
        case .helpOptionUseDefaults:
            (
                en: "Take a CloudFormation parameter's Default when --parameter does not give it.",
                es: "Toma el Default de un parámetro de CloudFormation cuando --parameter no lo da."
            )
        case .helpOptionVar:
            (
                en: "A Terraform variable's value, for a policy setting written as var.NAME (repeatable): NAME=VALUE.",
                es:
                    "El valor de una variable de Terraform, para un ajuste de la política escrito como var.NOMBRE (repetible): NOMBRE=VALOR."
            )
        case .helpOptionVarFile:
            (
                en: "A .tfvars file of Terraform variables (name = literal lines; repeatable; --var wins).",
                es: "Un archivo .tfvars de variables de Terraform (líneas nombre = literal; repetible; --var prevalece)."
            )
        case .helpJWTKeygen:
            (
                en:
                    "Make a key that signs test tokens (RS256, ES256 or PS256): the private JWK in a 0600 file, the public JWKS for the API under test.",
                es:
                    "Crea una clave que firma tokens de prueba (RS256, ES256 o PS256): la JWK privada en un archivo 0600 y el JWKS público para la API que se prueba."
            )
        case .helpJWTKeygenDiscussion:
            (
                en:
                    "The private key is written atomically to --key-out (0600; an existing file is never replaced) and never printed. The JWKS ({\"keys\": [the public key]}) goes to --jwks-out or standard output; serve it where the API fetches keys, or give it to jwt verify --jwks. RSA keys have 2048 bits unless --rsa-bits says 3072 or 4096.",
                es:
                    "La clave privada se escribe de forma atómica en --key-out (0600; nunca se sustituye un archivo que ya existe) y nunca se imprime. El JWKS ({\"keys\": [la clave pública]}) va a --jwks-out o a la salida estándar; sírvelo donde la API busca las claves, o dáselo a jwt verify --jwks. Las claves RSA tienen 2048 bits salvo que --rsa-bits diga 3072 o 4096."
            )
        case .helpOptionKeyAlgorithm:
            (
                en: "The algorithm: RS256, ES256 or PS256 (RSASSA-PSS; none and HMAC are refused).",
                es: "El algoritmo: RS256, ES256 o PS256 (RSASSA-PSS; none y HMAC se rechazan)."
            )
        case .helpOptionKeyID:
            (
                en: "The key's kid (random when not given).",
                es: "El kid de la clave (aleatorio si no se indica)."
            )
        case .helpOptionRSABits:
            (
                en: "The size of an RSA key: 2048, 3072 or 4096 bits.",
                es: "El tamaño de una clave RSA: 2048, 3072 o 4096 bits."
            )
        case .helpOptionKeyOut:
            (
                en: "Where the private key (a JWK) is written, 0600.",
                es: "Dónde se escribe la clave privada (una JWK), 0600."
            )
        case .helpOptionJWKSOut:
            (
                en: "Where the public JWKS is written (standard output when not given).",
                es: "Dónde se escribe el JWKS público (la salida estándar si no se indica)."
            )
        case .jwtKeyFileExists:
            (
                en:
                    "{file} already exists: a key is never replaced (tokens signed with it would stop verifying); choose another --key-out or remove it",
                es:
                    "{file} ya existe: una clave nunca se sustituye (los tokens firmados con ella dejarían de verificarse); elige otro --key-out o elimínalo"
            )
        case .jwtKeyWritten:
            (
                en: "wrote {file}: {alg} key {kid}, private (0600, never printed); JWKS: {jwks}",
                es: "escrito {file}: clave {alg} {kid}, privada (0600, nunca se imprime); JWKS: {jwks}"
            )
        case .helpJWTMint:
            (
                en:
                    "Mint a test token shaped as Cognito issues it (every claim of an ID or access token, in Cognito's order), signed with a jwt keygen key.",
                es:
                    "Emite un token de prueba con la forma de los de Cognito (todas las claims de un token de ID o de acceso, en el orden de Cognito), firmado con una clave de jwt keygen."
            )
        case .helpJWTMintDiscussion:
            (
                en:
                    "The token is printed on standard output. The issuer is a pool's (--user-pool-id) or any URL (--issuer); --client-id is aud (ID tokens) or client_id (access tokens). User attributes go in with --claim NAME=VALUE or --claims-file (a JSON object): strings, except email_verified and phone_number_verified (true or false), as Cognito writes them; the claims the options set cannot be given there. A token that would already be expired is refused unless --expired asks for one (for negative tests). The key file must be private to you (0600).",
                es:
                    "El token se imprime en la salida estándar. El emisor es el de un grupo (--user-pool-id) o cualquier URL (--issuer); --client-id es aud (tokens de ID) o client_id (tokens de acceso). Los atributos del usuario se añaden con --claim NOMBRE=VALOR o --claims-file (un objeto JSON): cadenas, salvo email_verified y phone_number_verified (true o false), como los escribe Cognito; las claims que fijan las opciones no se pueden dar ahí. Un token que ya estaría caducado se rechaza salvo que --expired lo pida (para pruebas negativas). El archivo de la clave debe ser privado (0600)."
            )
        case .helpOptionSigningKey:
            (
                en: "The private key file jwt keygen wrote (0600).",
                es: "El archivo de la clave privada que escribió jwt keygen (0600)."
            )
        case .helpOptionMintUserPoolID:
            (
                en: "The user pool whose issuer the token names (REGION_ID).",
                es: "El grupo de usuarios cuyo emisor nombra el token (REGION_ID)."
            )
        case .helpOptionMintIssuer:
            (
                en: "Any issuer URL instead of a user pool's.",
                es: "Cualquier URL de emisor en lugar de la de un grupo de usuarios."
            )
        case .helpOptionMintTokenUse:
            (
                en: "The kind of token: id or access.",
                es: "El tipo de token: id o access."
            )
        case .helpOptionMintSubject:
            (
                en: "sub: the user's ID.",
                es: "sub: el ID del usuario."
            )
        case .helpOptionMintUsername:
            (
                en: "cognito:username (ID) or username (access); the subject when not given.",
                es: "cognito:username (ID) o username (acceso); el sujeto si no se indica."
            )
        case .helpOptionMintClientID:
            (
                en: "The app client: aud of an ID token, client_id of an access token.",
                es: "El cliente de aplicación: aud de un token de ID, client_id de uno de acceso."
            )
        case .helpOptionMintGroup:
            (
                en: "A group for cognito:groups (repeat it for several).",
                es: "Un grupo para cognito:groups (repítelo para varios)."
            )
        case .helpOptionMintScope:
            (
                en: "A scope of an access token (repeat it; aws.cognito.signin.user.admin when none).",
                es: "Un ámbito de un token de acceso (repítelo; aws.cognito.signin.user.admin si no hay ninguno)."
            )
        case .helpOptionMintClaim:
            (
                en: "Another claim, NAME=VALUE (a user attribute such as email or custom:team).",
                es: "Otra claim, NOMBRE=VALOR (un atributo del usuario como email o custom:team)."
            )
        case .helpOptionClaimsFile:
            (
                en: "A JSON object of more claims (at most 1 MiB); --claim wins over it.",
                es: "Un objeto JSON con más claims (1 MiB como máximo); --claim prevalece sobre él."
            )
        case .helpOptionExpiresIn:
            (
                en: "How long the token is valid: seconds, or 90s, 30m, 1h, 7d (1h by default).",
                es: "Cuánto vale el token: segundos, o 90s, 30m, 1h, 7d (1h por omisión)."
            )
        case .helpOptionIssuedAt:
            (
                en: "iat and auth_time: seconds since 1970 or an ISO 8601 time (now by default).",
                es: "iat y auth_time: segundos desde 1970 o una hora ISO 8601 (ahora por omisión)."
            )
        case .helpOptionMintExpired:
            (
                en: "Allow a token that is already expired (for negative tests).",
                es: "Permite un token ya caducado (para pruebas negativas)."
            )
        case .jwtMintIssuerChoice:
            (
                en: "give exactly one of --user-pool-id and --issuer",
                es: "indica exactamente uno de --user-pool-id y --issuer"
            )
        case .jwtClaimsFileUnreadable:
            (
                en: "cannot read the claims file {file}: {reason}",
                es: "no se puede leer el archivo de claims {file}: {reason}"
            )
        case .jwtClaimsFileNotObject:
            (
                en: "{file}: the claims file must hold one JSON object",
                es: "{file}: el archivo de claims debe contener un objeto JSON"
            )
        case .invalidLifetime:
            (
                en:
                    "invalid value \"{value}\" for {option}; expected seconds, or a number with s, m, h or d, from 1 second to 10 years",
                es:
                    "valor no válido \"{value}\" para {option}; se esperan segundos, o un número con s, m, h o d, de 1 segundo a 10 años"
            )
        case .jwtKeyFileMissing:
            (
                en: "{file}: no such key file (make one with credkit jwt keygen)",
                es: "{file}: no existe ese archivo de clave (créalo con credkit jwt keygen)"
            )
        case .jwtKeyFileLoose:
            (
                en: "{file}: other users may read or change this signing key; refusing to use it: run chmod 600 {file}",
                es: "{file}: otros usuarios pueden leer o cambiar esta clave de firma; no se usará: ejecuta chmod 600 {file}"
            )
        case .jwtKeyFileNotOwned:
            (
                en: "{file}: this signing key belongs to another user; refusing to use it",
                es: "{file}: esta clave de firma pertenece a otro usuario; no se usará"
            )
        case .jwtKeyFileUnreadable:
            (
                en: "{file}: cannot read this signing key (not a regular file, or larger than 64 KiB)",
                es: "{file}: no se puede leer esta clave de firma (no es un archivo normal, o ocupa más de 64 KiB)"
            )
        case .jwtKeyFileNotWritten:
            (
                en: "cannot write {file}: {reason}",
                es: "no se puede escribir {file}: {reason}"
            )
        case .invalidNameValue:
            (
                en: "invalid value \"{value}\" for {option}; expected NAME=VALUE",
                es: "valor no válido \"{value}\" para {option}; se espera NOMBRE=VALOR"
            )
        case .policyEntriesTitle:
            (
                en: "{format} file {file}: {count} to choose from with --resource:",
                es: "Archivo {format} {file}: {count} para elegir con --resource:"
            )
        case .policyEntryLine: (en: "line {line}", es: "línea {line}")
        case .helpPolicyLint:
            (
                en: "Check a policy against NIST SP 800-63B-4, OWASP ASVS 5, PCI DSS 4 or Cognito's own limits.",
                es: "Comprueba una política frente a NIST SP 800-63B-4, OWASP ASVS 5, PCI DSS 4 o los límites propios de Cognito."
            )
        case .helpPolicyLintDiscussion:
            (
                en:
                    "Every lint also reports contradictions: a maximum below the minimum, a required class the forbidden patterns leave no character for, a policy the generator cannot make a single password for, history on the Lite plan. Exit status: 0 nothing at or above --fail-on, 1 a finding at or above it, 2 bad input.",
                es:
                    "Toda revisión informa también de contradicciones: un máximo menor que el mínimo, una clase obligatoria para la que los patrones prohibidos no dejan ningún carácter, una política para la que el generador no consigue ni una contraseña, historial en el plan Lite. Estado de salida: 0 nada en --fail-on o por encima, 1 un hallazgo en ese nivel o superior, 2 entrada no válida."
            )
        case .helpOptionAgainst:
            (
                en: "The standard: nist-800-63b-4, asvs-5, pci-dss-4 or cognito.",
                es: "La norma: nist-800-63b-4, asvs-5, pci-dss-4 o cognito."
            )
        case .helpOptionMFA:
            (
                en:
                    "Passwords are used with a second factor (NIST then asks for 8 characters rather than 15; PCI DSS 8.3.9 no longer applies). Without it, what the file says is used: MfaConfiguration or mfa_configuration ON, a Keycloak realm's default CONFIGURE_TOTP action, an Auth0 tenant's Guardian policy all-applications.",
                es:
                    "Las contraseñas se usan con un segundo factor (NIST pide entonces 8 caracteres en lugar de 15; PCI DSS 8.3.9 deja de aplicarse). Sin la opción, se usa lo que dice el archivo: MfaConfiguration o mfa_configuration ON, la acción CONFIGURE_TOTP predeterminada de un reino de Keycloak, la política Guardian all-applications de un tenant de Auth0."
            )
        case .helpOptionTier:
            (
                en: "The pool's feature plan, when the file does not say: lite, essentials or plus.",
                es: "El plan del grupo, cuando el archivo no lo dice: lite, essentials o plus."
            )
        case .helpOptionFailOn:
            (
                en: "Exit 1 when a finding is at least this severe: info, warning or error.",
                es: "Sale con 1 cuando un hallazgo tiene al menos esta gravedad: info, warning o error."
            )
        case .helpOptionReportFormat:
            (en: "Output format: text, or json (one JSON object).", es: "Formato de salida: text, o json (un objeto JSON).")
        case .lintSummary:
            (
                en:
                    "{policy} against {standard}: {count} {count|finding|findings} ({errors} {errors|error|errors}, {warnings} {warnings|warning|warnings}, {infos} {infos|note|notes})",
                es:
                    "{policy} frente a {standard}: {count} {count|hallazgo|hallazgos} ({errors} {errors|error|errores}, {warnings} {warnings|aviso|avisos}, {infos} {infos|nota|notas})"
            )
        case .lintSeverityError: (en: "error", es: "error")
        case .lintSeverityWarning: (en: "warning", es: "aviso")
        case .lintSeverityInfo: (en: "info", es: "nota")
        case .lintClean: (en: "{policy} against {standard}: no findings", es: "{policy} frente a {standard}: ningún hallazgo")
        case .lintFixLabel: (en: "fix", es: "solución")
        case .helpOptionIgnore:
            (
                en: "Accept a finding by its code (repeatable): it is listed as ignored and does not decide the exit status.",
                es: "Acepta un hallazgo por su código (repetible): se lista como ignorado y no decide el estado de salida."
            )
        case .helpOptionIgnoreFile:
            (
                en:
                    "A file of accepted findings, one per line: the code, then why it is accepted (# starts a comment). Each reason is shown with the finding it ignores.",
                es:
                    "Un archivo de hallazgos aceptados, uno por línea: el código y después por qué se acepta (# empieza un comentario). Cada motivo se muestra con el hallazgo que ignora."
            )
        case .lintIgnoredTitle: (en: "Ignored ({count}):", es: "Ignorados ({count}):")
        case .lintIgnoredLine: (en: "{code}: {reason}", es: "{code}: {reason}")
        case .lintIgnoredByOption: (en: "--ignore", es: "--ignore")
        case .lintIgnoreStale:
            (en: "{source}: no finding has the code {code}", es: "{source}: ningún hallazgo tiene el código {code}")
        case .lintIgnoreNoReason:
            (
                en: "{file}:{line}: {code} has no reason; write why it is accepted after the code",
                es: "{file}:{line}: {code} no tiene motivo; escribe tras el código por qué se acepta"
            )
        case .lintIgnoreUnreadable:
            (
                en: "cannot read the ignore file {file}: {reason}",
                es: "no se puede leer el archivo de hallazgos ignorados {file}: {reason}"
            )
        case .lintMFAFromFile:
            (en: "second factor: {mode}, as {field} says ({location})", es: "segundo factor: {mode}, según {field} ({location})")
        case .helpAudit:
            (
                en:
                    "Audit a Cognito user pool's settings, app clients and risk configuration, live (pool:ID) or as CloudFormation, CDK, SAM, Serverless or Terraform define them, against NIST SP 800-63B-4, OWASP ASVS 5 and PCI DSS 4, with the scanners' IDs.",
                es:
                    "Audita los ajustes de un grupo de usuarios de Cognito, sus clientes de aplicación y su configuración de riesgo, en vivo (pool:ID) o tal como los definen CloudFormation, CDK, SAM, Serverless o Terraform, frente a NIST SP 800-63B-4, OWASP ASVS 5 y PCI DSS 4, con los identificadores de los escáneres."
            )
        case .helpAuditDiscussion:
            (
                en:
                    "The password policy is judged by policy lint's rules; MFA, threat protection, compromised credentials, deletion protection, self sign-up, account recovery, temporary passwords and each app client's flows, redirects, token revocation and rotation by the audit's. A setting the file does not write is judged at Cognito's default and pointed at its resource. Findings name the file, line and column (a live pool's, its ARN), with cdk-nag, prowler, AWS Config, Security Hub and kics IDs beside; where a scanner asks for what a standard forbids, the finding says which credkit follows. Exit status: 0 nothing at or above --fail-on, 1 a finding at or above it, 2 bad input.",
                es:
                    "La política de contraseñas se juzga con las reglas de policy lint; MFA, protección contra amenazas, credenciales comprometidas, protección contra borrado, registro propio, recuperación de cuenta, contraseñas temporales y los flujos, redirecciones, revocación y rotación de tokens de cada cliente de aplicación, con las de la auditoría. Un ajuste que el archivo no escribe se juzga con el valor predeterminado de Cognito y se señala en su recurso. Los hallazgos indican archivo, línea y columna (los de un grupo en vivo, su ARN), con los identificadores de cdk-nag, prowler, AWS Config, Security Hub y kics al lado; cuando un escáner pide lo que una norma prohíbe, el hallazgo dice cuál sigue credkit. Estado de salida: 0 nada en --fail-on o por encima, 1 un hallazgo en ese nivel o superior, 2 entrada no válida."
            )
        case .helpOptionAuditFiles:
            (
                en:
                    "Templates or Terraform files defining user pools (every pool of each file, or the one --resource names), describe-user-pool output, or pool:ID for a live pool (read with signed reads: AWS credentials from the standard chain, CREDKIT_ENDPOINT for an emulator).",
                es:
                    "Plantillas o archivos de Terraform que definen grupos de usuarios (todos los grupos de cada archivo, o el que indica --resource), la salida de describe-user-pool, o pool:ID para un grupo en vivo (leído con lecturas firmadas: credenciales de AWS de la cadena estándar, CREDKIT_ENDPOINT para un emulador)."
            )
        case .helpOptionAuditAgainst:
            (
                en:
                    "A standard whose clauses are cited (repeatable, at least one): nist-800-63b-4, asvs-5, pci-dss-4 or cognito.",
                es:
                    "Una norma cuyas cláusulas se citan (repetible, al menos una): nist-800-63b-4, asvs-5, pci-dss-4 o cognito."
            )
        case .helpOptionAuditFormat:
            (
                en:
                    "Output format: text, json (JSON Lines, one record per finding) or sarif (SARIF 2.1.0 for code scanning).",
                es:
                    "Formato de salida: text, json (JSON Lines, un registro por hallazgo) o sarif (SARIF 2.1.0 para el análisis de código)."
            )
        case .helpOptionSkipOtherFiles:
            (
                en:
                    "Skip, with a warning, a file that holds nothing this command reads (another kind of YAML or JSON, a template without a user pool): what a pre-commit hook over every YAML or JSON file needs. A file that cannot be parsed is still an error.",
                es:
                    "Omite, con un aviso, un archivo que no contiene nada que este comando lea (otro tipo de YAML o JSON, una plantilla sin grupo de usuarios): lo que necesita un hook de pre-commit sobre todos los archivos YAML o JSON. Un archivo que no se puede analizar sigue siendo un error."
            )
        case .auditNoFiles: (en: "give at least one file to audit", es: "indica al menos un archivo que auditar")
        case .auditNoStandard:
            (
                en:
                    "give at least one standard with --against (nist-800-63b-4, asvs-5, pci-dss-4 or cognito)",
                es:
                    "indica al menos una norma con --against (nist-800-63b-4, asvs-5, pci-dss-4 o cognito)"
            )
        case .auditSkipped: (en: "skipped: {reason}", es: "omitido: {reason}")
        case .auditNoteLabel: (en: "note", es: "nota")
        case .auditScannersLabel: (en: "scanners", es: "escáneres")
        case .helpOptionPolicies:
            (
                en:
                    "Bundled policy names or policy files (each linted and reported in turn), told by their contents: Cognito's JSON or YAML (PasswordPolicy, Policies, describe-user-pool output), a CloudFormation or SAM template, a Serverless Framework file, Terraform (show -json, terraform.tfstate, .tf.json or .tf), Firebase passwordPolicyConfig, a Keycloak realm export or an Auth0 connection or deploy-cli tenant.yaml.",
                es:
                    "Nombres de políticas incluidas o archivos de política (cada uno se revisa e informa por turno), reconocidos por su contenido: el JSON o YAML de Cognito (PasswordPolicy, Policies, la salida de describe-user-pool), una plantilla de CloudFormation o SAM, un archivo de Serverless Framework, Terraform (show -json, terraform.tfstate, .tf.json o .tf), passwordPolicyConfig de Firebase, una exportación de reino de Keycloak o una conexión de Auth0 o un tenant.yaml de deploy-cli."
            )
        case .lintNoPolicy: (en: "give at least one policy to lint", es: "indica al menos una política que revisar")
        case .lintNoPolicyInFile:
            (en: "{file} holds no password policy", es: "{file} no contiene ninguna política de contraseñas")
        case .skippedNotRecognised:
            (
                en: "{file}: not a file credkit reads (no user pool or password policy found)",
                es:
                    "{file}: no es un archivo que credkit lea (no se encontró ningún grupo de usuarios ni política de contraseñas)"
            )
        case .helpPolicyDiff:
            (
                en: "Compare two policies rule by rule, with example passwords whose verdict changes.",
                es: "Compara dos políticas regla a regla, con contraseñas de ejemplo cuyo veredicto cambia."
            )
        case .helpPolicyDiffDiscussion:
            (
                en:
                    "Exit status: 0 no change in the direction --fail-if names (or no --fail-if), 1 a change in that direction, 2 bad input. Example passwords are generated, never a user's.",
                es:
                    "Estado de salida: 0 ningún cambio en la dirección que indica --fail-if (o sin --fail-if), 1 un cambio en esa dirección, 2 entrada no válida. Las contraseñas de ejemplo se generan, nunca son de un usuario."
            )
        case .helpOptionFailIf:
            (
                en: "Exit 1 when a change goes this way: stricter, looser or any.",
                es: "Sale con 1 cuando un cambio va en esta dirección: stricter, looser o any."
            )
        case .helpOptionExamples:
            (en: "Example passwords per change (0 to 10).", es: "Contraseñas de ejemplo por cambio (de 0 a 10).")
        case .diffNoChanges: (en: "{before} and {after} are the same policy", es: "{before} y {after} son la misma política")
        case .diffSummary:
            (en: "{before} → {after}: {count} {count|change|changes}", es: "{before} → {after}: {count} {count|cambio|cambios}")
        case .diffNowRefused:
            (en: "now refused: {password} (accepted before)", es: "ahora rechazada: {password} (antes aceptada)")
        case .diffNowAccepted:
            (en: "now accepted: {password} (refused before)", es: "ahora aceptada: {password} (antes rechazada)")
        case .diffNoExamples:
            (en: "(no password's text shows this change)", es: "(el texto de ninguna contraseña muestra este cambio)")
        case .diffDirectionStricter: (en: "stricter", es: "más estricta")
        case .diffDirectionLooser: (en: "looser", es: "más laxa")
        case .diffDirectionChanged: (en: "changed", es: "cambiada")
        case .invalidExamples:
            (
                en: "invalid value \"{value}\" for --examples; allowed: 0 to 10",
                es: "valor \"{value}\" no válido para --examples; permitido: de 0 a 10"
            )
        case .invalidSeed:
            (
                en: "invalid value \"{value}\" for --seed; allowed: a whole number from 0 to 18446744073709551615",
                es: "valor \"{value}\" no válido para --seed; permitido: un número entero de 0 a 18446744073709551615"
            )

        case .helpPolicyFetch:
            (
                en: "Read a live user pool's password policy (DescribeUserPool, signed with your AWS credentials).",
                es:
                    "Lee la política de contraseñas de un grupo de usuarios real (DescribeUserPool, firmado con tus credenciales de AWS)."
            )
        case .helpPolicyFetchDiscussion:
            (
                en:
                    "Credentials come from the standard chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN), else the profile AWS_PROFILE (or default) in ~/.aws/credentials and ~/.aws/config, else its credential_process; they are never printed. The output is describe-user-pool's shape reduced to the pool's ID, name, plan and password policy: any --policy reads it. --policy pool:ID on check, generate and policy fetches the same way. Needs IAM permission cognito-idp:DescribeUserPool. Exit status: 0 written, 1 refused by AWS, 2 bad input or no credentials (nothing sent), 3 no answer.",
                es:
                    "Las credenciales salen de la cadena estándar: AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY (y AWS_SESSION_TOKEN), si no el perfil AWS_PROFILE (o default) en ~/.aws/credentials y ~/.aws/config, si no su credential_process; nunca se muestran. La salida tiene la forma de describe-user-pool reducida al ID, el nombre, el plan y la política de contraseñas del grupo: cualquier --policy la lee. --policy pool:ID en check, generate y policy la obtiene igual. Necesita el permiso de IAM cognito-idp:DescribeUserPool. Estado de salida: 0 escrita, 1 rechazada por AWS, 2 entrada no válida o sin credenciales (nada enviado), 3 sin respuesta."
            )
        case .helpOptionFetchOutput:
            (
                en: "Write the policy to this file (atomically) rather than to standard output.",
                es: "Escribe la política en este archivo (de forma atómica) en lugar de en la salida estándar."
            )
        case .fetchNeedsPool:
            (
                en: "give the user pool: --user-pool-id ID or CREDKIT_USER_POOL_ID",
                es: "indica el grupo de usuarios: --user-pool-id ID o CREDKIT_USER_POOL_ID"
            )
        case .fetchCannotWrite: (en: "cannot write {file}: {reason}", es: "no se puede escribir {file}: {reason}")
        case .fetchWrote:
            (
                en: "wrote {file}: the password policy of {pool} (minimum {min} characters)",
                es: "escrito {file}: la política de contraseñas de {pool} (mínimo {min} caracteres)"
            )

        case .helpBreachedCheck:
            (
                en: "Check passwords on standard input against breached-password data only (the records of check --breached).",
                es:
                    "Comprueba las contraseñas de la entrada estándar solo frente a datos de contraseñas filtradas (los registros de check --breached)."
            )
        case .helpBreachedCheckDiscussion:
            (
                en:
                    "Give one source: --index FILE (built with breached build-index), --online (the Pwned Passwords range API, k-anonymity: only 5 hex digits of each SHA-1 leave the machine) or --url URL (a mirror of the range API). Only the rules BreachedPassword and BreachedCheckUnavailable (the source could not answer) are reported. Exit status (the worst wins): 0 none breached, 1 some breached, 2 a usage error (nothing read), 3 the source could not answer, 4 a record could not be read.",
                es:
                    "Indica una fuente: --index ARCHIVO (creado con breached build-index), --online (la API de rangos de Pwned Passwords, anonimato k: solo salen de la máquina 5 dígitos hexadecimales de cada SHA-1) o --url URL (una réplica de la API de rangos). Solo se informa de las reglas BreachedPassword y BreachedCheckUnavailable (la fuente no pudo responder). Estado de salida (gana el peor): 0 ninguna filtrada, 1 alguna filtrada, 2 un error de uso (no se leyó nada), 3 la fuente no pudo responder, 4 un registro no se pudo leer."
            )
        case .helpOptionBreachedCheckIndex:
            (
                en: "An offline index built with credkit breached build-index.",
                es: "Un índice sin conexión creado con credkit breached build-index."
            )
        case .helpOptionBreachedCheckSource:
            (
                en:
                    "The source, spelt as check --breached takes it: an index file, online, or a range API's URL (or one of --index, --online, --url).",
                es:
                    "La fuente, escrita como la toma check --breached: un archivo de índice, online o la URL de una API de rangos (o una de --index, --online, --url)."
            )
        case .helpOptionBreachedOnline:
            (
                en: "The Pwned Passwords range API (api.pwnedpasswords.com).",
                es: "La API de rangos de Pwned Passwords (api.pwnedpasswords.com)."
            )
        case .helpOptionBreachedURL:
            (
                en: "A mirror of the range API: https, or http on a loopback address.",
                es: "Una réplica de la API de rangos: https, o http en una dirección local."
            )
        case .breachedCheckOneSource:
            (
                en: "give exactly one source: --breached SOURCE (as check takes it), --index FILE, --online or --url URL",
                es: "indica exactamente una fuente: --breached FUENTE (como la toma check), --index ARCHIVO, --online o --url URL"
            )

        case .tokenArgumentIsFile:
            (
                en:
                    "{file} is a file, not a token: read it with --input {file} (tokens on the command line are visible to other local users)",
                es:
                    "{file} es un archivo, no un token: léelo con --input {file} (los tokens en la línea de órdenes son visibles para otros usuarios locales)"
            )
        case .strayPasswordArgument:
            (
                en: "{command} reads passwords from standard input, not from arguments: did you mean --input {value}?",
                es: "{command} lee las contraseñas de la entrada estándar, no de argumentos: ¿querías decir --input {value}?"
            )
        case .strayPasswordArgumentNotFile:
            (
                en:
                    "{command} reads passwords from standard input, not from arguments (a password on the command line is visible to other local users): printf '%s\\n' … | credkit {command}, or --input FILE",
                es:
                    "{command} lee las contraseñas de la entrada estándar, no de argumentos (una contraseña en la línea de órdenes es visible para otros usuarios locales): printf '%s\\n' … | credkit {command}, o --input ARCHIVO"
            )
        case .unknownSubcommand:
            (
                en: "unknown command \"{value}\" for {parent}; did you mean \"{suggestion}\"? ({parent} --help lists them)",
                es: "orden desconocida \"{value}\" para {parent}; ¿quería decir \"{suggestion}\"? ({parent} --help las enumera)"
            )
        case .unknownSubcommandNoSuggestion:
            (
                en: "unknown command \"{value}\" for {parent}; commands: {commands}",
                es: "orden desconocida \"{value}\" para {parent}; órdenes: {commands}"
            )

        case .argumentMissing: (en: "missing {name}", es: "falta {name}")
        case .argumentUnknownOption: (en: "unknown option {name}", es: "opción desconocida {name}")
        case .argumentUnexpected: (en: "unexpected argument {name}", es: "argumento inesperado {name}")
        case .argumentMissingValue: (en: "{name} needs a value", es: "{name} necesita un valor")

        case .notePrefix: (en: "note", es: "nota")
        case .cognitoPolicyHintDefault:
            (
                en:
                    "new passwords were judged by {policy}, Cognito's default policy, before anything was sent; for your pool's own, give --policy pool:USER_POOL_ID (read with DescribeUserPool), a policy file or a preset name, or set CREDKIT_POLICY; sign-in --policy keeps it with the session",
                es:
                    "las contraseñas nuevas se juzgaron con {policy}, la política por defecto de Cognito, antes de enviar nada; para la de tu grupo, indica --policy pool:USER_POOL_ID (leída con DescribeUserPool), un archivo de política o el nombre de una predefinida, o define CREDKIT_POLICY; sign-in --policy la guarda con la sesión"
            )
        case .cognitoPolicyHintGiven:
            (
                en:
                    "new passwords were judged by {policy}, from {source}, before anything was sent; --policy pool:USER_POOL_ID reads the pool's own",
                es:
                    "las contraseñas nuevas se juzgaron con {policy}, indicada en {source}, antes de enviar nada; --policy pool:USER_POOL_ID lee la del propio grupo"
            )
        case .cognitoPolicyHintSession:
            (
                en:
                    "new passwords were judged by {policy}, saved with the session in {file} at sign-in; --policy (or CREDKIT_POLICY) gives another for one run, sign-in --policy replaces it",
                es:
                    "las contraseñas nuevas se juzgaron con {policy}, guardada con la sesión en {file} al iniciar sesión; --policy (o CREDKIT_POLICY) indica otra para una ejecución y sign-in --policy la sustituye"
            )
        case .cognitoSessionPolicy:
            (
                en: "New passwords are judged by policy {policy}, kept with the session.",
                es: "Las contraseñas nuevas se juzgan con la política {policy}, guardada con la sesión."
            )
        case .cognitoPasswordPolicyRow: (en: "policy", es: "política")
        case .cognitoPolicySavedValue: (en: "{policy} (saved with the session)", es: "{policy} (guardada con la sesión)")
        case .cognitoPolicyDefaultValue:
            (
                en: "{policy} (the default; sign-in --policy keeps the pool's own with the session)",
                es: "{policy} (la predeterminada; sign-in --policy guarda la del grupo con la sesión)"
            )

        case .helpOptionInputFormat:
            (
                en:
                    "How the input is split into records: lines (one value per line), csv (RFC 4180), tsv (tab-separated, no quoting) or jsonl (one JSON object per line).",
                es:
                    "Cómo se divide la entrada en registros: lines (un valor por línea), csv (RFC 4180), tsv (separado por tabuladores, sin comillas) o jsonl (un objeto JSON por línea)."
            )
        case .helpOptionField:
            (
                en: "With csv, tsv or jsonl: the column to judge, by header name (or member name) or by number from 1.",
                es:
                    "Con csv, tsv o jsonl: la columna que se juzga, por su nombre en la cabecera (o el del miembro) o por su número desde 1."
            )
        case .helpOptionKeep:
            (
                en:
                    "Columns copied into each record (names or numbers, comma-separated), to join the results back: under \"keep\" in JSON, after the results in CSV, at the end of each text record.",
                es:
                    "Columnas copiadas en cada registro (nombres o números, separados por comas), para volver a unir los resultados: bajo \"keep\" en JSON, tras los resultados en CSV, al final de cada registro de texto."
            )
        case .helpOptionNoHeader:
            (
                en: "The csv or tsv input has no header line: name columns by number.",
                es: "La entrada csv o tsv no tiene línea de cabecera: las columnas se nombran por número."
            )
        case .helpOptionDelimiter:
            (
                en:
                    "The csv or tsv field separator: one ASCII character, such as ';' (spreadsheets in Spanish and other locales write it) or tab (default: a comma for csv, a tab for tsv).",
                es:
                    "El separador de campos de csv o tsv: un carácter ASCII, como ';' (lo escriben las hojas de cálculo en español y otros idiomas) o tab (por defecto: una coma en csv, un tabulador en tsv)."
            )
        case .helpOptionInput:
            (
                en: "Read the records from this file instead of standard input (- is standard input).",
                es: "Lee los registros de este archivo en lugar de la entrada estándar (- es la entrada estándar)."
            )
        case .structuredNeedsFormat:
            (
                en:
                    "--field, --keep, --no-header and --delimiter go with --input-format csv, tsv or jsonl (--no-header and --delimiter: csv or tsv)",
                es:
                    "--field, --keep, --no-header y --delimiter van con --input-format csv, tsv o jsonl (--no-header y --delimiter: csv o tsv)"
            )
        case .structuredBadDelimiter:
            (
                en: "--delimiter {value}: one ASCII character other than a quote or a line break (tab for a tab)",
                es: "--delimiter {value}: un carácter ASCII que no sea una comilla ni un salto de línea (tab para un tabulador)"
            )
        case .inputNamedTwice:
            (
                en: "{option} and --input both name the input file: give one",
                es: "{option} y --input nombran los dos el archivo de entrada: da solo uno"
            )
        case .inputAndArguments:
            (
                en: "--input reads the records from a file: give them there or as arguments, not both",
                es: "--input lee los registros de un archivo: dalos ahí o como argumentos, no de las dos formas"
            )
        case .structuredNeedsField:
            (
                en: "--input-format {format} needs --field NAME or NUMBER: the column to judge",
                es: "--input-format {format} necesita --field NOMBRE o NÚMERO: la columna que se juzga"
            )
        case .structuredBadNumber:
            (en: "{option} {value}: columns are numbered from 1", es: "{option} {value}: las columnas se numeran desde 1")
        case .structuredNumberInJSONL:
            (
                en: "{option} {value}: JSON Lines members are named, not numbered",
                es: "{option} {value}: los miembros de JSON Lines se nombran, no se numeran"
            )
        case .helpImportCheck:
            (
                en: "Check a user-import CSV as CreateUserImportJob would, before uploading it.",
                es: "Comprueba un CSV de importación de usuarios como lo haría CreateUserImportJob, antes de subirlo."
            )
        case .helpImportCheckDiscussion:
            (
                en:
                    "The columns are the pool's (GetCSVHeader and DescribeUserPool, signed with your AWS credentials, with --user-pool-id or CREDKIT_USER_POOL_ID), a header file's (--headers: GetCSVHeader's JSON answer or the console's template.csv), or a default pool's. The file is Cognito's CSV: a comma inside a value is written \\, and values are not quoted. Each user is checked: cognito:username present, without white space, at most 128 characters and unique; email an address; phone_number in E.164; email_verified, phone_number_verified and cognito:mfa_enabled true or false; MFA only with a phone number and as the pool demands; an auto-verified contact verified; the pool's required attributes present; and the file: UTF-8 without a byte order mark, at most 100 MB, 500,000 users and 16,000 characters a line.\n\nWith --format json every user gets a record {\"line\", \"username\", \"valid\", \"problems\": [{\"code\", \"column\", \"message\"}]} and a last {\"summary\": …}; text shows only the users that would be refused. Exit status: 0 the file would import whole; 1 some user or the file would be refused, or AWS refused to describe the pool; 2 usage or an unreadable file (nothing checked); 3 no usable answer about the pool (unreachable, or an endpoint without GetCSVHeader).",
                es:
                    "Las columnas son las del grupo (GetCSVHeader y DescribeUserPool, firmadas con tus credenciales de AWS, con --user-pool-id o CREDKIT_USER_POOL_ID), las de un archivo de cabecera (--headers: la respuesta JSON de GetCSVHeader o el template.csv de la consola) o las de un grupo por defecto. El archivo es el CSV de Cognito: una coma dentro de un valor se escribe \\, y los valores no van entre comillas. Se comprueba cada usuario: cognito:username presente, sin espacios, de 128 caracteres como mucho y único; email una dirección; phone_number en E.164; email_verified, phone_number_verified y cognito:mfa_enabled true o false; MFA solo con teléfono y como exige el grupo; un contacto de verificación automática verificado; los atributos obligatorios del grupo presentes; y el archivo: UTF-8 sin marca de orden de bytes, como mucho 100 MB, 500.000 usuarios y 16.000 caracteres por línea.\n\nCon --format json cada usuario tiene un registro {\"line\", \"username\", \"valid\", \"problems\": [{\"code\", \"column\", \"message\"}]} y al final un {\"summary\": …}; el texto muestra solo los usuarios que se rechazarían. Estado de salida: 0 el archivo se importaría entero; 1 algún usuario o el archivo se rechazaría, o AWS se negó a describir el grupo; 2 uso o un archivo ilegible (no se comprobó nada); 3 ninguna respuesta útil sobre el grupo (inalcanzable, o un punto de acceso sin GetCSVHeader)."
            )
        case .helpArgumentImportFile:
            (en: "The import file (- for standard input).", es: "El archivo de importación (- para la entrada estándar).")
        case .helpOptionImportUserPoolID:
            (
                en: "The pool to import into: its columns and settings are read from AWS (GetCSVHeader, DescribeUserPool).",
                es: "El grupo al que importar: sus columnas y ajustes se leen de AWS (GetCSVHeader, DescribeUserPool)."
            )
        case .helpOptionImportHeaders:
            (
                en: "A file with the columns: GetCSVHeader's JSON answer, a JSON array, or a header line.",
                es: "Un archivo con las columnas: la respuesta JSON de GetCSVHeader, una lista JSON o una línea de cabecera."
            )
        case .importPoolOrHeaders:
            (en: "give --user-pool-id or --headers, not both", es: "indica --user-pool-id o --headers, no ambos")
        case .importHeadersUnreadable:
            (en: "cannot read the header file {file}: {reason}", es: "no se puede leer el archivo de cabecera {file}: {reason}")
        case .importHeadersEmpty:
            (
                en: "{file} holds no column names (GetCSVHeader's JSON answer, a JSON array of names, or a header line)",
                es:
                    "{file} no contiene nombres de columna (la respuesta JSON de GetCSVHeader, una lista JSON de nombres o una línea de cabecera)"
            )
        case .importFileProblem: (en: "file: {message}", es: "archivo: {message}")
        case .importLineProblems: (en: "line {line}{user}: {messages}", es: "línea {line}{user}: {messages}")
        case .importSummary:
            (
                en: "{users} users checked ({columns}): {valid} would be imported, {invalid} refused",
                es: "{users} usuarios comprobados ({columns}): {valid} se importarían, {invalid} se rechazarían"
            )
        case .cognitoMissingUserPool:
            (
                en: "no user pool: give --user-pool-id or CREDKIT_USER_POOL_ID",
                es: "falta el grupo de usuarios: indica --user-pool-id o CREDKIT_USER_POOL_ID"
            )
        case .helpCognitoGroupAdmin:
            (
                en: "Administration (AWS credentials)",
                es: "Administración (credenciales de AWS)"
            )
        case .helpCognitoAdmin:
            (
                en:
                    "The operator's commands, signed with AWS credentials; input is checked against the pool's own rules before anything is sent.",
                es:
                    "Los comandos del operador, firmados con credenciales de AWS; la entrada se comprueba con las reglas del propio grupo de usuarios antes de enviar nada."
            )
        case .helpCognitoAdminDiscussion:
            (
                en:
                    "Credentials come from the standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, ~/.aws/credentials and config, credential_process). The pool is --user-pool-id or CREDKIT_USER_POOL_ID; its region is the pool ID's. create-user and set-password read the pool's policy and schema once (DescribeUserPool) and check passwords and attributes against them. Exit status: 0 done, 1 refused by Cognito, 2 refused before sending (nothing sent), 3 no usable answer.",
                es:
                    "Las credenciales salen de la cadena estándar (AWS_ACCESS_KEY_ID y AWS_SECRET_ACCESS_KEY, AWS_PROFILE, ~/.aws/credentials y config, credential_process). El grupo de usuarios es --user-pool-id o CREDKIT_USER_POOL_ID; su región es la del ID. create-user y set-password leen una vez la política y el esquema del grupo (DescribeUserPool) y comprueban con ellos contraseñas y atributos. Estado de salida: 0 hecho, 1 rechazado por Cognito, 2 rechazado antes de enviar (no se envió nada), 3 sin respuesta utilizable."
            )
        case .helpOptionAdminFormat:
            (
                en: "Output format: text, json (JSON Lines) or csv (listings only) [CREDKIT_FORMAT].",
                es: "Formato de salida: text, json (JSON Lines) o csv (solo listados) [CREDKIT_FORMAT]."
            )
        case .helpOptionAdminUsername:
            (
                en: "The user's username (an email address or phone number in a pool that signs in with those).",
                es: "El nombre de usuario (una dirección de email o un teléfono en un grupo que inicia sesión con ellos)."
            )
        case .helpAdminCreateUser:
            (
                en:
                    "Create a user (AdminCreateUser): attributes checked against the schema, the temporary password against the policy.",
                es:
                    "Crea un usuario (AdminCreateUser): los atributos se comprueban con el esquema y la contraseña temporal con la política."
            )
        case .helpAdminCreateUserDiscussion:
            (
                en:
                    "Without --temporary-password-stdin or --generate, Cognito makes the temporary password and sends it in the invitation. --generate makes one that passes the pool's own policy (100 bits); it is printed only with --show-password, once, on standard output. --suppress-message sends no invitation; --resend sends it again to a user who has not signed in yet.",
                es:
                    "Sin --temporary-password-stdin ni --generate, Cognito crea la contraseña temporal y la envía en la invitación. --generate crea una que cumple la política del propio grupo (100 bits); solo se muestra con --show-password, una vez, en la salida estándar. --suppress-message no envía invitación; --resend la reenvía a un usuario que aún no ha iniciado sesión."
            )
        case .helpOptionAdminTemporaryPasswordStdin:
            (
                en: "Read the temporary password from standard input (asked twice, without echo, at a terminal).",
                es: "Lee la contraseña temporal de la entrada estándar (se pide dos veces, sin eco, en un terminal)."
            )
        case .helpOptionAdminGenerate:
            (
                en: "Generate the temporary password to pass the pool's policy.",
                es: "Genera la contraseña temporal para que cumpla la política del grupo."
            )
        case .helpOptionAdminShowPassword:
            (
                en: "Print the generated password (once; never into logs).",
                es: "Muestra la contraseña generada (una vez; nunca en registros)."
            )
        case .helpOptionAdminSuppressMessage:
            (
                en: "Send no invitation (MessageAction SUPPRESS).",
                es: "No envía invitación (MessageAction SUPPRESS)."
            )
        case .helpOptionAdminResend:
            (
                en: "Resend the invitation to an existing user (MessageAction RESEND).",
                es: "Reenvía la invitación a un usuario existente (MessageAction RESEND)."
            )
        case .helpOptionAdminDelivery:
            (
                en: "How the invitation travels: email, sms or email,sms.",
                es: "Cómo viaja la invitación: email, sms o email,sms."
            )
        case .helpAdminSetPassword:
            (
                en: "Set a user's password (AdminSetUserPassword), checked against the pool's policy first.",
                es: "Asigna la contraseña de un usuario (AdminSetUserPassword), comprobada antes con la política del grupo."
            )
        case .helpAdminSetPasswordDiscussion:
            (
                en:
                    "The password is read from standard input with --password-stdin, else asked twice at a terminal. Without --permanent it is temporary: the user chooses a new one at the next sign-in.",
                es:
                    "La contraseña se lee de la entrada estándar con --password-stdin, si no se pide dos veces en un terminal. Sin --permanent es temporal: el usuario elige otra al iniciar sesión."
            )
        case .helpOptionAdminPermanent:
            (
                en: "Make it the user's password (status CONFIRMED), not a temporary one.",
                es: "La convierte en la contraseña del usuario (estado CONFIRMED), no en una temporal."
            )
        case .helpAdminResetPassword:
            (
                en: "Make the user choose a new password with a code Cognito sends (AdminResetUserPassword).",
                es: "Obliga al usuario a elegir otra contraseña con un código que envía Cognito (AdminResetUserPassword)."
            )
        case .helpAdminEnable:
            (
                en: "Let a disabled user sign in again (AdminEnableUser).",
                es: "Permite volver a iniciar sesión a un usuario deshabilitado (AdminEnableUser)."
            )
        case .helpAdminDisable:
            (
                en: "Stop a user from signing in (AdminDisableUser).",
                es: "Impide iniciar sesión a un usuario (AdminDisableUser)."
            )
        case .helpAdminSignOut:
            (
                en: "Revoke every refresh token of a user (AdminUserGlobalSignOut).",
                es: "Revoca todos los tokens de actualización de un usuario (AdminUserGlobalSignOut)."
            )
        case .helpAdminResetMFA:
            (
                en: "Turn off every MFA method of a user (AdminSetUserMFAPreference).",
                es: "Desactiva todos los métodos MFA de un usuario (AdminSetUserMFAPreference)."
            )
        case .helpAdminDelete:
            (
                en: "Delete a user (AdminDeleteUser); --yes, or type the username again at a terminal.",
                es: "Borra un usuario (AdminDeleteUser); --yes, o vuelve a escribir el nombre en un terminal."
            )
        case .helpAdminGetUser:
            (
                en: "Show a user's status, attributes and MFA (AdminGetUser).",
                es: "Muestra el estado, los atributos y el MFA de un usuario (AdminGetUser)."
            )
        case .helpAdminListUsers:
            (
                en: "List the pool's users, every page (ListUsers).",
                es: "Lista los usuarios del grupo, todas las páginas (ListUsers)."
            )
        case .helpAdminListUsersDiscussion:
            (
                en:
                    "--filter takes ListUsers' grammar: one of username, email, phone_number, name, given_name, family_name, preferred_username, cognito:user_status, status or sub; = or ^= (starts with); a value in double quotes, such as 'email ^= \"ana\"'. It is checked before anything is sent.",
                es:
                    "--filter usa la gramática de ListUsers: uno de username, email, phone_number, name, given_name, family_name, preferred_username, cognito:user_status, status o sub; = o ^= (empieza por); un valor entre comillas dobles, como 'email ^= \"ana\"'. Se comprueba antes de enviar nada."
            )
        case .helpOptionAdminFilter:
            (
                en: "Only the users that match (ListUsers' Filter).",
                es: "Solo los usuarios que coinciden (Filter de ListUsers)."
            )
        case .helpOptionAdminAttributes:
            (
                en: "Only these attributes, comma-separated (CSV: one column each).",
                es: "Solo estos atributos, separados por comas (CSV: una columna cada uno)."
            )
        case .helpAdminGroups:
            (
                en: "The pool's groups: list, members, add-user, remove-user.",
                es: "Los grupos del grupo de usuarios: list, members, add-user, remove-user."
            )
        case .helpOptionAdminGroup:
            (
                en: "The group's name.",
                es: "El nombre del grupo."
            )
        case .helpAdminGroupsList:
            (
                en: "List the pool's groups (ListGroups).",
                es: "Lista los grupos (ListGroups)."
            )
        case .helpAdminGroupsMembers:
            (
                en: "List a group's users (ListUsersInGroup).",
                es: "Lista los usuarios de un grupo (ListUsersInGroup)."
            )
        case .helpAdminGroupsAddUser:
            (
                en: "Add a user to a group (AdminAddUserToGroup).",
                es: "Añade un usuario a un grupo (AdminAddUserToGroup)."
            )
        case .helpAdminGroupsRemoveUser:
            (
                en: "Remove a user from a group (AdminRemoveUserFromGroup).",
                es: "Quita un usuario de un grupo (AdminRemoveUserFromGroup)."
            )
        case .adminCSVNeedsRows:
            (
                en: "--format csv is for listings: {command} writes one result (text or json)",
                es: "--format csv es para listados: {command} escribe un solo resultado (text o json)"
            )
        case .adminUsername:
            (
                en: "Username",
                es: "Usuario"
            )
        case .adminStatus:
            (
                en: "Status",
                es: "Estado"
            )
        case .adminEnabled:
            (
                en: "Enabled",
                es: "Habilitado"
            )
        case .adminYes:
            (
                en: "yes",
                es: "sí"
            )
        case .adminNo:
            (
                en: "no",
                es: "no"
            )
        case .adminCreated:
            (
                en: "Created",
                es: "Creado"
            )
        case .adminModified:
            (
                en: "Modified",
                es: "Modificado"
            )
        case .adminPreferred:
            (
                en: "preferred",
                es: "preferido"
            )
        case .adminMFA:
            (
                en: "MFA",
                es: "MFA"
            )
        case .adminPasswordSourceConflict:
            (
                en: "give --temporary-password-stdin or --generate, not both",
                es: "indica --temporary-password-stdin o --generate, no los dos"
            )
        case .adminMessageConflict:
            (
                en: "give --suppress-message or --resend, not both",
                es: "indica --suppress-message o --resend, no los dos"
            )
        case .adminShowNeedsGenerate:
            (
                en: "--show-password shows a generated password: add --generate",
                es: "--show-password muestra una contraseña generada: añade --generate"
            )
        case .adminGeneratedPasswordLost:
            (
                en: "with --suppress-message no invitation carries the generated password: add --show-password to see it once",
                es:
                    "con --suppress-message ninguna invitación lleva la contraseña generada: añade --show-password para verla una vez"
            )
        case .adminNoPolicyToGenerate:
            (
                en: "the pool's policy was not read: nothing to generate a password for",
                es: "no se leyó la política del grupo: no hay para qué generar una contraseña"
            )
        case .adminUserCreated:
            (
                en: "Created {username} ({status}).",
                es: "Usuario {username} creado ({status})."
            )
        case .adminTemporaryPassword:
            (
                en: "Temporary password: {password}",
                es: "Contraseña temporal: {password}"
            )
        case .adminPasswordSetPermanent:
            (
                en: "Set the password of {username} (permanent).",
                es: "Contraseña de {username} asignada (permanente)."
            )
        case .adminPasswordSetTemporary:
            (
                en: "Set a temporary password for {username}: a new one is chosen at the next sign-in.",
                es: "Contraseña temporal asignada a {username}: elegirá otra al iniciar sesión."
            )
        case .adminPasswordReset:
            (
                en: "{username} must choose a new password with the code Cognito sends.",
                es: "{username} debe elegir otra contraseña con el código que envía Cognito."
            )
        case .adminUserEnabled:
            (
                en: "Enabled {username}.",
                es: "{username} habilitado."
            )
        case .adminUserDisabled:
            (
                en: "Disabled {username}.",
                es: "{username} deshabilitado."
            )
        case .adminUserSignedOut:
            (
                en: "Signed {username} out everywhere (refresh tokens revoked).",
                es: "Se cerraron todas las sesiones de {username} (tokens de actualización revocados)."
            )
        case .adminMFAReset:
            (
                en: "Turned off every MFA method of {username}.",
                es: "Se desactivaron todos los métodos MFA de {username}."
            )
        case .adminDeleteNeedsYes:
            (
                en: "delete removes the user for good: add --yes (standard input is not a terminal to confirm at)",
                es: "delete borra el usuario para siempre: añade --yes (la entrada estándar no es un terminal donde confirmar)"
            )
        case .adminUserDeleted:
            (
                en: "Deleted {username}.",
                es: "{username} borrado."
            )
        case .adminBadFilter:
            (
                en: "--filter: {reason}",
                es: "--filter: {reason}"
            )
        case .adminAddedToGroup:
            (
                en: "Added {username} to {group}.",
                es: "{username} añadido a {group}."
            )
        case .adminRemovedFromGroup:
            (
                en: "Removed {username} from {group}.",
                es: "{username} quitado de {group}."
            )
        case .helpOptionAdminBulkInputFormat:
            (
                en: "How the input is split: csv (default), tsv or jsonl, with a header row naming the columns (csv, tsv).",
                es:
                    "Cómo se divide la entrada: csv (por defecto), tsv o jsonl, con una fila de cabecera que nombra las columnas (csv, tsv)."
            )
        case .helpOptionAdminBulkField:
            (
                en: "The column (or JSON member) with the username (default: username).",
                es: "La columna (o miembro JSON) con el nombre de usuario (por defecto: username)."
            )
        case .helpOptionAdminDryRun:
            (
                en: "Check every row and write its verdict; send nothing.",
                es: "Comprueba cada fila y escribe su veredicto; no envía nada."
            )
        case .helpOptionAdminBulkJobs:
            (
                en: "Requests in flight at once, 1 to 64 (default 4).",
                es: "Solicitudes en curso a la vez, de 1 a 64 (por defecto 4)."
            )
        case .helpOptionAdminRate:
            (
                en:
                    "At most this many requests per second (default 20, below Cognito's default quotas; halved for a while when Cognito throttles).",
                es:
                    "Como mucho tantas solicitudes por segundo (por defecto 20, por debajo de las cuotas por defecto de Cognito; se reduce a la mitad un tiempo si Cognito limita)."
            )
        case .helpOptionAdminJournal:
            (
                en: "Note each row done in this file (0600); run again with it to resume without repeating them.",
                es: "Anota en este archivo (0600) cada fila hecha; vuelve a ejecutar con él para continuar sin repetirlas."
            )
        case .helpAdminCreateUsers:
            (
                en: "Create the users of a CSV, TSV or JSON Lines file (AdminCreateUser), each row checked first.",
                es: "Crea los usuarios de un archivo CSV, TSV o JSON Lines (AdminCreateUser), comprobando antes cada fila."
            )
        case .helpAdminCreateUsersDiscussion:
            (
                en:
                    "Every column but the username's, the password's and the kept ones is an attribute (or only those of --attributes); an empty value is no value. Each row is checked against the pool's schema and policy, and against the rows before it (a username twice), before it is sent; one record per row: created, exists, refused (with the problems, nothing sent), failed (Cognito's error), unreadable, or valid (--dry-run). Exit 1 when any row was not done.",
                es:
                    "Cada columna salvo la del usuario, la de la contraseña y las conservadas es un atributo (o solo las de --attributes); un valor vacío es ningún valor. Cada fila se comprueba con el esquema y la política del grupo, y con las filas anteriores (un usuario repetido), antes de enviarse; un registro por fila: created, exists, refused (con los problemas, sin enviar), failed (el error de Cognito), unreadable o valid (--dry-run). Sale con 1 si alguna fila no se hizo."
            )
        case .helpOptionAdminAttributeColumns:
            (
                en: "Only these columns are attributes, comma-separated.",
                es: "Solo estas columnas son atributos, separadas por comas."
            )
        case .helpOptionAdminPasswordField:
            (
                en: "The column with the password.",
                es: "La columna con la contraseña."
            )
        case .helpOptionAdminShowPasswords:
            (
                en: "Write each generated password in its row's record.",
                es: "Escribe cada contraseña generada en el registro de su fila."
            )
        case .helpAdminSetPasswords:
            (
                en: "Set the passwords of a file's users (AdminSetUserPassword), each checked against the policy first.",
                es:
                    "Asigna las contraseñas de los usuarios de un archivo (AdminSetUserPassword), comprobando antes cada una con la política."
            )
        case .helpAdminDisableUsers:
            (
                en: "Disable a file's users (AdminDisableUser).",
                es: "Deshabilita los usuarios de un archivo (AdminDisableUser)."
            )
        case .helpAdminAddToGroup:
            (
                en: "Add a file's users to a group (AdminAddUserToGroup).",
                es: "Añade los usuarios de un archivo a un grupo (AdminAddUserToGroup)."
            )
        case .adminBulkNeedsColumns:
            (
                en: "the bulk commands read csv, tsv or jsonl (--input-format), not plain lines",
                es: "los comandos masivos leen csv, tsv o jsonl (--input-format), no líneas sueltas"
            )
        case .adminBulkBadJobs:
            (
                en: "--jobs takes 1 to 64, got {value}",
                es: "--jobs admite de 1 a 64 y recibió {value}"
            )
        case .adminBulkBadRate:
            (
                en: "--rate takes a number of requests per second above 0 and at most 10000, got {value}",
                es: "--rate admite un número de solicitudes por segundo mayor que 0 y como mucho 10000, y recibió {value}"
            )
        case .adminDryRunJournal:
            (
                en: "--dry-run sends nothing, so it keeps no --journal",
                es: "--dry-run no envía nada, así que no lleva --journal"
            )
        case .adminBulkEmpty:
            (
                en: "the input is empty: no header row",
                es: "la entrada está vacía: no hay fila de cabecera"
            )
        case .adminBulkBadHeader:
            (
                en: "the header row cannot be read (a quote left open, or bytes that are not UTF-8)",
                es: "no se puede leer la fila de cabecera (unas comillas sin cerrar o bytes que no son UTF-8)"
            )
        case .adminBulkRepeatedColumn:
            (
                en: "the header has the column {column} twice",
                es: "la cabecera tiene dos veces la columna {column}"
            )
        case .adminBulkMissingColumn:
            (
                en: "the input has no column {column} (it has {columns})",
                es: "la entrada no tiene la columna {column} (tiene {columns})"
            )
        case .adminRowNotObject:
            (
                en: "line {line}: not a JSON object",
                es: "línea {line}: no es un objeto JSON"
            )
        case .adminRowNotText:
            (
                en: "line {line}: {member} is an array or an object, not a value",
                es: "línea {line}: {member} es un array o un objeto, no un valor"
            )
        case .adminRowUnreadable:
            (
                en: "row {row} (line {line}) cannot be read: {code}",
                es: "la fila {row} (línea {line}) no se puede leer: {code}"
            )
        case .adminRowFieldCount:
            (
                en:
                    "row {row} (line {line}) has {count} fields and the header {columns}: not read, so that no value lands in another column",
                es:
                    "la fila {row} (línea {line}) tiene {count} campos y la cabecera {columns}: no se lee, para que ningún valor caiga en otra columna"
            )
        case .adminRowNotUTF8:
            (
                en: "row {row} (line {line}): {column} is not UTF-8",
                es: "fila {row} (línea {line}): {column} no es UTF-8"
            )
        case .adminJournalUnusable:
            (
                en: "the journal {file} cannot be used: {reason}",
                es: "no se puede usar el diario {file}: {reason}"
            )
        case .adminJournalOtherRun:
            (
                en: "the journal {file} is another run's: it is not {command} on {pool}",
                es: "el diario {file} es de otra ejecución: no es {command} en {pool}"
            )
        case .adminJournalMismatch:
            (
                en: "the journal {file} has {journal} on row {row} and the input {input}: another file?",
                es: "el diario {file} tiene {journal} en la fila {row} y la entrada {input}: ¿otro archivo?"
            )
        case .adminBulkSummary:
            (
                en: "{rows} rows: {outcomes} ({seconds} s, {rate} rows/s)",
                es: "{rows} filas: {outcomes} ({seconds} s, {rate} filas/s)"
            )
        case .adminBulkRecord:
            (
                en: "line {line} ({username}): {outcome}",
                es: "línea {line} ({username}): {outcome}"
            )
        case .adminOutcomeCreated: (en: "created", es: "creado")
        case .adminOutcomeExists: (en: "already exists", es: "ya existe")
        case .adminOutcomeSet: (en: "password set", es: "contraseña asignada")
        case .adminOutcomeDisabled: (en: "disabled", es: "deshabilitado")
        case .adminOutcomeAdded: (en: "added to the group", es: "añadido al grupo")
        case .adminOutcomeValid: (en: "valid (nothing sent)", es: "válido (no se envió nada)")
        case .adminOutcomeRefused: (en: "refused, not sent", es: "rechazado, no se envió")
        case .adminOutcomeFailed: (en: "refused by Cognito", es: "rechazado por Cognito")
        case .adminOutcomeUnreadable: (en: "unreadable", es: "ilegible")
        case .adminOutcomeResumed: (en: "(done by an earlier run)", es: "(hecho en una ejecución anterior)")
        case .structuredWithArguments:
            (
                en: "--input-format reads standard input: give the addresses there, not as arguments",
                es: "--input-format lee la entrada estándar: da ahí las direcciones, no como argumentos"
            )
        }
    }
}
