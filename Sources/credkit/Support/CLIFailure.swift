// SPDX-License-Identifier: Apache-2.0
import _CredKitCore

/// An error the CLI reports itself: a one-line message and the exit status.
struct CLIFailure: Error {
    var message: String
    var status: Int32 = 2
}
