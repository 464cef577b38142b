// SPDX-License-Identifier: Apache-2.0

import CredKitCore
import CredKitPolicy

/// The structure of a Terraform `.tf` file (HCL native syntax): blocks with labels and bodies,
/// attributes whose expressions are kept as tokens. Enough to find a resource's nested block and
/// tell a literal from anything computed; expressions themselves are not evaluated.
///
/// Reads comments (`#`, `//`, `/* */`), quoted templates with `${…}` and `%{…}`, heredocs
/// (`<<EOF`, `<<-EOF`), brackets across lines; refuses an unterminated string, comment, heredoc
/// or bracket, a stray token where an attribute or block must start, and a missing `}`.
struct HCLParser {
    struct Token {
        enum Kind: Equatable {
            case identifier(String)
            case number(String)
            /// A quoted string; `literal` is its text when it has no `${` or `%{` template.
            case string(literal: String?)
            case heredoc
            case symbol(String)
            case newline
            case end
        }
        var kind: Kind
        var line: Int
        var column: Int
    }

    struct Attribute {
        var name: String
        var line: Int
        var column: Int
        var expression: [Token]
    }

    struct Block {
        var type: String
        var labels: [String]
        var line: Int
        var column: Int
        var body: Body
    }

    struct Body {
        var attributes: [Attribute] = []
        var blocks: [Block] = []
    }

    var file: String
    private var tokens: [Token] = []
    private var position = 0

    init(file: String) { self.file = file }

    mutating func parse(_ bytes: [UInt8]) throws(PolicyError) -> Body {
        var lexer = HCLLexer(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, file: file)
        tokens = try lexer.tokenize()
        position = 0
        let body = try parseBody(closing: false, depth: 0)
        return body
    }

    private var current: Token { tokens[position] }

    /// The deepest nesting read, of blocks or of templates inside templates: a real configuration
    /// stays far below; a hostile one would otherwise exhaust the stack.
    static let maximumDepth = 64

    private mutating func parseBody(closing: Bool, depth: Int) throws(PolicyError) -> Body {
        guard depth <= Self.maximumDepth else {
            throw failure("blocks nested deeper than \(Self.maximumDepth) levels", at: current)
        }
        var body = Body()
        while true {
            let token = current
            switch token.kind {
            case .newline:
                position += 1
            case .end:
                if closing { throw failure("missing \"}\" before the end of the file", at: token) }
                return body
            case .symbol("}"):
                if !closing { throw failure("unexpected \"}\"", at: token) }
                position += 1
                return body
            case .identifier(let name):
                position += 1
                if case .symbol("=") = current.kind {
                    position += 1
                    let expression = try parseExpression()
                    body.attributes.append(
                        Attribute(name: name, line: token.line, column: token.column, expression: expression))
                } else {
                    var labels: [String] = []
                    scan: while true {
                        switch current.kind {
                        case .string(let literal?): labels.append(literal)
                        case .identifier(let label): labels.append(label)
                        case .symbol("{"):
                            position += 1
                            let inner = try parseBody(closing: true, depth: depth + 1)
                            body.blocks.append(
                                Block(type: name, labels: labels, line: token.line, column: token.column, body: inner))
                            guard current.kind == .newline || current.kind == .end || current.kind == .symbol("}") else {
                                throw failure("expected a new line after a block", at: current)
                            }
                            break scan
                        default:
                            throw failure("expected \"=\" or a block after \"\(name)\"", at: current)
                        }
                        position += 1
                    }
                }
            default:
                throw failure("expected an attribute or a block", at: token)
            }
        }
    }

    /// The tokens up to the end of the line, brackets balanced (an expression may span lines
    /// inside them).
    private mutating func parseExpression() throws(PolicyError) -> [Token] {
        var expression: [Token] = []
        var stack: [String] = []
        while true {
            let token = current
            switch token.kind {
            case .end:
                if let open = stack.last { throw failure("\"\(open)\" is never closed", at: token) }
                if expression.isEmpty { throw failure("an attribute without a value", at: token) }
                return expression
            case .newline where stack.isEmpty:
                if expression.isEmpty { throw failure("an attribute without a value", at: token) }
                return expression
            case .symbol("}") where stack.isEmpty:
                // `block { a = 1 }` on one line: the brace closes the block.
                if expression.isEmpty { throw failure("an attribute without a value", at: token) }
                return expression
            case .symbol(let symbol) where symbol == "(" || symbol == "[" || symbol == "{":
                stack.append(symbol)
            case .symbol(let symbol) where symbol == ")" || symbol == "]" || symbol == "}":
                let expected = ["(": ")", "[": "]", "{": "}"][stack.last ?? ""]
                guard expected == symbol else { throw failure("unexpected \"\(symbol)\"", at: token) }
                stack.removeLast()
            default: break
            }
            if token.kind != .newline { expression.append(token) }
            position += 1
        }
    }

    private func failure(_ reason: String, at token: Token) -> PolicyError {
        PolicyError(
            .malformedHCL, key: .errorPolicyMalformedHCL, arguments: ["reason": reason], file: file, line: token.line,
            column: token.column)
    }
}

/// Splits HCL text into tokens.
struct HCLLexer {
    let bytes: [UInt8]
    let file: String
    private var index = 0
    private var line = 1
    /// 1-based column (in Unicode scalars) of `index`, kept as the lexer advances: counting from the
    /// line's start at every token would be quadratic on a long one-line file.
    private var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            // One more for each scalar passed; continuation bytes add none.
            column += 1
        }
        index += 1
    }

    mutating func tokenize() throws(PolicyError) -> [HCLParser.Token] {
        var tokens: [HCLParser.Token] = []
        while let byte = peek() {
            let (startLine, startColumn) = (line, column)
            func add(_ kind: HCLParser.Token.Kind) { tokens.append(.init(kind: kind, line: startLine, column: startColumn)) }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                advance()
            case UInt8(ascii: "\n"):
                advance()
                add(.newline)
            case UInt8(ascii: "#"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                advance()
                advance()
                var closed = false
                while let next = peek() {
                    if next == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                        advance()
                        advance()
                        closed = true
                        break
                    }
                    advance()
                }
                if !closed { throw failure("a /* comment is never closed", line: startLine, column: startColumn) }
            case UInt8(ascii: "\""):
                add(.string(literal: try quoted(startLine: startLine, startColumn: startColumn, depth: 0)))
            case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "<") && heredocAhead():
                try heredoc(startLine: startLine, startColumn: startColumn)
                add(.heredoc)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var text = ""
                while let next = peek(),
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".")
                        || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
                {
                    text.append(Character(Unicode.Scalar(next)))
                    advance()
                }
                add(.number(text))
            case _ where Self.isIdentifierStart(byte):
                var text = [UInt8]()
                while let next = peek(), Self.isIdentifierStart(next) || Self.isDigit(next) || next == UInt8(ascii: "-") {
                    text.append(next)
                    advance()
                }
                add(.identifier(String(decoding: text, as: UTF8.self)))
            default:
                // Two-character operators first, so `==` is not read as an attribute's `=`.
                if let next = peek(1) {
                    let pair = String(decoding: [byte, next], as: UTF8.self)
                    if ["==", "!=", "<=", ">=", "&&", "||", "=>"].contains(pair) {
                        advance()
                        advance()
                        add(.symbol(pair))
                        continue
                    }
                }
                if byte == UInt8(ascii: "."), peek(1) == byte, peek(2) == byte {
                    advance()
                    advance()
                    advance()
                    add(.symbol("..."))
                    continue
                }
                guard byte < 0x80 else {
                    throw failure("unexpected non-ASCII character outside a string", line: startLine, column: startColumn)
                }
                advance()
                add(.symbol(String(Character(Unicode.Scalar(byte)))))
            }
        }
        tokens.append(.init(kind: .end, line: line, column: column))
        return tokens
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// A quoted template: its text when it holds no template sequence, `nil` when it does.
    private mutating func quoted(startLine: Int, startColumn: Int, depth: Int) throws(PolicyError) -> String? {
        guard depth <= HCLParser.maximumDepth else {
            throw failure(
                "templates nested deeper than \(HCLParser.maximumDepth) levels", line: startLine, column: startColumn)
        }
        advance()
        var text = [UInt8]()
        var isTemplate = false
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n") else {
                throw failure("a string is never closed", line: startLine, column: startColumn)
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return isTemplate ? nil : String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard let escaped = peek() else {
                    throw failure("a string is never closed", line: startLine, column: startColumn)
                }
                switch escaped {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
                default: isTemplate = true  // \uNNNN and friends: not needed for a literal here
                }
                advance()
            case UInt8(ascii: "$"), UInt8(ascii: "%"):
                if peek(1) == UInt8(ascii: "{") {
                    if index > 0 && bytes[index - 1] == byte && text.last == byte {
                        // `$${` and `%%{` are escapes for a literal `${` and `%{`.
                        advance()
                        text.append(UInt8(ascii: "{"))
                        advance()
                        continue
                    }
                    isTemplate = true
                    advance()
                    advance()
                    try skipTemplateExpression(startLine: startLine, startColumn: startColumn, depth: depth)
                } else {
                    text.append(byte)
                    advance()
                }
            default:
                text.append(byte)
                advance()
            }
        }
    }

    /// Skips a `${…}` sequence up to its closing brace, through nested braces and strings.
    /// `depth` is how deep the enclosing string is nested in templates: a string inside this sequence
    /// is one level deeper, so nesting ends at `HCLParser.maximumDepth` (each level recurses).
    private mutating func skipTemplateExpression(startLine: Int, startColumn: Int, depth: Int) throws(PolicyError) {
        var braces = 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "{"): braces += 1
            case UInt8(ascii: "}"):
                braces -= 1
                if braces == 0 {
                    advance()
                    return
                }
            case UInt8(ascii: "\""):
                _ = try quoted(startLine: line, startColumn: column, depth: depth + 1)
                continue
            default: break
            }
            advance()
        }
        throw failure("a ${ sequence is never closed", line: startLine, column: startColumn)
    }

    private func heredocAhead() -> Bool {
        var offset = 2
        if peek(offset) == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(offset) else { return false }
        return Self.isIdentifierStart(first)
    }

    private mutating func heredoc(startLine: Int, startColumn: Int) throws(PolicyError) {
        advance()
        advance()
        if peek() == UInt8(ascii: "-") { advance() }
        var marker = [UInt8]()
        while let byte = peek(), Self.isIdentifierStart(byte) || Self.isDigit(byte) {
            marker.append(byte)
            advance()
        }
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") else {
                throw failure("a heredoc marker must end its line", line: startLine, column: startColumn)
            }
            advance()
        }
        while peek() != nil {
            advance()  // the new line
            var content = [UInt8]()
            while let byte = peek(), byte != UInt8(ascii: "\n") {
                content.append(byte)
                advance()
            }
            let trimmed = content.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if Array(trimmed.reversed().drop { $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: " ") }.reversed()) == marker {
                return
            }
        }
        throw failure(
            "the heredoc <<\(String(decoding: marker, as: UTF8.self)) is never closed", line: startLine, column: startColumn)
    }

    private func failure(_ reason: String, line: Int, column: Int) -> PolicyError {
        PolicyError(
            .malformedHCL, key: .errorPolicyMalformedHCL, arguments: ["reason": reason], file: file, line: line, column: column)
    }
}
