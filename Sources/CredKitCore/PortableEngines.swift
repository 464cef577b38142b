// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether this process runs the engines of the portable configuration — the standard library's
/// `Regex` for patterns, `URLSession` for HTTP — although the build has the system ones (PCRE2,
/// libcurl).
///
/// Debug builds only, and only when `CREDKIT_PORTABLE_ENGINES=1`: `make test` builds the portable
/// configuration to prove that it compiles and links without the system libraries, and runs the
/// suites that reach an engine a second time from the test bundle of the build with every trait,
/// with this set (the engines' code is the same in both builds; only the default differs). Release
/// builds ignore the variable: an app or the shipped binary never changes engine behind its user.
package enum PortableEngines {
    /// `true` when the defaults are the portable engines in a build that has the system ones.
    package static let forced: Bool = {
        #if DEBUG
            guard let value = getenv("CREDKIT_PORTABLE_ENGINES") else { return false }
            return String(cString: value) == "1"
        #else
            return false
        #endif
    }()
}
