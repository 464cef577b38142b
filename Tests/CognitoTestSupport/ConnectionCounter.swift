// SPDX-License-Identifier: Apache-2.0
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A listening TCP socket on loopback that counts the connections made to it (and answers none).
public final class ConnectionCounter: @unchecked Sendable {
    public let port: Int
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var connections = 0
    private var running = true

    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 16) == 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.socketDescriptor = descriptor
        let thread = Thread { [self] in
            while true {
                var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&pollDescriptor, 1, 50) > 0 {
                    let client = accept(descriptor, nil, nil)
                    if client >= 0 {
                        lock.withLock { connections += 1 }
                        close(client)  // no answer: the client sees a transport failure
                    }
                }
                if !lock.withLock({ running }) { break }
            }
        }
        thread.start()
    }

    public var count: Int { lock.withLock { connections } }

    deinit {
        lock.withLock { running = false }
        close(socketDescriptor)
    }
}
