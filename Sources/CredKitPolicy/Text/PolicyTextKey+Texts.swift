// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of password policies (requirements, violations, policy files and their errors), each with its
/// English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``PolicyTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension PolicyTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        // Requirement checklist lines ("Password requirements" box).
        case .requirementsTitle: (en: "Password requirements:", es: "Requisitos de contraseña:")
        case .requirementMinimumLength: (en: "Minimum {min} characters", es: "Mínimo {min} caracteres")
        case .requirementMaximumLength: (en: "Maximum {max} characters", es: "Máximo {max} caracteres")
        case .requirementUppercase: (en: "At least one uppercase letter (A–Z)", es: "Al menos una letra mayúscula (A–Z)")
        case .requirementLowercase: (en: "At least one lowercase letter (a–z)", es: "Al menos una letra minúscula (a–z)")
        case .requirementNumber: (en: "At least one number (0–9)", es: "Al menos un número (0–9)")
        case .requirementSymbol:
            (en: "At least one symbol ({symbols}) or an inner space", es: "Al menos un símbolo ({symbols}) o un espacio interior")
        case .requirementNoOuterWhitespace: (en: "No spaces at the start or end", es: "Sin espacios al principio ni al final")
        case .requirementNotCommon:
            (en: "Not a common password ({count} blocked)", es: "No es una contraseña común ({count} bloqueadas)")
        case .requirementNoUserContext:
            (en: "Does not contain your email, username or name", es: "No contiene tu email, nombre de usuario ni nombre")
        case .requirementMinimumStrength:
            (
                en: "Strength of at least {bars} of 4 bars ({model} meter)",
                es: "Fortaleza de al menos {bars} de 4 barras (medidor {model})"
            )
        case .requirementNormalization:
            (en: "Checked after Unicode NFKC normalisation", es: "Se comprueba tras la normalización Unicode NFKC")

        // Violations (one per failed rule).
        case .violationMinimumLength:
            (en: "Password must be at least {min} characters", es: "La contraseña debe tener al menos {min} caracteres")
        case .violationMaximumLength:
            (en: "Password must be at most {max} characters", es: "La contraseña debe tener como máximo {max} caracteres")
        case .violationUppercase:
            (en: "Password must contain an uppercase letter (A–Z)", es: "La contraseña debe contener una letra mayúscula (A–Z)")
        case .violationLowercase:
            (en: "Password must contain a lowercase letter (a–z)", es: "La contraseña debe contener una letra minúscula (a–z)")
        case .violationNumber: (en: "Password must contain a number (0–9)", es: "La contraseña debe contener un número (0–9)")
        case .violationSymbol:
            (
                en: "Password must contain a symbol ({symbols}) or an inner space",
                es: "La contraseña debe contener un símbolo ({symbols}) o un espacio interior"
            )
        case .violationOuterWhitespace:
            (
                en: "Password must not start or end with whitespace",
                es: "La contraseña no debe empezar ni terminar con espacios en blanco"
            )
        case .violationInvalidEncoding:
            (
                en: "The line is not valid UTF-8 (first bad byte at offset {offset})",
                es: "La línea no es UTF-8 válido (primer byte incorrecto en la posición {offset})"
            )
        case .violationCommonPassword:
            (
                en: "Password is too common: it is on the list of common passwords",
                es: "La contraseña es demasiado común: está en la lista de contraseñas comunes"
            )
        case .violationUserContext:
            (
                en: "Password must not contain your email, username or name",
                es: "La contraseña no debe contener tu email, nombre de usuario ni nombre"
            )
        case .violationPatternTooCostly:
            (
                en: "A pattern of the policy is too costly to run on this password: a fault of the policy, not of the password",
                es:
                    "Un patrón de la política es demasiado costoso con esta contraseña: es un fallo de la política, no de la contraseña"
            )
        case .violationMinimumStrength:
            (
                en: "Password is too weak: it needs at least {bars} of 4 bars on the {model} meter",
                es: "La contraseña es demasiado débil: necesita al menos {bars} de 4 barras en el medidor {model}"
            )

        // Policy presentation.
        case .policyName: (en: "Policy", es: "Política")
        case .policyDescription: (en: "Description", es: "Descripción")
        case .policySource: (en: "Source", es: "Fuente")
        case .policyCognitoSettings: (en: "{platform} settings", es: "Ajustes de {platform}")
        case .policyTemporaryPasswordValidity:
            (en: "Temporary passwords valid for {days} days", es: "Las contraseñas temporales valen {days} días")
        case .policyPasswordHistory:
            (en: "Last {count} passwords cannot be reused", es: "No se pueden reutilizar las últimas {count} contraseñas")
        case .policyNotEnforcedLocally:
            (en: "(enforced by {platform}, not checkable here)", es: "(lo aplica {platform}; no se puede comprobar aquí)")

        // Policy loading errors.
        case .errorPolicyUnreadable:
            (en: "cannot read policy file {file}: {reason}", es: "no se puede leer el archivo de política {file}: {reason}")
        case .errorPolicyTooLarge:
            (
                en: "{file}: policy file is larger than {limit} bytes",
                es: "{file}: el archivo de política ocupa más de {limit} bytes"
            )
        case .errorPolicyUnknownPreset:
            (
                en:
                    "unknown policy \"{name}\"; bundled policies: {presets}; or give the path of a policy file (credkit JSON, Cognito, CloudFormation, Terraform, Serverless, Keycloak, Auth0 or Firebase; policy show FILE reads it)",
                es:
                    "política desconocida \"{name}\"; políticas incluidas: {presets}; o indica la ruta de un archivo de política (JSON de credkit, Cognito, CloudFormation, Terraform, Serverless, Keycloak, Auth0 o Firebase; policy show ARCHIVO lo lee)"
            )
        case .errorPolicyMalformed: (en: "malformed JSON: {reason}", es: "JSON mal formado: {reason}")
        case .errorPolicyWrongType:
            (en: "{field}: expected {expected}, found {found}", es: "{field}: se esperaba {expected} y se encontró {found}")
        case .errorPolicyOutOfRange:
            (
                en: "{field}: {value} is out of range; allowed: {allowed}",
                es: "{field}: {value} está fuera de rango; se admite: {allowed}"
            )
        case .errorPolicyUnknownField:
            (en: "{field}: unknown field; allowed here: {allowed}", es: "{field}: campo desconocido; aquí se admiten: {allowed}")
        case .errorPolicyMissingField: (en: "{field}: required field is missing", es: "{field}: falta un campo obligatorio")
        case .errorPolicyNoPasswordPolicy:
            (
                en:
                    "no password policy found; expected a PasswordPolicyType object, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} or describe-user-pool output ({\"UserPool\": {\"Policies\": …}})",
                es:
                    "no se encontró ninguna política de contraseñas; se esperaba un objeto PasswordPolicyType, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} o la salida de describe-user-pool ({\"UserPool\": {\"Policies\": …}})"
            )
        case .errorPolicyInvalidPattern:
            (
                en: "{field}: invalid PCRE2 pattern at offset {offset}: {reason}",
                es: "{field}: patrón PCRE2 no válido en la posición {offset}: {reason}"
            )
        case .errorPolicyUnportablePattern:
            (
                en:
                    "{field}: \"{pattern}\" uses {construct} at offset {offset} ({reason}), which this build's portable pattern engine (no PCRE2) does not interpret exactly as PCRE2 does; rewrite it in the portable subset (docs/apps.md, \"Portable patterns\")",
                es:
                    "{field}: \"{pattern}\" usa {construct} en la posición {offset} ({reason}), que el motor de patrones portátil de esta compilación (sin PCRE2) no interpreta exactamente como PCRE2; reescríbalo con el subconjunto portátil (docs/apps.md, \"Portable patterns\")"
            )
        case .errorPolicyTooManyPatterns:
            (en: "{field}: at most {max} patterns are allowed", es: "{field}: se admiten como máximo {max} patrones")
        case .errorPolicyCostlyPattern:
            (
                en:
                    "{field}: the pattern took more than {limit} steps on one password and was stopped; it backtracks too much (nested quantifiers such as (a+)+ are the usual cause): simplify it — a fault of the policy, not of the password",
                es:
                    "{field}: el patrón dio más de {limit} pasos con una contraseña y se detuvo; retrocede demasiado (la causa habitual son cuantificadores anidados como (a+)+): simplifícalo — es un fallo de la política, no de la contraseña"
            )
        case .errorPolicyMaximumBelowMinimum:
            (en: "{field}: {max} is below MinimumLength {min}", es: "{field}: {max} es menor que MinimumLength {min}")
        case .errorPolicyEmptyString: (en: "{field}: must not be empty", es: "{field}: no puede estar vacío")
        case .errorPolicyInvalidChoice:
            (
                en: "{field}: \"{value}\" is not allowed; allowed: {allowed}",
                es: "{field}: \"{value}\" no está permitido; se admite: {allowed}"
            )
        case .allowedIntegerRange: (en: "an integer from {min} to {max}", es: "un entero de {min} a {max}")
        case .allowedBoolean: (en: "true or false", es: "true o false")
        case .allowedBooleanOrObject: (en: "true, false or an object", es: "true, false o un objeto")
        case .typeNull: (en: "null", es: "null")
        case .typeBoolean: (en: "a boolean", es: "un booleano")
        case .typeNumber: (en: "a number", es: "un número")
        case .typeString: (en: "a string", es: "una cadena")
        case .typeArray: (en: "an array", es: "un array")
        case .typeObject: (en: "an object", es: "un objeto")
        case .indicatorDiffersFromCurrent:
            (en: "The new password differs from the current one", es: "La nueva contraseña es diferente a la actual")
        case .errorPolicyBreachedSource:
            (
                en:
                    "{field}: give exactly one of Index (an index file's path) and Online (true, with URL for your own copy of the range API)",
                es:
                    "{field}: indica exactamente uno de Index (la ruta de un archivo de índice) y Online (true, con URL para una copia propia de la API de rangos)"
            )
        case .errorPolicyBreachedUnusable: (en: "{field}: {reason}", es: "{field}: {reason}")
        case .errorPolicyStrengthWordsUnusable:
            (
                en: "The strength meter's extra words cannot be used",
                es: "No se pueden usar las palabras adicionales del medidor de seguridad"
            )
        case .violationBreached:
            (
                en: "Password has appeared in data breaches {count} times (Have I Been Pwned): choose another",
                es: "La contraseña ha aparecido {count} veces en filtraciones de datos (Have I Been Pwned): elige otra"
            )
        case .violationBreachedNoCount:
            (
                en: "Password appears in breached-password data (Have I Been Pwned; the index keeps no counts): choose another",
                es:
                    "La contraseña aparece en datos de contraseñas filtradas (Have I Been Pwned; el índice no guarda recuentos): elige otra"
            )
        case .violationBreachedUnavailable:
            (
                en: "Password could not be checked against breached passwords ({reason}): not accepted until it can be",
                es: "No se pudo comprobar la contraseña con las contraseñas filtradas ({reason}): no se acepta hasta que se pueda"
            )
        case .requirementNotBreached:
            (en: "Not found in breached-password data", es: "No aparece en datos de contraseñas filtradas")

        // Importing policies from infrastructure code and other providers.
        case .errorPolicyMalformedYAML: (en: "malformed YAML: {reason}", es: "YAML mal formado: {reason}")
        case .errorPolicyMalformedHCL: (en: "malformed HCL: {reason}", es: "HCL mal formado: {reason}")
        case .errorPolicyNoUserPool:
            (
                en: "no user pool in this file (no {type} resource)",
                es: "no hay ningún grupo de usuarios en este archivo (ningún recurso {type})"
            )
        case .errorPolicySeveralUserPools:
            (
                en:
                    "{count} {things} in this file ({names}); choose one with --resource NAME (policy show FILE --list lists them)",
                es:
                    "{count} {things} en este archivo ({names}); indica cuál con --resource NOMBRE (policy show ARCHIVO --list los enumera)"
            )
        case .errorPolicyUnknownResource:
            (
                en: "no {thing} called \"{name}\" in this file; {things} here: {names}",
                es: "{thing} \"{name}\": no está en este archivo; {things} aquí: {names}"
            )
        case .errorPolicyComputedValue:
            (
                en:
                    "{field}: the value is computed when deployed ({how}), not written in the file; credkit needs a literal here (or fetch the deployed pool's policy with credkit policy fetch)",
                es:
                    "{field}: el valor se calcula al desplegar ({how}), no está escrito en el archivo; credkit necesita aquí un literal (u obtén la política del grupo desplegado con credkit policy fetch)"
            )
        case .errorPolicyUnknownFormat:
            (
                en: "cannot tell the policy file's format; give --policy-format ({formats})",
                es: "no se reconoce el formato del archivo de política; indica --policy-format ({formats})"
            )
        case .errorPolicyNotAuditable:
            (
                en:
                    "this {format} file holds no Cognito user pool settings to audit: credkit audit reads CloudFormation, CDK, SAM and Serverless templates, Terraform (.tf, .tf.json, plans and states) and describe-user-pool output, or a live pool (pool:ID) (policy lint judges this file's password policy)",
                es:
                    "este archivo de {format} no contiene ajustes de un grupo de usuarios de Cognito que auditar: credkit audit lee plantillas de CloudFormation, CDK, SAM y Serverless, Terraform (.tf, .tf.json, planes y estados) y la salida de describe-user-pool, o un grupo en vivo (pool:ID) (policy lint juzga la política de contraseñas de este archivo)"
            )
        case .errorPolicyNotRecognised:
            (
                en:
                    "not a policy file credkit recognises ({found}); looked for {looked}; to read it as one of them, give --policy-format ({formats})",
                es:
                    "no es un archivo de política que credkit reconozca ({found}); se buscó {looked}; para leerlo como uno de ellos, indica --policy-format ({formats})"
            )
        case .errorPolicyNoEntry: (en: "no {thing} in this file ({looked})", es: "este archivo no tiene {thing} ({looked})")
        case .errorPolicyAuth0Keyword:
            (
                en:
                    "malformed YAML: {reason}; {keyword} is an Auth0 deploy-cli keyword, which a0deploy replaces (AUTH0_KEYWORD_REPLACE_MAPPINGS) before the file is YAML: import the file with the keywords replaced",
                es:
                    "YAML mal formado: {reason}; {keyword} es una palabra clave de Auth0 deploy-cli, que a0deploy sustituye (AUTH0_KEYWORD_REPLACE_MAPPINGS) antes de que el archivo sea YAML: importa el archivo con las palabras clave sustituidas"
            )
        case .errorPolicyParameter:
            (
                en:
                    "{field}: the value is the template's parameter {name}, given when deployed; give it with --parameter {name}=VALUE (or fetch the deployed pool's policy with credkit policy fetch)",
                es:
                    "{field}: el valor es el parámetro {name} de la plantilla, que se da al desplegar; indícalo con --parameter {name}=VALOR (u obtén la política del grupo desplegado con credkit policy fetch)"
            )
        case .errorPolicyParameterWithDefault:
            (
                en:
                    "{field}: the value is the template's parameter {name}, given when deployed; give it with --parameter {name}=VALUE, or --use-defaults to take its Default",
                es:
                    "{field}: el valor es el parámetro {name} de la plantilla, que se da al desplegar; indícalo con --parameter {name}=VALOR, o usa --use-defaults para tomar su Default"
            )
        case .errorPolicyVariable:
            (
                en:
                    "{field}: the value is the variable var.{name}, given when deployed; give it with --var {name}=VALUE or --var-file FILE.tfvars",
                es:
                    "{field}: el valor es la variable var.{name}, que se da al desplegar; indícala con --var {name}=VALOR o --var-file ARCHIVO.tfvars"
            )
        case .errorPolicyUnknownSetting:
            (
                en: "{field}: unknown setting \"{name}\"; known: {known}",
                es: "{field}: ajuste desconocido \"{name}\"; conocidos: {known}"
            )
        case .allowedIntegerText:
            (en: "an integer (a number or a text holding one)", es: "un entero (un número o un texto que lo contenga)")
        case .allowedBooleanText:
            (en: "true or false (a boolean or a text holding one)", es: "true o false (un booleano o un texto que lo contenga)")
        }
    }
}
