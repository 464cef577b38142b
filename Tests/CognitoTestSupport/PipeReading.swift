import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension FileHandle {
    /// Everything up to the end of the file or pipe. Foundation's `readDataToEndOfFile()` and
    /// `availableData` trap on Linux when a signal interrupts the read (`EINTR`), which a child
    /// process's exit can cause while the tests run many of them; these retry instead.
    public func readAllRetrying() -> Data {
        var data = Data()
        while true {
            let chunk = readSomeRetrying()
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }

    /// Everything read until the first newline (the banner or port a server child prints first), or
    /// until the end when no newline comes; it may hold bytes after the newline.
    public func readFirstLineRetrying() -> Data {
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = readSomeRetrying()
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return line
    }

    /// The bytes available now (waiting for at least one), or none at the end of the file.
    public func readSomeRetrying() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return Data() }
        }
    }
}
