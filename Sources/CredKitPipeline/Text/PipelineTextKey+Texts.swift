// SPDX-License-Identifier: Apache-2.0
import CredKitCore

/// The user-facing texts of the record pipeline (inputs that cannot be opened, columns that cannot
/// be found, rows that cannot be read), each with its English and its Spanish side by side.
///
/// To add a text, add a case here and run `make generate`, which writes ``PipelineTextKey`` from this
/// switch (its cases, in this order); `make lint` says when that list is stale. Texts may contain
/// named placeholders such as `{file}` (the tests check both languages use the same ones).
extension PipelineTextKey {
    /// The text in English and in Spanish, placeholders unfilled.
    package var texts: (en: String, es: String) {
        switch self {
        case .pipelineUnreadableInput: (en: "cannot read {file}: {reason}", es: "no se puede leer {file}: {reason}")
        case .pipelineEmptyInput:
            (
                en:
                    "{file} is empty: a header row naming the columns was expected (with --no-header, columns are numbered and an empty input has no rows)",
                es:
                    "{file} está vacío: se esperaba una fila de cabecera con los nombres de las columnas (con --no-header las columnas se numeran y una entrada vacía no tiene filas)"
            )
        case .pipelineNameWithoutHeader:
            (
                en: "{option} {value}: with --no-header, name columns by number",
                es: "{option} {value}: con --no-header, nombre las columnas por número"
            )
        case .pipelineUnknownColumn:
            (
                en: "{option} {value}: the header of {file} has no such column; its columns: {columns}",
                es: "{option} {value}: la cabecera de {file} no tiene esa columna; sus columnas: {columns}"
            )
        case .pipelineDuplicateColumn:
            (
                en: "{option} {value}: the header of {file} names {count} columns so; give the number of the one meant",
                es:
                    "{option} {value}: la cabecera de {file} tiene {count} columnas con ese nombre; indica el número de la que quieras"
            )
        case .pipelineLinesHaveNoColumns:
            (
                en: "{file}: plain lines have no columns to judge or keep; read it as CSV, TSV or JSON Lines",
                es: "{file}: las líneas sin formato no tienen columnas que juzgar o conservar; léelo como CSV, TSV o JSON Lines"
            )
        // Rows that cannot be read: each gets its own error record.
        case .rowUnterminatedQuote:
            (
                en: "row {row} (line {line}): a quoted field is still open at the end of the input",
                es: "fila {row} (línea {line}): un campo entre comillas sigue abierto al final de la entrada"
            )
        case .rowTextAfterQuote:
            (
                en: "row {row} (line {line}): text after a closing quote (a quote inside a quoted field is written twice)",
                es:
                    "fila {row} (línea {line}): texto tras unas comillas de cierre (unas comillas dentro de un campo entre comillas se escriben dobles)"
            )
        case .rowTooLong:
            (en: "row {row} (line {line}): longer than {limit} bytes", es: "fila {row} (línea {line}): más de {limit} bytes")
        case .rowMissingField:
            (
                en: "row {row} (line {line}): no column {field} (the row has {count})",
                es: "fila {row} (línea {line}): no hay columna {field} (la fila tiene {count})"
            )
        // A CSV or TSV row with more fields than its header: never judged (a password with an
        // unquoted delimiter spills into the next columns).
        case .rowExtraFields:
            (
                en:
                    "row {row} (line {line}): {count} fields, but the header has {columns} (a value with the delimiter in it must be quoted); not judged",
                es:
                    "fila {row} (línea {line}): {count} campos, pero la cabecera tiene {columns} (un valor que lleva el delimitador debe ir entre comillas); no se juzga"
            )
        case .rowInvalidUTF8:
            (
                en: "row {row} (line {line}): {field} is not valid UTF-8 (byte {offset})",
                es: "fila {row} (línea {line}): {field} no es UTF-8 válido (byte {offset})"
            )
        case .rowNotJSON:
            (en: "line {line}: not JSON: {reason} (byte {offset})", es: "línea {line}: no es JSON: {reason} (byte {offset})")
        // A JSON Lines row that is not JSON because of a character (not quoted: it may be a secret's).
        case .rowNotJSONAt:
            (
                en: "line {line}: not JSON: an unexpected character (byte {offset})",
                es: "línea {line}: no es JSON: un carácter inesperado (byte {offset})"
            )
        case .rowNotObject: (en: "line {line}: not a JSON object", es: "línea {line}: no es un objeto JSON")
        case .rowMissingMember: (en: "line {line}: no member {field}", es: "línea {line}: no hay miembro {field}")
        case .rowNotString:
            (
                en: "line {line}: {field} is neither a string nor a number",
                es: "línea {line}: {field} no es ni una cadena ni un número"
            )
        // Text records: the label of the kept columns, and an unreadable row's prefix.
        case .pipelineKeepLabel: (en: "keep", es: "conservadas")
        case .pipelineErrorPrefix: (en: "error", es: "error")
        // The summary line of a run with unreadable rows.
        case .rowsUnreadable: (en: "rows that could not be read: {count}", es: "filas que no se pudieron leer: {count}")
        }
    }
}
