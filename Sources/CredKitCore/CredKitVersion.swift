// SPDX-License-Identifier: Apache-2.0

/// The credkit release this code is, in one place: `credkit --version`, the `User-Agent` of its
/// requests to the Pwned Passwords range API and the man page (`make man`) read it, and a test
/// checks that `CHANGELOG.md`'s newest release and the README's `from:` lines equal it.
///
/// Bump it only as part of a release (see CONTRIBUTING.md): between releases, changes collect under
/// "Unreleased" in the changelog and this stays the last release.
package enum CredKitVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    package static let current = "0.1.0"
}
