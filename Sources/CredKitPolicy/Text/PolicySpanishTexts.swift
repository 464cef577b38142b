// SPDX-License-Identifier: Apache-2.0
/// The Spanish table of password policies (requirements, violations, policy files and their errors). Mirrors `PolicyEnglishTexts` key for key, placeholders included.
enum PolicySpanishTexts {
    static let table: [PolicyTextKey: String] = [
        .requirementsTitle: "Requisitos de contraseña:",
        .requirementMinimumLength: "Mínimo {min} caracteres",
        .requirementMaximumLength: "Máximo {max} caracteres",
        .requirementUppercase: "Al menos una letra mayúscula (A–Z)",
        .requirementLowercase: "Al menos una letra minúscula (a–z)",
        .requirementNumber: "Al menos un número (0–9)",
        .requirementSymbol: "Al menos un símbolo ({symbols}) o un espacio interior",
        .requirementNoOuterWhitespace: "Sin espacios al principio ni al final",
        .requirementNotCommon: "No es una contraseña común ({count} bloqueadas)",
        .requirementNoUserContext: "No contiene tu email, nombre de usuario ni nombre",
        .requirementMinimumStrength: "Fortaleza de al menos {bars} de 4 barras (medidor {model})",
        .requirementNormalization: "Se comprueba tras la normalización Unicode NFKC",
        .violationMinimumLength: "La contraseña debe tener al menos {min} caracteres",
        .violationMaximumLength: "La contraseña debe tener como máximo {max} caracteres",
        .violationUppercase: "La contraseña debe contener una letra mayúscula (A–Z)",
        .violationLowercase: "La contraseña debe contener una letra minúscula (a–z)",
        .violationNumber: "La contraseña debe contener un número (0–9)",
        .violationSymbol: "La contraseña debe contener un símbolo ({symbols}) o un espacio interior",
        .violationOuterWhitespace: "La contraseña no debe empezar ni terminar con espacios en blanco",
        .violationInvalidEncoding: "La línea no es UTF-8 válido (primer byte incorrecto en la posición {offset})",
        .violationCommonPassword: "La contraseña es demasiado común: está en la lista de contraseñas comunes",
        .violationUserContext: "La contraseña no debe contener tu email, nombre de usuario ni nombre",
        .violationPatternTooCostly:
            "Un patrón de la política es demasiado costoso con esta contraseña: es un fallo de la política, no de la contraseña",
        .violationMinimumStrength: "La contraseña es demasiado débil: necesita al menos {bars} de 4 barras en el medidor {model}",
        .policyName: "Política",
        .policyDescription: "Descripción",
        .policySource: "Fuente",
        .policyCognitoSettings: "Ajustes de {platform}",
        .policyTemporaryPasswordValidity: "Las contraseñas temporales valen {days} días",
        .policyPasswordHistory: "No se pueden reutilizar las últimas {count} contraseñas",
        .policyNotEnforcedLocally: "(lo aplica {platform}; no se puede comprobar aquí)",
        .errorPolicyUnreadable: "no se puede leer el archivo de política {file}: {reason}",
        .errorPolicyTooLarge: "{file}: el archivo de política ocupa más de {limit} bytes",
        .errorPolicyUnknownPreset:
            "política desconocida \"{name}\"; políticas incluidas: {presets}; o indica la ruta de un archivo de política (JSON de credkit, Cognito, CloudFormation, Terraform, Serverless, Keycloak, Auth0 o Firebase; policy show ARCHIVO lo lee)",
        .errorPolicyMalformed: "JSON mal formado: {reason}",
        .errorPolicyWrongType: "{field}: se esperaba {expected} y se encontró {found}",
        .errorPolicyOutOfRange: "{field}: {value} está fuera de rango; se admite: {allowed}",
        .errorPolicyUnknownField: "{field}: campo desconocido; aquí se admiten: {allowed}",
        .errorPolicyMissingField: "{field}: falta un campo obligatorio",
        .errorPolicyNoPasswordPolicy:
            "no se encontró ninguna política de contraseñas; se esperaba un objeto PasswordPolicyType, {\"PasswordPolicy\": …}, {\"Policies\": {\"PasswordPolicy\": …}} o la salida de describe-user-pool ({\"UserPool\": {\"Policies\": …}})",
        .errorPolicyInvalidPattern: "{field}: patrón PCRE2 no válido en la posición {offset}: {reason}",
        .errorPolicyUnportablePattern:
            "{field}: \"{pattern}\" usa {construct} en la posición {offset} ({reason}), que el motor de patrones portátil de esta compilación (sin PCRE2) no interpreta exactamente como PCRE2; reescríbalo con el subconjunto portátil (docs/apps.md, \"Portable patterns\")",
        .errorPolicyTooManyPatterns: "{field}: se admiten como máximo {max} patrones",
        .errorPolicyCostlyPattern:
            "{field}: el patrón dio más de {limit} pasos con una contraseña y se detuvo; retrocede demasiado (la causa habitual son cuantificadores anidados como (a+)+): simplifícalo — es un fallo de la política, no de la contraseña",
        .errorPolicyMaximumBelowMinimum: "{field}: {max} es menor que MinimumLength {min}",
        .errorPolicyEmptyString: "{field}: no puede estar vacío",
        .errorPolicyInvalidChoice: "{field}: \"{value}\" no está permitido; se admite: {allowed}",
        .allowedIntegerRange: "un entero de {min} a {max}",
        .allowedBoolean: "true o false",
        .allowedBooleanOrObject: "true, false o un objeto",
        .typeNull: "null",
        .typeBoolean: "un booleano",
        .typeNumber: "un número",
        .typeString: "una cadena",
        .typeArray: "un array",
        .typeObject: "un objeto",
        .indicatorDiffersFromCurrent: "La nueva contraseña es diferente a la actual",
        .errorPolicyBreachedSource:
            "{field}: indica exactamente uno de Index (la ruta de un archivo de índice) y Online (true, con URL para una copia propia de la API de rangos)",
        .errorPolicyBreachedUnusable: "{field}: {reason}",
        .errorPolicyStrengthWordsUnusable: "No se pueden usar las palabras adicionales del medidor de seguridad",
        .violationBreached: "La contraseña ha aparecido {count} veces en filtraciones de datos (Have I Been Pwned): elige otra",
        .violationBreachedNoCount:
            "La contraseña aparece en datos de contraseñas filtradas (Have I Been Pwned; el índice no guarda recuentos): elige otra",
        .violationBreachedUnavailable:
            "No se pudo comprobar la contraseña con las contraseñas filtradas ({reason}): no se acepta hasta que se pueda",
        .requirementNotBreached: "No aparece en datos de contraseñas filtradas",
        .errorPolicyMalformedYAML: "YAML mal formado: {reason}",
        .errorPolicyMalformedHCL: "HCL mal formado: {reason}",
        .errorPolicyNoUserPool: "no hay ningún grupo de usuarios en este archivo (ningún recurso {type})",
        .errorPolicySeveralUserPools:
            "{count} {things} en este archivo ({names}); indica cuál con --resource NOMBRE (policy show ARCHIVO --list los enumera)",
        .errorPolicyUnknownResource: "{thing} \"{name}\": no está en este archivo; {things} aquí: {names}",
        .errorPolicyComputedValue:
            "{field}: el valor se calcula al desplegar ({how}), no está escrito en el archivo; credkit necesita aquí un literal (u obtén la política del grupo desplegado con credkit policy fetch)",
        .errorPolicyUnknownFormat: "no se reconoce el formato del archivo de política; indica --policy-format ({formats})",
        .errorPolicyNotRecognised:
            "no es un archivo de política que credkit reconozca ({found}); se buscó {looked}; para leerlo como uno de ellos, indica --policy-format ({formats})",
        .errorPolicyParameter:
            "{field}: el valor es el parámetro {name} de la plantilla, que se da al desplegar; indícalo con --parameter {name}=VALOR (u obtén la política del grupo desplegado con credkit policy fetch)",
        .errorPolicyParameterWithDefault:
            "{field}: el valor es el parámetro {name} de la plantilla, que se da al desplegar; indícalo con --parameter {name}=VALOR, o usa --use-defaults para tomar su Default",
        .errorPolicyVariable:
            "{field}: el valor es la variable var.{name}, que se da al desplegar; indícala con --var {name}=VALOR o --var-file ARCHIVO.tfvars",
        .errorPolicyAuth0Keyword:
            "YAML mal formado: {reason}; {keyword} es una palabra clave de Auth0 deploy-cli, que a0deploy sustituye (AUTH0_KEYWORD_REPLACE_MAPPINGS) antes de que el archivo sea YAML: importa el archivo con las palabras clave sustituidas",
        .errorPolicyNoEntry: "este archivo no tiene {thing} ({looked})",
        .errorPolicyUnknownSetting: "{field}: ajuste desconocido \"{name}\"; conocidos: {known}",
        .allowedIntegerText: "un entero (un número o un texto que lo contenga)",
        .allowedBooleanText: "true o false (un booleano o un texto que lo contenga)",
    ]
}
